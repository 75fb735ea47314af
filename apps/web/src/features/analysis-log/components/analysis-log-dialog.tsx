import type { AdminPick } from '@arcade/contracts';
import { FileWarning, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog-shell';
import { MatchLabel } from '@/components/ui/match-label';
import { TierBadge } from '@/components/ui/tier-badge';
import { parseAnalysisLog } from '../lib/analysis-log';
import { ConsensusPhase, SportsAnalysisPhase } from './analysis-phases';
import { ChronologicalLog } from './chronological-log';
import { AiPhase, FinalDecision, MarketPhase } from './decision-phases';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/** Phases 1–4, the final decision and the chronological log of a generated pick. */
export function AnalysisLogDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <DialogShell
      open={pick !== null}
      onOpenChange={onOpenChange}
      title={t('analysis.title')}
      description={
        pick ? (
          <span className="flex flex-wrap items-center gap-2">
            <MatchLabel match={pick} />
            <span aria-hidden="true">·</span>
            <span className="font-semibold text-ink">{pick.displayLine ?? pick.selection}</span>
            <TierBadge tier={pick.tier} />
          </span>
        ) : undefined
      }
      size="lg"
      testId="analysis-dialog"
    >
      {pick ? <AnalysisBody pick={pick} /> : null}
    </DialogShell>
  );
}

function AnalysisBody({ pick }: { pick: AdminPick }) {
  const { t } = useTranslation('admin');
  const parsed = parseAnalysisLog(pick.analysisLog);
  if (parsed.kind === 'missing') {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-line bg-surface-raised/50 p-4 text-ink-muted text-sm">
        <ScrollText aria-hidden="true" className="size-4 shrink-0" />
        {t('analysis.noLog')}
      </p>
    );
  }
  if (parsed.kind === 'invalid') {
    return (
      <div role="alert" className="flex gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4">
        <FileWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-semibold text-danger">{t('analysis.loadError')}</p>
          <p className="mt-1 text-ink-muted text-sm">{t('analysis.loadErrorHint')}</p>
        </div>
      </div>
    );
  }
  const { log } = parsed;
  const teams = { homeTeam: log.eventInfo.homeTeam, awayTeam: log.eventInfo.awayTeam };
  return (
    <div className="grid gap-4">
      <SportsAnalysisPhase analysis={log.sportsAnalysis} consensus={log.consensus} teams={teams} />
      <ConsensusPhase consensus={log.consensus} teams={teams} />
      <MarketPhase market={log.marketEvaluation} />
      <AiPhase ai={log.aiEnrichment} />
      <FinalDecision decision={log.finalDecision} />
      <ChronologicalLog entries={log.chronologicalLog} teams={teams} />
    </div>
  );
}

import type { AnalyzeAnalysis } from '@arcade/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { SideLabel } from './strategy-card';

/** Phase 2: the side most strategies favour, their agreement and consolidated probability. */
export function ConsensusCard({ analysis }: { analysis: AnalyzeAnalysis }) {
  const { t } = useTranslation('analyze');
  const { consensus } = analysis;
  const share = consensus.totalStrategies > 0 ? consensus.agreementCount / consensus.totalStrategies : 0;
  return (
    <section
      data-testid="analyze-consensus"
      data-has-consensus={consensus.hasConsensus}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-lg border',
            consensus.hasConsensus
              ? 'border-edge/30 bg-edge/10 text-edge'
              : 'border-line-strong bg-surface-raised text-ink-muted',
          )}
        >
          <Users className="size-4.5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-ink text-lg">{t('consensus.title')}</h3>
          <p className="text-ink-muted text-sm">
            {consensus.hasConsensus && consensus.side ? (
              <>
                {t('consensus.reached', { team: '' })}
                <strong className="text-ink">
                  <SideLabel
                    side={consensus.side}
                    team={consensus.consensusTeamName}
                    // A spread's line is the home side's; the away side's own line is its negation.
                    line={
                      analysis.line !== null && consensus.side === 'away' ? -analysis.line : analysis.line
                    }
                  />
                </strong>
              </>
            ) : (
              t('consensus.none')
            )}
          </p>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-line bg-canvas/40 p-3">
          <dt className="text-ink-muted text-xs">{t('consensus.agreement')}</dt>
          <dd className="mt-1 font-bold text-2xl text-ink tabular">
            {t('consensus.agreementValue', {
              count: consensus.agreementCount,
              total: consensus.totalStrategies,
            })}
          </dd>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-raised" aria-hidden="true">
            <div className="h-full rounded-full bg-edge" style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
        </div>
        <div className="rounded-xl border border-line bg-canvas/40 p-3">
          <dt className="text-ink-muted text-xs">{t('consensus.consolidated')}</dt>
          <dd className="mt-1 font-bold text-2xl text-ink tabular">
            {consensus.consolidatedProbability === null
              ? '—'
              : formatPercent(consensus.consolidatedProbability)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

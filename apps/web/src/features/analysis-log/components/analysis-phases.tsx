import type { AnalysisLog } from '@arcade/contracts';
import { CheckCircle2, CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';
import { outcomeText, strategyText } from '../lib/analysis-log';
import { keyFactorText } from '../lib/key-factors';
import { Facts, PhaseCard } from './phase-card';

type Teams = { homeTeam: string; awayTeam: string };

/** Phase 1: what each strategy predicted, with its key factors. */
export function SportsAnalysisPhase({
  analysis,
  consensus,
  teams,
}: {
  analysis: AnalysisLog['sportsAnalysis'];
  consensus: AnalysisLog['consensus'];
  teams: Teams;
}) {
  const { t } = useTranslation('admin');
  // The server's summary is English prose; the same facts are said again in the active language.
  const summary =
    analysis && consensus?.consensusWinner
      ? t('analysis.predictions.summary', {
          count: analysis.predictions.length,
          agree: consensus.agreementCount,
          winner: outcomeText(consensus.consensusWinner, teams, t),
        })
      : null;
  return (
    <PhaseCard step="1" title={t('analysis.sections.phase1')} testId="analysis-phase-1">
      {analysis ? (
        <div className="grid gap-3">
          {summary ? <p className="text-ink-muted text-sm">{summary}</p> : null}
          {analysis.predictions.length === 0 ? (
            <p className="text-ink-subtle text-sm">{t('analysis.predictions.none')}</p>
          ) : (
            <ul className="grid gap-2">
              {analysis.predictions.map((prediction, index) => (
                <li
                  // Strategies run once per pick, but a malformed log may repeat one.
                  key={`${prediction.strategy}-${index}`}
                  className="rounded-lg border border-line/80 bg-surface/60 p-3"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="font-semibold text-ink text-sm">{strategyText(prediction.strategy, t)}</p>
                    <p className="text-ink-muted text-sm">
                      <span className="sr-only">{t('analysis.predictions.winner')}: </span>
                      <span className="text-ink">{outcomeText(prediction.winner, teams, t)}</span>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">{t('analysis.predictions.probability')}: </span>
                      <span className="tabular font-semibold text-edge">
                        {formatPercent(prediction.probability)}
                      </span>
                    </p>
                  </div>
                  {prediction.keyFactors.length > 0 ? (
                    <ul
                      aria-label={t('analysis.predictions.keyFactors')}
                      className="mt-2 flex flex-wrap gap-1.5"
                    >
                      {prediction.keyFactors.map((factor) => (
                        <li
                          key={factor}
                          className="rounded-md bg-surface-raised px-2 py-0.5 text-[0.7rem] text-ink-muted"
                        >
                          {keyFactorText(factor, teams, t)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : undefined}
    </PhaseCard>
  );
}

/** Phase 2: whether the strategies agree, on whom, and the consolidated probability. */
export function ConsensusPhase({ consensus, teams }: { consensus: AnalysisLog['consensus']; teams: Teams }) {
  const { t } = useTranslation('admin');
  return (
    <PhaseCard step="2" title={t('analysis.sections.phase2')} testId="analysis-phase-2">
      {consensus ? (
        <div className="grid gap-3">
          <p
            className={
              consensus.hasConsensus
                ? 'inline-flex items-center gap-1.5 font-semibold text-edge text-sm'
                : 'inline-flex items-center gap-1.5 font-semibold text-premium text-sm'
            }
          >
            {consensus.hasConsensus ? (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            ) : (
              <CircleSlash aria-hidden="true" className="size-4" />
            )}
            {consensus.hasConsensus ? t('analysis.consensus.reached') : t('analysis.consensus.notReached')}
          </p>
          <Facts
            items={[
              {
                label: t('analysis.consensus.winner'),
                value: consensus.consensusWinner ? outcomeText(consensus.consensusWinner, teams, t) : '—',
              },
              {
                label: t('analysis.consensus.strategies'),
                value: t('analysis.consensus.agreement', {
                  count: consensus.agreementCount,
                  total: consensus.totalStrategies,
                  percent: formatPercent(consensus.agreementPercentage, 0),
                }),
              },
              {
                label: t('analysis.consensus.probability'),
                value:
                  consensus.consolidatedProbability === null
                    ? '—'
                    : formatPercent(consensus.consolidatedProbability),
              },
            ]}
          />
          {consensus.reason ? (
            <p className="text-ink-subtle text-xs">
              {consensus.reason
                .split(',')
                .map((name) => strategyText(name.trim(), t))
                .join(', ')}
            </p>
          ) : null}
        </div>
      ) : undefined}
    </PhaseCard>
  );
}

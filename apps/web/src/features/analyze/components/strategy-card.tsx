import type { AnalyzePrediction } from '@arcade/contracts';
import { Activity, BarChart3, CircleSlash, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keyFactorText, strategyText } from '@/features/analysis-log';
import { cn } from '@/lib/cn';
import { formatDecimal, formatPercent } from '@/lib/format';
import { analysisReason, MARKET_STRATEGY_LABELS } from '../lib/analysis-text';

type Teams = { homeTeam: string; awayTeam: string };

const badge = 'inline-flex items-center rounded-md px-2 py-0.5 font-semibold text-[0.7rem] ring-1 ring-inset';

/** What a side stands for: a team, the draw, or over/under the line. */
export function SideLabel({ side, team, line }: { side: string; team: string | null; line: number | null }) {
  const { t: tAdmin } = useTranslation('admin');
  const signed = line === null ? '' : ` ${line > 0 ? '+' : ''}${formatDecimal(line, 1)}`;
  if (team) return <>{`${team}${signed}`}</>;
  const outcome =
    side === 'draw' || side === 'over' || side === 'under' ? tAdmin(`analysis.outcomes.${side}`) : side;
  return <>{line === null || side === 'draw' ? outcome : `${outcome} ${formatDecimal(line, 1)}`}</>;
}

/** One strategy's prediction; market strategies (market signal, line movement) read as the market's view. */
export function PredictionCard({ prediction, teams }: { prediction: AnalyzePrediction; teams: Teams }) {
  const { t } = useTranslation('analyze');
  const { t: tAdmin } = useTranslation('admin');
  const marketLabel = MARKET_STRATEGY_LABELS[prediction.strategy];
  const isMarket = prediction.source === 'market';
  const Icon = marketLabel === 'lineMovement' ? TrendingUp : isMarket ? Activity : BarChart3;
  return (
    <article
      data-testid="analyze-strategy-card"
      data-strategy={prediction.strategy}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-8 shrink-0 items-center justify-center rounded-lg border',
              isMarket
                ? 'border-sky-400/30 bg-sky-400/10 text-sky-300'
                : 'border-edge/30 bg-edge/10 text-edge',
            )}
          >
            <Icon className="size-4" />
          </span>
          <h4 className="truncate font-semibold text-ink">{strategyText(prediction.strategy, tAdmin)}</h4>
        </div>
        <span
          className={cn(
            badge,
            isMarket ? 'bg-sky-400/10 text-sky-300 ring-sky-400/30' : 'bg-edge/10 text-edge ring-edge/30',
          )}
        >
          {isMarket ? t('results.marketBadge') : t('results.modelBadge')}
        </span>
      </header>
      <div>
        <p className="text-ink-muted text-xs">{t(`results.${marketLabel ?? 'favours'}`)}</p>
        <p className="font-semibold text-ink">
          <SideLabel side={prediction.side} team={prediction.winnerTeamName} line={prediction.line} />
        </p>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-ink-muted">
            {isMarket ? t('results.marketProbability') : t('results.winProbability')}
          </span>
          <span className="font-bold text-ink tabular">{formatPercent(prediction.winProbability)}</span>
        </div>
        <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-raised" aria-hidden="true">
          <div
            className={cn('h-full rounded-full', isMarket ? 'bg-sky-400' : 'bg-edge')}
            style={{ width: `${Math.round(prediction.winProbability * 100)}%` }}
          />
        </div>
      </div>
      {prediction.keyFactors.length > 0 ? (
        <ul className="flex flex-col gap-1 text-ink-muted text-xs">
          {prediction.keyFactors.map((factor) => (
            <li key={factor} className="break-words">
              {keyFactorText(factor, teams, tAdmin)}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function AbstentionCard({ strategy, reason }: { strategy: string; reason: string }) {
  const { t } = useTranslation('analyze');
  const { t: tAdmin } = useTranslation('admin');
  return (
    <article
      data-testid="analyze-strategy-card"
      data-strategy={strategy}
      data-abstained="true"
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line border-dashed bg-surface/50 p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface-raised text-ink-subtle"
          >
            <CircleSlash className="size-4" />
          </span>
          <h4 className="truncate font-semibold text-ink-muted">{strategyText(strategy, tAdmin)}</h4>
        </div>
        <span className={cn(badge, 'bg-surface-raised text-ink-subtle ring-line-strong')}>
          {t('results.abstainedBadge')}
        </span>
      </header>
      <p className="text-ink-muted text-sm">
        <span className="text-ink-subtle">{t('results.reason')}: </span>
        {analysisReason(reason, tAdmin)}
      </p>
    </article>
  );
}

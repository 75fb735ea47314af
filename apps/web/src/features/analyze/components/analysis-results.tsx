import type { AnalyzeResponse } from '@arcade/contracts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { SportBadge } from '@/components/ui/sport-badge';
import { formatDecimal, formatShortDate } from '@/lib/format';
import { AiCard } from './ai-card';
import { ConsensusCard } from './consensus-card';
import { MarketCard } from './market-card';
import { AbstentionCard, PredictionCard } from './strategy-card';

/** The analysis as cards: the match, each strategy, the consensus, the market and the AI. */
export function AnalysisResults({ analysis }: { analysis: AnalyzeResponse }) {
  const { t } = useTranslation('analyze');
  const { event } = analysis;
  return (
    <section
      data-testid="analyze-results"
      aria-labelledby="analyze-results-title"
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-2 rounded-2xl border border-edge/30 bg-gradient-to-br from-edge/10 to-transparent p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-ink-muted text-sm">
          <SportBadge sport={event.sport} />
          <span>{event.league}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`pickTypes.${analysis.pickType}`)}</span>
          {analysis.line !== null ? (
            <span className="rounded-md bg-surface-raised px-2 py-0.5 text-ink text-xs tabular">
              {t('results.line', { line: formatDecimal(analysis.line, 1) })}
            </span>
          ) : null}
        </div>
        <h2 id="analyze-results-title" className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
          <MatchLabel match={event} />
        </h2>
        <p className="flex items-center gap-1.5 text-ink-muted text-sm">
          <CalendarClock aria-hidden="true" className="size-4" />
          {event.startTime ? formatShortDate(event.startTime) : t('results.noEvent')}
        </p>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <ConsensusCard analysis={analysis} />
        <MarketCard analysis={analysis} />
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-ink text-lg">{t('results.strategies')}</h3>
          <p className="text-ink-muted text-sm">
            {t('results.strategiesHint', {
              predicted: analysis.predictions.length,
              abstained: analysis.abstentions.length,
            })}
          </p>
        </div>
        {analysis.predictions.length === 0 ? (
          <p
            role="status"
            data-testid="analyze-no-predictions"
            className="rounded-xl border border-premium/30 bg-premium/5 p-4 text-premium text-sm"
          >
            {t('results.noPredictions')}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {analysis.predictions.map((prediction) => (
            <PredictionCard key={prediction.strategy} prediction={prediction} teams={event} />
          ))}
          {analysis.abstentions.map((abstention) => (
            <AbstentionCard key={abstention.strategy} {...abstention} />
          ))}
        </div>
      </div>

      <AiCard ai={analysis.ai} />
    </section>
  );
}

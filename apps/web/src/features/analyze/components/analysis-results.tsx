import type { AnalyzeAnalysis } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { AiCard } from './ai-card';
import { ConsensusCard } from './consensus-card';
import { MarketCard } from './market-card';
import { MatchHeader } from './match-header';
import { AbstentionCard, PredictionCard } from './strategy-card';

/** The analysis as cards: the match, each strategy, the consensus, the market and the AI. */
export function AnalysisResults({ analysis }: { analysis: AnalyzeAnalysis }) {
  const { t } = useTranslation('analyze');
  const { event } = analysis;
  return (
    <section
      data-testid="analyze-results"
      aria-labelledby="analyze-results-title"
      className="flex flex-col gap-5"
    >
      <MatchHeader
        event={event}
        pickType={analysis.pickType}
        line={analysis.line}
        titleId="analyze-results-title"
      />

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

import { buildConsensus, type Outcome } from '../consensus/consensus';
import type { MatchContext, StrategyResult } from '../strategies/types';
import { judgeSelection, type PolicyAnalysis, type PolicySettings, type PolicyStep } from './price-selection';

export type Prediction = Extract<StrategyResult, { kind: 'prediction' }>;

/** Phase 1: what every strategy said, as steps, and the predictions among them. */
export function strategyPhase(results: readonly StrategyResult[]): {
  predictions: Prediction[];
  steps: PolicyStep[];
} {
  const steps = results.map((r): PolicyStep =>
    r.kind === 'prediction'
      ? {
          phase: '1',
          code: 'strategy_prediction',
          values: { strategy: r.strategy, winner: r.winner, probability: r.probabilities[r.winner] ?? 0 },
        }
      : { phase: '1', code: 'strategy_abstained', values: { strategy: r.strategy, reason: r.reason } },
  );
  return { predictions: results.filter((r): r is Prediction => r.kind === 'prediction'), steps };
}

/**
 * Phases 1–3 on the moneyline, as generation and the backtest run them: the
 * strategies' consensus side, priced on the pool of the market's fair probability and the
 * strategies' consolidated one against the best price, through the rules and the pick formula.
 */
export function analyseMoneyline(
  context: MatchContext,
  results: readonly StrategyResult[],
  settings: PolicySettings,
): PolicyAnalysis {
  const { predictions, steps } = strategyPhase(results);
  if (predictions.length === 0) return { kind: 'rejected', reason: 'no_predictions', steps };
  const consensus = buildConsensus(predictions);
  steps.push({
    phase: '2',
    code: consensus.hasConsensus ? 'consensus_reached' : 'no_consensus',
    values: {
      market: 'h2h',
      winner: consensus.winner ?? '—',
      agreement: `${consensus.agreementCount}/${consensus.totalStrategies}`,
    },
  });
  const { winner, consolidatedProbability } = consensus;
  if (!consensus.hasConsensus || !winner || consolidatedProbability === null)
    return { kind: 'rejected', reason: 'no_consensus', steps };
  const outcomes: Outcome[] = context.event.sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];
  return judgeSelection({
    context,
    market: 'h2h',
    selection: winner,
    lines: Object.fromEntries(outcomes.map((o) => [o, null])),
    consensus: { ...consensus, consolidatedProbability },
    views: predictions.map((p) => ({
      strategy: p.strategy,
      winner: p.winner,
      probability: p.probabilities[p.winner] ?? 0,
      keyFactors: p.keyFactors,
    })),
    settings,
    steps,
  });
}

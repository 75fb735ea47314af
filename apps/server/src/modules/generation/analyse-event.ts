import {
  buildConsensus,
  type KeyFactor,
  type MatchContext,
  type Outcome,
  type StrategyResult,
} from '@arcade/core';
import { type LogEntry, logEntry } from './analysis-log';
import type { CandidateEvent } from './generation.repository';
import { type Analysis, type AnalysisSettings, judge, type Prediction } from './judge';

export const factorText = (factor: KeyFactor) =>
  `${factor.code}: ${Object.entries(factor.values)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')}`;

/** Phase 1: what every strategy said, as log lines, and the predictions among them. */
export function strategyPhase(results: readonly StrategyResult[]): {
  predictions: Prediction[];
  log: LogEntry[];
} {
  const log = results.map((r) =>
    r.kind === 'prediction'
      ? logEntry('1', 'strategy_prediction', {
          strategy: r.strategy,
          winner: r.winner,
          probability: r.probabilities[r.winner] ?? 0,
        })
      : logEntry('1', 'strategy_abstained', { strategy: r.strategy, reason: r.reason }),
  );
  return { predictions: results.filter((r): r is Prediction => r.kind === 'prediction'), log };
}

/**
 * Phases 1–3 on the moneyline (decisions.md §3–§4, §8): the consensus winner priced against the
 * market's best price and fair probability, through the rules and the pick formula.
 */
export function analyseEvent(
  context: MatchContext,
  event: CandidateEvent,
  results: readonly StrategyResult[],
  settings: AnalysisSettings,
): Analysis {
  const { predictions, log } = strategyPhase(results);
  if (predictions.length === 0) return { kind: 'rejected', reason: 'no_predictions', log };
  const consensus = buildConsensus(predictions);
  log.push(
    logEntry('2', consensus.hasConsensus ? 'consensus_reached' : 'no_consensus', {
      market: 'h2h',
      winner: consensus.winner ?? '—',
      agreement: `${consensus.agreementCount}/${consensus.totalStrategies}`,
    }),
  );
  const { winner, consolidatedProbability } = consensus;
  if (!consensus.hasConsensus || !winner || consolidatedProbability === null)
    return { kind: 'rejected', reason: 'no_consensus', log };
  const outcomes: Outcome[] = event.sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];
  return judge({
    context,
    event,
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
    log,
  });
}

import {
  buildConsensus,
  type CompiledFormula,
  type Consensus,
  decimalToAmerican,
  DomainError,
  evaluateCandidate,
  formulaVerdict,
  type KeyFactor,
  latestQuotes,
  marketConsensus,
  type MarketEvaluation,
  type MatchContext,
  type OddsQuote,
  type Outcome,
  type PickRules,
  type StrategyResult,
} from '@arcade/core';
import type { DevigMethod } from '../../db/schema/settings';
import type { CandidateEvent } from './generation.repository';
import { type LogEntry, logEntry } from './analysis-log';

export interface AnalysisSettings {
  rules: PickRules;
  devigMethod: DevigMethod;
  formula: CompiledFormula | null;
  kellyFraction: number;
  maxStakePercent: number;
}

type Prediction = Extract<StrategyResult, { kind: 'prediction' }>;

/** One event's phases 1–3: what the strategies say, whether they agree, and whether the price is value. */
export interface Candidate {
  event: CandidateEvent;
  selection: Outcome;
  pModel: number;
  pMarketFair: number;
  odds: number;
  bookmaker: string;
  bookmakers: number;
  consensus: Consensus;
  predictions: Prediction[];
  evaluation: MarketEvaluation;
  /** The formula's score when it returns a number (ranks candidates); null for a boolean formula or none. */
  score: number | null;
  scope: Record<string, number | string | boolean>;
  log: LogEntry[];
}

export type Analysis =
  { kind: 'candidate'; candidate: Candidate } | { kind: 'rejected'; reason: string; log: LogEntry[] };

export const factorText = (factor: KeyFactor) =>
  `${factor.code}: ${Object.entries(factor.values)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')}`;

const outcomesOf = (sport: string): Outcome[] =>
  sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];

/** Relative move of the selection's average price from the first quotes seen to the latest. */
function lineMove(quotes: readonly OddsQuote[], selection: Outcome, asOf: Date): number {
  const prices = quotes.filter((q) => q.market === 'h2h' && q.selection === selection);
  if (prices.length === 0) return 0;
  const first = prices[0]?.timestamp.getTime() ?? 0;
  const opening = prices.filter((q) => q.timestamp.getTime() === first);
  const current = [...latestQuotes(quotes, 'h2h', asOf).values()].flatMap((book) => {
    const quote = book.get(selection);
    return quote ? [quote] : [];
  });
  const mean = (list: readonly OddsQuote[]) => list.reduce((s, q) => s + q.price, 0) / list.length;
  return current.length === 0 ? 0 : mean(current) / mean(opening) - 1;
}

/**
 * Phases 1–3 for one event (decisions.md §3–§4, §8): runs the strategies, builds the consensus,
 * prices the consensus winner against the market's best moneyline and fair probability, and applies
 * the rules and the pick formula. A rejected event says why.
 */
export function analyseEvent(
  context: MatchContext,
  event: CandidateEvent,
  results: readonly StrategyResult[],
  settings: AnalysisSettings,
): Analysis {
  const log: LogEntry[] = [];
  const predictions = results.filter((r): r is Prediction => r.kind === 'prediction');
  for (const r of results) {
    log.push(
      r.kind === 'prediction'
        ? logEntry('1', 'strategy_prediction', {
            strategy: r.strategy,
            winner: r.winner,
            probability: r.probabilities[r.winner] ?? 0,
          })
        : logEntry('1', 'strategy_abstained', { strategy: r.strategy, reason: r.reason }),
    );
  }
  if (predictions.length === 0) return { kind: 'rejected', reason: 'no_predictions', log };

  const consensus = buildConsensus(predictions);
  log.push(
    logEntry('2', consensus.hasConsensus ? 'consensus_reached' : 'no_consensus', {
      winner: consensus.winner ?? '—',
      agreement: `${consensus.agreementCount}/${consensus.totalStrategies}`,
    }),
  );
  if (!consensus.hasConsensus || !consensus.winner || consensus.consolidatedProbability === null)
    return { kind: 'rejected', reason: 'no_consensus', log };
  const selection = consensus.winner;
  const outcomes = outcomesOf(event.sport);

  let market;
  try {
    market = marketConsensus(
      latestQuotes(context.quotes, 'h2h', context.asOf),
      outcomes,
      settings.devigMethod,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    log.push(logEntry('3', 'no_market', { reason: error.message }));
    return { kind: 'rejected', reason: 'no_market', log };
  }
  const best = market.best[selection];
  const pMarketFair = market.fair[selection];
  if (!best || pMarketFair === undefined) return { kind: 'rejected', reason: 'no_market', log };
  const newestQuoteAt = new Date(
    Math.max(...context.quotes.filter((q) => q.market === 'h2h').map((q) => q.timestamp.getTime())),
  );
  const evaluate = (rules: PickRules) =>
    evaluateCandidate({
      pModel: consensus.consolidatedProbability as number,
      pMarketFair,
      bestOdds: best.price,
      bookmakers: market.bookmakers,
      newestQuoteAt,
      startsAt: event.startTime,
      asOf: context.asOf,
      rules,
    });
  let evaluation = evaluate(settings.rules);
  const scope = {
    pModel: consensus.consolidatedProbability,
    pMarketFair,
    edge: evaluation.edge,
    odds: best.price,
    oddsAmerican: decimalToAmerican(best.price),
    agreement: consensus.agreementPercentage,
    strategies: consensus.totalStrategies,
    bookmakers: market.bookmakers,
    hoursToStart: (event.startTime.getTime() - context.asOf.getTime()) / 3_600_000,
    lineMove: lineMove(context.quotes, selection, context.asOf),
    sport: event.sport,
    market: 'h2h',
    kellyFraction: settings.kellyFraction,
    edgeThreshold: settings.rules.edgeThreshold,
    maxStakePercent: settings.maxStakePercent,
    minOdds: settings.rules.minOdds,
    minProbability: settings.rules.minProbability,
  };
  let verdict: { accepted: boolean; score: number | null } = { accepted: true, score: null };
  if (settings.formula) {
    verdict = formulaVerdict(settings.formula.evaluate(scope));
    log.push(
      logEntry('3', verdict.accepted ? 'formula_accepted' : 'formula_rejected', {
        score: verdict.score ?? String(verdict.accepted),
      }),
    );
    // The sweet spot gives way to a formula that accepts the candidate (decisions.md §3).
    if (verdict.accepted && evaluation.reason === 'outside_sweet_spot')
      evaluation = {
        ...evaluate({ ...settings.rules, sweetSpot: { min: 1, max: Number.POSITIVE_INFINITY } }),
        inSweetSpot: false,
      };
  }
  log.push(
    logEntry('3', evaluation.shouldBet ? 'market_value' : 'market_rejected', {
      odds: best.price,
      bookmaker: best.bookmaker,
      fair: pMarketFair,
      edge: evaluation.edge,
      reason: evaluation.reason,
    }),
  );
  if (!evaluation.shouldBet) return { kind: 'rejected', reason: evaluation.reason, log };
  if (!verdict.accepted) return { kind: 'rejected', reason: 'formula_rejected', log };
  return {
    kind: 'candidate',
    candidate: {
      event,
      selection,
      pModel: consensus.consolidatedProbability,
      pMarketFair,
      odds: best.price,
      bookmaker: best.bookmaker,
      bookmakers: market.bookmakers,
      consensus,
      predictions,
      evaluation,
      score: verdict.score,
      scope,
      log,
    },
  };
}

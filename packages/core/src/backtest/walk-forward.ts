import { buildConsensus, type Outcome } from '../consensus/consensus';
import { DomainError } from '../errors';
import { DEFAULT_PICK_RULES } from '../market/evaluation';
import { prepareStrategies } from '../strategies/registry';
import type { MatchContext, Sport, StrategyName, StrategyResult } from '../strategies/types';
import {
  contextOf,
  dayKey,
  fairProbabilities,
  type HistoricalMatch,
  implausible,
  marketProbabilities,
  type MarketPrices,
  type OutcomePrices,
  outcomesOf,
  unbetPick,
  withBet,
} from './match-prices';
import { BACKTEST_PRODUCT_POLICY, type ProductPolicy, productPolicyDays } from './product-policy';
import { summarise, type BacktestSummary, type SettledPick } from './summary';

export interface BacktestOptions {
  sport: Sport;
  /** One strategy, `auto`, or `product`: the product's whole pick policy, as generation runs it. */
  strategy: StrategyName | 'auto' | 'product';
  /** Matches used only to fit models. */
  warmup: readonly HistoricalMatch[];
  /** Matches that are predicted, bet and scored. */
  data: readonly HistoricalMatch[];
  odds: 'closing' | 'opening';
  /** Kaunitz's shading of the consensus probability. */
  alpha: number;
  /**
   * market-inefficiency's consensus: 'average' is Kaunitz's rule (the mean of the books minus α);
   * 'sharp' takes the sharp book's de-vigged price as the probability and bets the best price under
   * the product's pick rules (edge ≥ edgeThreshold, odds in the sweet spot, probability ≥ 0.5).
   */
  consensus?: 'average' | 'sharp';
  stake: 'flat' | 'kelly';
  /** Minimum edge for a bet (single strategies and `auto`; `product` uses its policy's rules). */
  edgeThreshold: number;
  kellyFraction: number;
  /** `product` only: the configuration and weights (the default configuration by default). */
  policy?: ProductPolicy;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The outcome whose best price beats the sharp book's de-vigged probability by the most, when it
 * passes the product's default pick rules with the given edge threshold.
 */
function sharpLineChoice(
  prices: MarketPrices | undefined,
  best: OutcomePrices,
  outcomes: Outcome[],
  edgeThreshold: number,
): { outcome: Outcome; probability: number; value: number } | null {
  const fair = prices?.sharp ? fairProbabilities({ sharp: prices.sharp }, outcomes) : null;
  if (!fair) return null;
  const rules = DEFAULT_PICK_RULES;
  let choice: { outcome: Outcome; probability: number; value: number } | null = null;
  outcomes.forEach((outcome, i) => {
    const odds = best[outcome] ?? 0;
    const probability = fair[i] as number;
    const value = probability * odds - 1;
    const passes =
      odds >= Math.max(rules.minOdds, rules.sweetSpot.min) &&
      odds <= rules.sweetSpot.max &&
      probability >= rules.minProbability &&
      value >= edgeThreshold;
    if (passes && (!choice || value > choice.value)) choice = { outcome, probability, value };
  });
  return choice;
}

/**
 * Walk-forward backtest: matches are taken day by day; before each day every strategy is prepared on
 * the warm-up plus all data strictly before that day, so no match is predicted from its own result or
 * anything later. Bets use the chosen prices (best across books); metrics compare the model's
 * probabilities with the de-vigged closing market on the same matches.
 */
export function runWalkForward(options: BacktestOptions): BacktestSummary {
  return summarise(walkForwardPicks(options));
}

/** The settled pick of every match in date order, before summarising (what runWalkForward scores). */
export function walkForwardPicks(options: BacktestOptions): SettledPick[] {
  const settled: SettledPick[] = [];
  for (const day of walkForwardDays(options)) settled.push(...day.picks);
  return settled;
}

/** One match day of a walk-forward: its settled picks, and how many matches are done out of the total. */
export interface WalkForwardDay {
  picks: SettledPick[];
  done: number;
  total: number;
}

/**
 * The walk-forward of `walkForwardPicks`, one match day at a time: a caller that must not block (a
 * server) can yield to other work and check for cancellation between days, and stop early by
 * returning from the loop. `onProgress` is called as in `walkForwardPicks`.
 *
 * @example [...walkForwardDays(options)].flatMap((d) => d.picks) // equals walkForwardPicks(options)
 */
export function* walkForwardDays(options: BacktestOptions): Generator<WalkForwardDay, void, void> {
  const outcomes = outcomesOf(options.sport);
  // Each game carries its de-vigged closing prices, which models may read once the game is past.
  const withMarket = (m: HistoricalMatch): HistoricalMatch => {
    const market = marketProbabilities(m, outcomes);
    return market ? { ...m, market: Object.fromEntries(outcomes.map((o, i) => [o, market[i]])) } : m;
  };
  const data = options.data.map(withMarket).sort((a, b) => a.date.getTime() - b.date.getTime());
  if (data.length === 0) throw new DomainError('INVALID_ARGUMENT', 'The backtest has no matches');
  const days = new Map<string, HistoricalMatch[]>();
  for (const match of data) days.set(dayKey(match.date), [...(days.get(dayKey(match.date)) ?? []), match]);
  const past: HistoricalMatch[] = options.warmup
    .map(withMarket)
    .filter((m) => m.date < (data[0] as HistoricalMatch).date);
  const isProduct = options.strategy === 'product';
  const productDay = isProduct
    ? productPolicyDays({ ...options, policy: options.policy ?? BACKTEST_PRODUCT_POLICY })
    : null;
  let done = 0;

  for (const matches of days.values()) {
    const asOf = new Date(Math.min(...matches.map((m) => m.date.getTime())));
    const byLeague = new Map<string, ReturnType<typeof prepareStrategies>>();
    // The product runs every strategy that applies, as generation's `auto` does.
    const predict = (match: HistoricalMatch, context: MatchContext): StrategyResult[] => {
      let predictor = byLeague.get(match.league);
      if (!predictor) {
        const games = past.filter((m) => m.league === match.league && m.date < asOf);
        predictor = prepareStrategies(
          { sport: options.sport, league: match.league, asOf, games },
          isProduct ? 'auto' : (options.strategy as StrategyName | 'auto'),
        );
        byLeague.set(match.league, predictor);
      }
      return predictor(context);
    };
    const picks: SettledPick[] = productDay
      ? productDay(matches, predict)
      : matches.map((match) => settle(match, predict, options, outcomes));
    for (let i = 0; i < matches.length; i++) {
      done += 1;
      options.onProgress?.(done, data.length);
    }
    past.push(...matches);
    yield { picks, done, total: data.length };
  }
}

function settle(
  match: HistoricalMatch,
  predict: (match: HistoricalMatch, context: MatchContext) => StrategyResult[],
  options: BacktestOptions,
  outcomes: Outcome[],
): SettledPick {
  const prices =
    options.odds === 'closing' ? (match.prices.closing ?? match.prices.opening) : match.prices.opening;
  const context = contextOf(match, options.sport, prices, outcomes);
  const results = predict(match, context);
  const predictions = results.flatMap((r) => (r.kind === 'prediction' ? [r] : []));
  const base = unbetPick(match, results, outcomes);
  const best = prices?.max ?? prices?.average;
  // Kaunitz's rule reads the file's average and best prices directly; other strategies need a prediction.
  const isKaunitz = options.strategy === 'market-inefficiency';
  if (!best || (!isKaunitz && predictions.length === 0) || implausible(best, outcomes)) return base;

  let choice: { outcome: Outcome; probability: number; value: number } | null = null;
  if (isKaunitz && options.consensus === 'sharp') {
    choice = sharpLineChoice(prices, best, outcomes, options.edgeThreshold);
  } else if (isKaunitz) {
    const average = prices?.average;
    for (const o of outcomes) {
      const value = (1 / (average?.[o] ?? Number.POSITIVE_INFINITY) - options.alpha) * (best[o] ?? 0) - 1;
      if (value > 0 && (!choice || value > choice.value))
        choice = { outcome: o, probability: 1 / (average?.[o] as number) - options.alpha, value };
    }
  } else {
    const consensus = buildConsensus(predictions);
    const winner = consensus.winner;
    if (consensus.hasConsensus && winner && consensus.consolidatedProbability && (best[winner] ?? 0) > 1) {
      const value = consensus.consolidatedProbability * (best[winner] as number) - 1;
      if (value >= options.edgeThreshold)
        choice = { outcome: winner, probability: consensus.consolidatedProbability, value };
    }
  }
  if (!choice) return base;
  return withBet(
    match,
    base,
    outcomes,
    { outcome: choice.outcome, odds: best[choice.outcome] as number, probability: choice.probability },
    options,
  );
}

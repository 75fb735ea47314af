import { buildConsensus, type Outcome } from '../consensus/consensus';
import { devig } from '../devig/devig';
import { DomainError } from '../errors';
import { DEFAULT_PICK_RULES } from '../market/evaluation';
import { betProfit, type BetResult } from '../grading/grading';
import type { OddsQuote } from '../market/quotes';
import { MODEL_STRATEGIES, prepareStrategies } from '../strategies/registry';
import type { MatchContext, PastGame, Sport, StrategyName } from '../strategies/types';
import { closingLineValue, kellyStake } from '../staking/staking';
import { summarise, type BacktestSummary, type SettledPick } from './summary';

export type OutcomePrices = Partial<Record<Outcome, number>>;

/** A finished match with the market's prices, as the history files give it. */
export interface HistoricalMatch extends PastGame {
  id: string;
  league: string;
  /** Prices when the book opened and at the close: average and best across books, and the sharp book's. */
  prices: { opening?: MarketPrices; closing?: MarketPrices };
}

export interface MarketPrices {
  average?: OutcomePrices;
  max?: OutcomePrices;
  sharp?: OutcomePrices;
}

export interface BacktestOptions {
  sport: Sport;
  strategy: StrategyName | 'auto';
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
  /** Minimum edge for a bet (strategies other than market-inefficiency). */
  edgeThreshold: number;
  kellyFraction: number;
  onProgress?: (done: number, total: number) => void;
}

const outcomesOf = (sport: Sport): Outcome[] =>
  sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];
const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The prices a strategy sees before the match, as quotes of three virtual books. */
function quotesFor(
  match: HistoricalMatch,
  prices: MarketPrices | undefined,
  outcomes: Outcome[],
): OddsQuote[] {
  const timestamp = new Date(match.date.getTime() - 3_600_000);
  return Object.entries(prices ?? {}).flatMap(([bookmaker, book]) =>
    book && outcomes.every((o) => (book as OutcomePrices)[o] !== undefined)
      ? outcomes.map((o) => ({
          bookmaker: bookmaker === 'sharp' ? 'pinnacle' : bookmaker,
          market: 'h2h' as const,
          selection: o,
          price: (book as OutcomePrices)[o] as number,
          timestamp,
        }))
      : [],
  );
}

/** De-vigged closing probabilities: the sharp book where present, else the average (the benchmark of every model). */
export function marketProbabilities(match: HistoricalMatch, outcomes: Outcome[]): number[] | null {
  return fairProbabilities(match.prices.closing ?? match.prices.opening, outcomes);
}

/** De-vigged probabilities of one set of prices (sharp book, else average), or null when incomplete. */
export function fairProbabilities(prices: MarketPrices | undefined, outcomes: Outcome[]): number[] | null {
  const book = prices?.sharp ?? prices?.average;
  if (!book || outcomes.some((o) => !((book[o] ?? 0) > 1))) return null;
  const odds = outcomes.map((o) => book[o] as number);
  // Shin needs a margin; an average without one (rounded odds) is normalised multiplicatively.
  const hasMargin = odds.reduce((sum, price) => sum + 1 / price, 0) >= 1;
  return devig(odds, hasMargin ? 'shin' : 'multiplicative').probabilities;
}

/**
 * The outcome whose best price beats the sharp book's de-vigged probability by the most, when it
 * passes the product's default pick rules (decisions.md §3) with the given edge threshold.
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
 * Best prices that together promise an arbitrage above 5% are taken for a data error — a typo or a
 * book's stale line no one could bet — and not bet on, as generation refuses them
 * (`DEFAULT_PICK_RULES.minBestPriceBook`); ../shared/data's README asks for such a filter. It drops
 * about 1% of football-data's closing rows.
 */
function implausible(best: OutcomePrices, outcomes: Outcome[]): boolean {
  if (!outcomes.every((o) => (best[o] ?? 0) > 1)) return false;
  const book = outcomes.reduce((sum, o) => sum + 1 / (best[o] as number), 0);
  return book < DEFAULT_PICK_RULES.minBestPriceBook;
}

function actualOutcome(match: PastGame): Outcome {
  if (match.homeScore > match.awayScore) return 'home';
  return match.homeScore < match.awayScore ? 'away' : 'draw';
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
  const settled: SettledPick[] = [];
  let done = 0;

  for (const matches of days.values()) {
    const asOf = new Date(Math.min(...matches.map((m) => m.date.getTime())));
    const byLeague = new Map<string, ReturnType<typeof prepareStrategies>>();
    for (const match of matches) {
      let predict = byLeague.get(match.league);
      if (!predict) {
        const games = past.filter((m) => m.league === match.league && m.date < asOf);
        predict = prepareStrategies(
          { sport: options.sport, league: match.league, asOf, games },
          options.strategy,
        );
        byLeague.set(match.league, predict);
      }
      settled.push(settle(match, predict, options, outcomes));
      options.onProgress?.(++done, data.length);
    }
    past.push(...matches);
  }
  return settled;
}

function settle(
  match: HistoricalMatch,
  predict: ReturnType<typeof prepareStrategies>,
  options: BacktestOptions,
  outcomes: Outcome[],
): SettledPick {
  const prices =
    options.odds === 'closing' ? (match.prices.closing ?? match.prices.opening) : match.prices.opening;
  const context: MatchContext = {
    event: {
      id: match.id,
      sport: options.sport,
      league: match.league,
      homeTeam: match.home,
      awayTeam: match.away,
      startTime: match.date,
    },
    asOf: new Date(match.date.getTime() - 1),
    quotes: quotesFor(match, prices, outcomes),
  };
  const results = predict(context);
  const predictions = results.flatMap((r) => (r.kind === 'prediction' ? [r] : []));
  // The model's vector averages model strategies only: a price-based one would score the market against itself.
  const full = predictions.filter(
    (p) => MODEL_STRATEGIES.has(p.strategy) && outcomes.every((o) => p.probabilities[o] !== undefined),
  );
  const model =
    full.length > 0
      ? outcomes.map((o) => full.reduce((s, p) => s + (p.probabilities[o] as number), 0) / full.length)
      : null;
  const actual = actualOutcome(match);
  // A tie in a two-way sport (an NFL tie) has no outcome to score, and a bet on either side pushes.
  const isTie = !outcomes.includes(actual);
  const base: SettledPick = {
    outcomeIndex: outcomes.indexOf(actual),
    model: isTie ? null : model,
    market: isTie ? null : marketProbabilities(match, outcomes),
    opening: isTie ? null : fairProbabilities(match.prices.opening, outcomes),
    bet: null,
  };
  const best = prices?.max ?? prices?.average;
  // Kaunitz's rule reads the file's average and best prices directly (issue 4); other strategies need a prediction.
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
  const odds = best[choice.outcome] as number;
  const stake =
    options.stake === 'flat'
      ? 1
      : kellyStake({
          bankroll: 100,
          probability: Math.min(0.99, Math.max(0.01, choice.probability)),
          odds,
          fraction: options.kellyFraction,
        }).stake;
  if (stake <= 0) return base;
  const result: BetResult = isTie ? 'push' : choice.outcome === actual ? 'win' : 'loss';
  // CLV: the bet's price against the de-vigged close (sharp book, else average), null without a close.
  const closeFair =
    fairProbabilities(match.prices.closing, outcomes)?.[outcomes.indexOf(choice.outcome)] ?? null;
  const clv = closeFair === null ? null : closingLineValue(odds, closeFair);
  return {
    ...base,
    bet: {
      odds,
      stake,
      result,
      profit: betProfit(result, stake, odds),
      probability: choice.probability,
      closeFair,
      clv,
    },
  };
}

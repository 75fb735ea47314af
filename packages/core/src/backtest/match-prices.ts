import type { Outcome } from '../consensus/consensus';
import { devig } from '../devig/devig';
import { betProfit, type BetResult } from '../grading/grading';
import { DEFAULT_PICK_RULES } from '../market/evaluation';
import type { OddsQuote } from '../market/quotes';
import { closingLineValue, kellyStake } from '../staking/staking';
import { MODEL_STRATEGIES } from '../strategies/registry';
import type { MatchContext, PastGame, Sport, StrategyResult } from '../strategies/types';
import type { SettledPick } from './summary';

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

export const outcomesOf = (sport: Sport): Outcome[] =>
  sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The prices a strategy sees before the match, as quotes of three virtual books. */
export function quotesFor(
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
 * Best prices that together promise an arbitrage above 5% are taken for a data error — a typo or a
 * book's stale line no one could bet — and not bet on, as generation refuses them
 * (`DEFAULT_PICK_RULES.minBestPriceBook`); ../shared/data's README asks for such a filter. It drops
 * about 1% of football-data's closing rows.
 */
export function implausible(best: OutcomePrices, outcomes: Outcome[]): boolean {
  if (!outcomes.every((o) => (best[o] ?? 0) > 1)) return false;
  const book = outcomes.reduce((sum, o) => sum + 1 / (best[o] as number), 0);
  return book < DEFAULT_PICK_RULES.minBestPriceBook;
}

export function actualOutcome(match: PastGame): Outcome {
  if (match.homeScore > match.awayScore) return 'home';
  return match.homeScore < match.awayScore ? 'away' : 'draw';
}

/** What a strategy may see of a past match: its teams and start, and the chosen prices as quotes. */
export function contextOf(
  match: HistoricalMatch,
  sport: Sport,
  prices: MarketPrices | undefined,
  outcomes: Outcome[],
): MatchContext {
  return {
    event: {
      id: match.id,
      sport,
      league: match.league,
      homeTeam: match.home,
      awayTeam: match.away,
      startTime: match.date,
    },
    asOf: new Date(match.date.getTime() - 1),
    quotes: quotesFor(match, prices, outcomes),
  };
}

/**
 * A match's scores before any bet: the outcome, the model strategies' mean vector (a price-based
 * strategy would score the market against itself) and the de-vigged closing and opening markets.
 */
export function unbetPick(
  match: HistoricalMatch,
  results: readonly StrategyResult[],
  outcomes: Outcome[],
): SettledPick {
  const full = results.flatMap((r) =>
    r.kind === 'prediction' &&
    MODEL_STRATEGIES.has(r.strategy) &&
    outcomes.every((o) => r.probabilities[o] !== undefined)
      ? [r]
      : [],
  );
  const model =
    full.length > 0
      ? outcomes.map((o) => full.reduce((s, p) => s + (p.probabilities[o] as number), 0) / full.length)
      : null;
  const actual = actualOutcome(match);
  // A tie in a two-way sport (an NFL tie) has no outcome to score, and a bet on either side pushes.
  const isTie = !outcomes.includes(actual);
  return {
    date: match.date,
    outcomeIndex: outcomes.indexOf(actual),
    model: isTie ? null : model,
    market: isTie ? null : marketProbabilities(match, outcomes),
    opening: isTie ? null : fairProbabilities(match.prices.opening, outcomes),
    bet: null,
  };
}

/**
 * The pick with its bet on `outcome` at `odds`: a flat unit or a fractional Kelly stake on
 * `probability`, graded on the result, with its CLV against the de-vigged close (sharp book, else
 * average; null without a close). Unchanged when the Kelly stake is 0.
 */
export function withBet(
  match: HistoricalMatch,
  pick: SettledPick,
  outcomes: Outcome[],
  bet: { outcome: Outcome; odds: number; probability: number },
  staking: { stake: 'flat' | 'kelly'; kellyFraction: number },
): SettledPick {
  const stake =
    staking.stake === 'flat'
      ? 1
      : kellyStake({
          bankroll: 100,
          probability: Math.min(0.99, Math.max(0.01, bet.probability)),
          odds: bet.odds,
          fraction: staking.kellyFraction,
        }).stake;
  if (stake <= 0) return pick;
  const actual = actualOutcome(match);
  const result: BetResult = !outcomes.includes(actual) ? 'push' : bet.outcome === actual ? 'win' : 'loss';
  const closeFair =
    fairProbabilities(match.prices.closing, outcomes)?.[outcomes.indexOf(bet.outcome)] ?? null;
  return {
    ...pick,
    bet: {
      odds: bet.odds,
      stake,
      result,
      profit: betProfit(result, stake, bet.odds),
      probability: bet.probability,
      closeFair,
      clv: closeFair === null ? null : closingLineValue(bet.odds, closeFair),
    },
  };
}

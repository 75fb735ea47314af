import { latestQuotes, marketConsensus, type OddsQuote, type QuoteSelection } from '../market/quotes';
import { impliedProbability } from '../odds/convert';
import {
  abstain,
  type MatchContext,
  outcomesFor,
  predictFrom,
  type Strategy,
  type StrategyResult,
} from './types';

const ALL_SPORTS = ['soccer', 'nfl', 'baseball', 'nba', 'nhl'] as const;
/** Kaunitz et al. (2017): the consensus probability is shaded by α before it is compared. */
export const KAUNITZ_ALPHA = 0.05;

function h2hBooks(match: MatchContext) {
  return latestQuotes(match.quotes, 'h2h', match.asOf);
}

/**
 * market-inefficiency (Kaunitz, Zhong & Kreiner 2017): a consensus probability that the best price
 * beats, `consensus × best − 1 > 0`, marks a mispriced outcome. Where a sharp book prices the market
 * its de-vigged price is the consensus, unshaded: the best price is then compared
 * with the market's most accurate line. Without one it is Kaunitz's mean of the books' implied
 * probabilities minus α. The prediction is the fair consensus, the factor names the outcome.
 */
export const marketInefficiency: Strategy = {
  name: 'market-inefficiency',
  sports: ALL_SPORTS,
  source: 'market',
  prepare: () => (match) => {
    const books = h2hBooks(match);
    const outcomes = outcomesFor(match.event.sport);
    const complete = [...books.values()].filter((book) => outcomes.every((o) => book.has(o)));
    if (complete.length < 3) return abstain('market-inefficiency', 'too_few_bookmakers');
    const consensus = marketConsensus(books, outcomes);
    const probabilityOf = (outcome: QuoteSelection) =>
      consensus.source === 'sharp'
        ? (consensus.fair[outcome] as number)
        : complete.reduce((s, b) => s + impliedProbability((b.get(outcome) as OddsQuote).price), 0) /
            complete.length -
          KAUNITZ_ALPHA;
    let bestValue = { outcome: outcomes[0] as QuoteSelection, value: Number.NEGATIVE_INFINITY };
    for (const outcome of outcomes) {
      const value = probabilityOf(outcome) * (consensus.best[outcome]?.price ?? 0) - 1;
      if (value > bestValue.value) bestValue = { outcome, value };
    }
    if (bestValue.value <= 0) return abstain('market-inefficiency', 'no_mispriced_outcome');
    const probabilities = Object.fromEntries(outcomes.map((o) => [o, consensus.fair[o] as number]));
    const result = predictFrom('market-inefficiency', probabilities, [
      { code: 'mispriced_outcome', values: { outcome: bestValue.outcome, value: round(bestValue.value) } },
    ]);
    return { ...result, winner: bestValue.outcome as 'home' | 'draw' | 'away' } as StrategyResult;
  },
};

/**
 * clv (line movement): where the fair probability moved from the earliest to the latest prices across
 * books. Money that moves a line is informed more often than not; the prediction leans the current
 * fair price a further step in the direction of the move.
 */
export const lineMovement: Strategy = {
  name: 'clv',
  sports: ALL_SPORTS,
  source: 'market',
  prepare: () => (match) => {
    const outcomes = outcomesFor(match.event.sport);
    const stamps = match.quotes
      .filter((q) => q.market === 'h2h' && q.timestamp <= match.asOf)
      .map((q) => q.timestamp.getTime());
    if (stamps.length === 0) return abstain('clv', 'no_prices');
    const first = new Date(Math.min(...stamps));
    const openingQuotes = match.quotes.filter((q) => q.timestamp.getTime() === first.getTime());
    if (first.getTime() === Math.max(...stamps)) return abstain('clv', 'no_movement_yet');
    const opening = marketConsensus(latestQuotes(openingQuotes, 'h2h', first), outcomes);
    const current = marketConsensus(h2hBooks(match), outcomes);
    const moves = outcomes.map((o) => ({
      outcome: o,
      move: (current.fair[o] as number) - (opening.fair[o] as number),
    }));
    const strongest = moves.reduce((a, b) => (b.move > a.move ? b : a));
    if (strongest.move < 0.01) return abstain('clv', 'movement_too_small');
    const probabilities = Object.fromEntries(
      outcomes.map((o) => [
        o,
        (current.fair[o] as number) + (moves.find((m) => m.outcome === o)?.move ?? 0) * 0.5,
      ]),
    );
    return predictFrom('clv', normalise(probabilities), [
      { code: 'line_moved', values: { outcome: strongest.outcome, points: round(strongest.move * 100) } },
    ]);
  },
};

/**
 * sharp-money: a gap between money% and bet% (few large bets against many small ones) on a side, and
 * reverse line movement (the line moving toward the side with fewer bets), mark professional money.
 */
export const sharpMoney: Strategy = {
  name: 'sharp-money',
  sports: ALL_SPORTS,
  source: 'market',
  prepare: () => (match) => {
    const split = [...(match.splits ?? [])].filter((s) => s.timestamp <= match.asOf).at(-1);
    if (!split) return abstain('sharp-money', 'no_splits');
    const gap = split.homeMoneyPercentage - split.homeBetsPercentage;
    if (Math.abs(gap) < 10) return abstain('sharp-money', 'no_money_gap');
    const outcomes = outcomesFor(match.event.sport);
    const current = marketConsensus(h2hBooks(match), outcomes);
    const side = gap > 0 ? 'home' : 'away';
    const shift = Math.min(0.04, Math.abs(gap) / 500);
    const probabilities: Record<string, number> = Object.fromEntries(
      outcomes.map((o) => [o, current.fair[o] as number]),
    );
    probabilities[side] = (probabilities[side] as number) + shift;
    const result = predictFrom('sharp-money', normalise(probabilities), [
      { code: 'money_gap', values: { side, gap: round(gap) } },
    ]);
    return { ...result, winner: side } as StrategyResult;
  },
};

function normalise(probabilities: Record<string, number>): Record<string, number> {
  const total = Object.values(probabilities).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(probabilities).map(([k, v]) => [k, v / total]));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

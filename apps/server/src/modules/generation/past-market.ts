import {
  fairProbabilities,
  latestQuotes,
  marketConsensus,
  type OddsQuote,
  type Outcome,
  type PastGame,
  outcomesFor,
  type Sport,
} from '@arcade/core';

type Market = NonNullable<PastGame['market']>;
const FAR_FUTURE = new Date(8.64e15);

const named = (outcomes: Outcome[], values: readonly number[]): Market =>
  Object.fromEntries(outcomes.map((o, i) => [o, values[i] as number]));

/** The de-vigged closing probabilities of an imported match, from its representative closing prices. */
export function marketOfPrices(
  sport: Sport,
  prices: { home: number | null; draw: number | null; away: number | null },
): Market | undefined {
  const outcomes = outcomesFor(sport);
  const average = Object.fromEntries(outcomes.map((o) => [o, prices[o] ?? undefined]));
  const fair = fairProbabilities({ average }, outcomes);
  return fair ? named(outcomes, fair) : undefined;
}

/** The de-vigged consensus of a finished event's closing moneyline quotes, when every outcome was priced. */
export function marketOfClosingQuotes(sport: Sport, quotes: readonly OddsQuote[]): Market | undefined {
  const outcomes = outcomesFor(sport);
  const books = latestQuotes(quotes, 'h2h', FAR_FUTURE);
  // Only a complete book with a margin says anything about fair value (the consensus refuses others).
  const fairBook = [...books.values()].some(
    (book) =>
      outcomes.every((o) => book.has(o)) &&
      outcomes.reduce((sum, o) => sum + 1 / (book.get(o) as OddsQuote).price, 0) >= 1,
  );
  if (!fairBook) return undefined;
  const { fair } = marketConsensus(books, outcomes);
  return named(
    outcomes,
    outcomes.map((o) => fair[o] as number),
  );
}

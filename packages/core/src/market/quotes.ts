import { type DevigMethod, devig } from '../devig/devig';
import { DomainError } from '../errors';

export type QuoteMarket = 'h2h' | 'spreads' | 'totals';
export type QuoteSelection = 'home' | 'away' | 'draw' | 'over' | 'under';

/** One bookmaker's price for one selection at one moment, as a provider reports it. */
export interface OddsQuote {
  bookmaker: string;
  market: QuoteMarket;
  selection: QuoteSelection;
  price: number;
  line?: number | null;
  timestamp: Date;
}

/** Books whose closing prices are the market's best estimate (Pinnacle's low-margin lines). */
export const SHARP_BOOKMAKERS = new Set([
  'pinnacle',
  'pinnacle sports',
  'ps3838',
  'betfair_ex_eu',
  'betfair',
]);

const sameLine = (a: number | null | undefined, b: number | null | undefined) => (a ?? null) === (b ?? null);

/** The newest quote of every bookmaker for each selection of one market line, taken at or before `asOf`. */
export function latestQuotes(
  quotes: readonly OddsQuote[],
  market: QuoteMarket,
  asOf: Date,
  line: number | null = null,
): Map<string, Map<QuoteSelection, OddsQuote>> {
  const books = new Map<string, Map<QuoteSelection, OddsQuote>>();
  for (const quote of quotes) {
    if (quote.market !== market || !sameLine(quote.line, line) || quote.timestamp.getTime() > asOf.getTime())
      continue;
    const book = books.get(quote.bookmaker) ?? new Map<QuoteSelection, OddsQuote>();
    const current = book.get(quote.selection);
    if (!current || current.timestamp.getTime() <= quote.timestamp.getTime())
      book.set(quote.selection, quote);
    books.set(quote.bookmaker, book);
  }
  return books;
}

export interface MarketConsensus {
  /** Fair probability per selection. */
  fair: Partial<Record<QuoteSelection, number>>;
  /** Best price per selection and the book offering it. */
  best: Partial<Record<QuoteSelection, { price: number; bookmaker: string }>>;
  /** Books pricing every selection of the market. */
  bookmakers: number;
  /** 'sharp' when a sharp book priced the market, else 'average' of the books' de-vigged prices. */
  source: 'sharp' | 'average';
}

/**
 * The market's view of one event: fair probabilities de-vigged from a sharp book
 * when present, else the mean of every complete book's de-vigged probabilities; plus the best price
 * per selection. Only books pricing all of `selections` count.
 */
export function marketConsensus(
  books: Map<string, Map<QuoteSelection, OddsQuote>>,
  selections: readonly QuoteSelection[],
  method: DevigMethod = 'shin',
): MarketConsensus {
  const complete = [...books].filter(([, book]) => selections.every((s) => book.has(s)));
  if (complete.length === 0)
    throw new DomainError('INVALID_ARGUMENT', 'No bookmaker prices the whole market');
  // A book without a margin (stale or erroneous prices) says nothing about fair value; its prices still
  // count for the best price.
  const margin = (book: Map<QuoteSelection, OddsQuote>) =>
    selections.reduce((sum, s) => sum + 1 / (book.get(s) as OddsQuote).price, 0) - 1;
  const priced = complete.filter(([, book]) => margin(book) >= 0);
  if (priced.length === 0)
    throw new DomainError('INVALID_ARGUMENT', 'No bookmaker prices the market with a margin');
  const fairOf = (book: Map<QuoteSelection, OddsQuote>) =>
    devig(
      selections.map((s) => (book.get(s) as OddsQuote).price),
      method,
    ).probabilities;
  const sharp = priced.find(([name]) => SHARP_BOOKMAKERS.has(name.toLowerCase()));
  let probabilities: number[];
  if (sharp) {
    probabilities = fairOf(sharp[1]);
  } else {
    const all = priced.map(([, book]) => fairOf(book));
    probabilities = selections.map((_, i) => all.reduce((sum, p) => sum + (p[i] as number), 0) / all.length);
  }
  const fair: MarketConsensus['fair'] = {};
  const best: MarketConsensus['best'] = {};
  selections.forEach((selection, i) => {
    fair[selection] = probabilities[i] as number;
    for (const [bookmaker, book] of complete) {
      const price = (book.get(selection) as OddsQuote).price;
      if (!best[selection] || price > (best[selection]?.price ?? 0)) best[selection] = { price, bookmaker };
    }
  });
  return { fair, best, bookmakers: complete.length, source: sharp ? 'sharp' : 'average' };
}

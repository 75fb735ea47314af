import { selectionOf } from '@arcade/core';
import { type PickPriceHistory, PickPriceHistorySchema, type PricePoint } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { publishedSnapshot } from '../subscriber-picks';
import { gradedPickMarket, selectionQuotes } from './price-history.repository';

/** Points a series keeps at most: a phone's width of chart, a few kilobytes of JSON. */
const MAX_PRICE_POINTS = 120;

/**
 * The best price the books offered at each moment a quote was stored: each book's latest price
 * stands until it re-prices, and the best of them is what a bettor could have taken then.
 */
export function bestPriceSeries(
  quotes: readonly { bookmaker: string; odds: number; at: Date }[],
): { at: Date; odds: number }[] {
  const latest = new Map<string, number>();
  const series: { at: Date; odds: number }[] = [];
  quotes.forEach((quote, i) => {
    latest.set(quote.bookmaker, quote.odds);
    const next = quotes[i + 1];
    // Quotes stored at one time are one moment: the best is taken once all of them are in.
    if (next && next.at.getTime() === quote.at.getTime()) return;
    const best = Math.max(...latest.values());
    if (series.at(-1)?.odds !== best) series.push({ at: quote.at, odds: best });
  });
  return series;
}

/** At most `max` points, evenly spread, the first and the last always kept. */
export function thinned<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)] as T);
}

async function buildHistory(db: Database, id: string): Promise<Buffer | null> {
  const pick = await gradedPickMarket(db, id);
  if (!pick) return null;
  const side = selectionOf(pick);
  const quotes =
    pick.eventId === null || side === null
      ? []
      : await selectionQuotes(db, {
          eventId: pick.eventId,
          market: pick.market,
          side,
          line: pick.line,
          until: pick.eventStartTime,
        });
  const series: PricePoint[] = thinned(bestPriceSeries(quotes), MAX_PRICE_POINTS).map((point) => ({
    at: point.at.toISOString(),
    odds: point.odds,
  }));
  const fairOdds = pick.pMarketClose === null ? null : Math.round((1 / pick.pMarketClose) * 10_000) / 10_000;
  const history: PickPriceHistory = {
    pickId: pick.id,
    series,
    posted: {
      at: pick.timestamp.toISOString(),
      odds: pick.odds,
      bookmaker: pick.bookmaker,
      oddsEnteredByHand: pick.oddsEnteredByHand,
    },
    close:
      pick.eventStartTime === null || (pick.closingOdds === null && fairOdds === null)
        ? null
        : { at: pick.eventStartTime.toISOString(), odds: pick.closingOdds, fairOdds },
    clv: pick.clv,
  };
  return Buffer.from(JSON.stringify(PickPriceHistorySchema.parse(history)));
}

/**
 * GET /api/record/picks/:id/prices as bytes, or null for any pick that is not a graded published one
 * (a live pick's market would give it away). Graded picks are found in the published snapshot the
 * record is built from, and each history is built once per snapshot, on its first request.
 */
export async function priceHistoryBody(db: Database, id: string): Promise<Buffer | null> {
  const snapshot = await publishedSnapshot(db);
  const graded = snapshot.derive(
    'record:graded-ids',
    () => new Set(snapshot.rows.filter((row) => row.result !== null).map((row) => row.id)),
  );
  if (!graded.has(id)) return null;
  const histories = snapshot.derive(
    'record:price-histories',
    () => new Map<string, Promise<Buffer | null>>(),
  );
  let history = histories.get(id);
  if (!history) {
    history = buildHistory(db, id);
    histories.set(id, history);
    history.catch(() => histories.delete(id));
  }
  return history;
}

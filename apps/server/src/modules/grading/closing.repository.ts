import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { odds } from '../../db/schema/index';

/** The closing quotes of one event's market line (the market module marks them). */
export function closingQuotes(tx: Tx, eventId: string, market: 'h2h' | 'spreads' | 'totals') {
  return tx
    .select({
      bookmaker: odds.bookmaker,
      selection: odds.selection,
      price: odds.odds,
      line: odds.line,
      timestamp: odds.timestamp,
    })
    .from(odds)
    .where(and(eq(odds.eventId, eventId), eq(odds.market, market), eq(odds.isClosing, true)));
}

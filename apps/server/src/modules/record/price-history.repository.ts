import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { odds, picks } from '../../db/schema/index';

/** What a graded pick's price history is drawn from: its market and its prices. */
export async function gradedPickMarket(db: Database, id: string) {
  const [row] = await db
    .select({
      id: picks.id,
      eventId: picks.eventId,
      market: picks.market,
      selection: picks.selection,
      line: picks.line,
      homeTeam: picks.homeTeam,
      awayTeam: picks.awayTeam,
      odds: picks.odds,
      timestamp: picks.timestamp,
      eventStartTime: picks.eventStartTime,
      bookmaker: picks.bookmaker,
      oddsEnteredByHand: picks.oddsEnteredByHand,
      closingOdds: picks.closingOdds,
      pMarketClose: picks.pMarketClose,
      clv: picks.clv,
    })
    .from(picks)
    .where(and(eq(picks.id, id), eq(picks.status, 'published'), isNotNull(picks.result)));
  return row;
}

/** Every stored quote of one selection (and its line) of an event's market up to `until`, oldest first. */
export function selectionQuotes(
  db: Database,
  where: {
    eventId: string;
    market: 'h2h' | 'spreads' | 'totals';
    side: string;
    line: number | null;
    until: Date | null;
  },
) {
  return db
    .select({ bookmaker: odds.bookmaker, odds: odds.odds, at: odds.timestamp })
    .from(odds)
    .where(
      and(
        eq(odds.eventId, where.eventId),
        eq(odds.market, where.market),
        eq(odds.selection, where.side),
        where.line === null ? isNull(odds.line) : eq(odds.line, where.line),
        where.until === null ? undefined : lte(odds.timestamp, where.until),
      ),
    )
    .orderBy(asc(odds.timestamp), asc(odds.bookmaker));
}

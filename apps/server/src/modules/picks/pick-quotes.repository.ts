import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, odds, type PickRow, picks } from '../../db/schema/index';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

export interface BookQuote {
  bookmaker: string;
  odds: number;
  line: number | null;
  at: Date;
}

export async function findPick(db: Db, id: string): Promise<PickRow | undefined> {
  const [row] = await db.select().from(picks).where(eq(picks.id, id));
  return row;
}

/**
 * Each book's latest stored price for one selection of an event's market (`line`: the selection's
 * own line, null on a moneyline), best price first.
 */
export async function latestBookQuotes(
  db: Db,
  where: { eventId: string; market: 'h2h' | 'spreads' | 'totals'; side: string; line: number | null },
): Promise<BookQuote[]> {
  const rows = await db
    .selectDistinctOn([odds.bookmaker], {
      bookmaker: odds.bookmaker,
      odds: odds.odds,
      line: odds.line,
      at: odds.timestamp,
    })
    .from(odds)
    .where(
      and(
        eq(odds.eventId, where.eventId),
        eq(odds.market, where.market),
        eq(odds.selection, where.side),
        where.line === null ? isNull(odds.line) : eq(odds.line, where.line),
      ),
    )
    .orderBy(odds.bookmaker, desc(odds.timestamp));
  return rows.sort((a, b) => b.odds - a.odds || a.bookmaker.localeCompare(b.bookmaker));
}

/** The event a manual pick is placed on: what the pick copies from it. */
export async function findEvent(db: Db, id: string) {
  const [row] = await db
    .select({
      id: events.id,
      sport: events.sport,
      league: events.league,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      startTime: events.startTime,
      status: events.status,
    })
    .from(events)
    .where(eq(events.id, id));
  return row;
}

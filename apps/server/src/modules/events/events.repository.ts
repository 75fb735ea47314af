import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, lineMovements, odds } from '../../db/schema/index';

/** Upcoming events that have not started yet, soonest first. */
export function listUpcomingEvents(db: Database, now: Date, limit: number) {
  return db
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
    .where(and(eq(events.status, 'upcoming'), gt(events.startTime, now)))
    .orderBy(asc(events.startTime))
    .limit(limit);
}

/** One event with every stored quote's newest version per book, market, selection and line. */
export async function eventOdds(db: Database, eventId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return null;
  const quotes = await db.select().from(odds).where(eq(odds.eventId, eventId)).orderBy(asc(odds.timestamp));
  const latest = new Map<string, (typeof quotes)[number]>();
  for (const quote of quotes)
    latest.set(`${quote.bookmaker}|${quote.market}|${quote.selection}|${quote.line}`, quote);
  const movements = await db.select().from(lineMovements).where(eq(lineMovements.eventId, eventId));
  return {
    event,
    latest: [...latest.values()],
    closing: quotes.filter((q) => q.isClosing),
    movements,
    snapshots: quotes.length,
  };
}

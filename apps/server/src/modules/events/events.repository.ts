import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/index';

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

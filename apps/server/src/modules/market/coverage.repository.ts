import type { Sport } from '@arcade/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/index';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export interface LeagueCounts {
  sport: Sport;
  league: string;
  upcoming24h: number;
  upcoming7d: number;
  priced: number;
  nextStart: Date | null;
}

/** Upcoming events of these providers by sport and league: counts within 24 h and 7 days, and the next start. */
export async function countUpcoming(db: Database, sources: string[], now: Date): Promise<LeagueCounts[]> {
  if (sources.length === 0) return [];
  const in24h = new Date(now.getTime() + 24 * HOUR_MS);
  const in7d = new Date(now.getTime() + WEEK_MS);
  const rows = await db
    .select({
      sport: events.sport,
      league: events.league,
      upcoming24h: sql<number>`count(*) filter (where ${events.startTime} <= ${in24h})::int`,
      upcoming7d: sql<number>`count(*) filter (where ${events.startTime} <= ${in7d})::int`,
      // Written out: in a one-table select Drizzle leaves columns unqualified, and a bare "id" in the
      // subquery would be the odds row's own id.
      priced: sql<number>`count(*) filter (where ${events.startTime} <= ${in7d}
        and exists (select 1 from "odds" as "o" where "o"."event_id" = "events"."id"))::int`,
      nextStart: sql<string | null>`min(${events.startTime})`,
    })
    .from(events)
    .where(and(eq(events.status, 'upcoming'), gt(events.startTime, now), inArray(events.apiSource, sources)))
    .groupBy(events.sport, events.league);
  return rows.map((row) => ({ ...row, nextStart: row.nextStart === null ? null : new Date(row.nextStart) }));
}

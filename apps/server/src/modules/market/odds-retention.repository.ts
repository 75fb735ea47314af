import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { oddsRetentionRuns } from '../../db/schema/index';

/**
 * Deletes the redundant quotes of these events taken before `cutoff`, and answers how many. A series
 * is one event's bookmaker, market, selection and line (a new line is a series of its own), ordered
 * by time. Of it, every quote is kept that is:
 * - the first (the opening price);
 * - flagged closing, or the last taken at or before the event's start (the closing to be), or the
 *   last of all (the current price, and what the next sync compares against);
 * - a move: its price differs from the quote just before it;
 * - the first of its hour (UTC), so the series keeps one snapshot an hour;
 * - taken at or after `cutoff`.
 * What goes is a repeat of the price before it, inside an hour that already has a quote. So the
 * price in force at any moment, the opening, the close and every move with its time stand as they
 * were; a kept quote's status never depends on a deleted one, so running it again deletes nothing.
 * The quote just before a move is not kept for its own sake: no reader needs it, and the hourly
 * snapshot says within the hour how long the old price stood.
 */
export async function thinEventOdds(tx: Tx, eventIds: readonly string[], cutoff: Date): Promise<number> {
  if (eventIds.length === 0) return 0;
  const ids = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await tx.execute<{ id: string }>(sql`
    with series as (
      select o.id, o.timestamp, o.is_closing, o.odds, e.start_time,
        lag(o.odds) over w as previous_odds,
        lag(o.timestamp) over w as previous_at,
        lead(o.timestamp) over w as next_at
      from odds o
      join events e on e.id = o.event_id
      where o.event_id in (${ids})
      window w as (partition by o.event_id, o.bookmaker, o.market, o.selection, o.line order by o.timestamp)
    )
    delete from odds where id in (
      select id from series
      where timestamp < ${cutoff.toISOString()}::timestamptz
        and previous_at is not null
        and next_at is not null
        and not is_closing
        and odds = previous_odds
        and date_trunc('hour', previous_at at time zone 'UTC') = date_trunc('hour', timestamp at time zone 'UTC')
        and not (timestamp <= start_time and next_at > start_time)
    )
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/** Events with a quote taken in [from, until): the ones whose quotes passed the cutoff since `from`. */
export async function eventsQuotedBetween(db: Database, from: Date | null, until: Date): Promise<string[]> {
  const result = await db.execute<{ event_id: string }>(sql`
    select distinct event_id from odds
    where timestamp < ${until.toISOString()}::timestamptz
      ${from ? sql`and timestamp >= ${from.toISOString()}::timestamptz` : sql``}
    order by event_id`);
  return rowsOf<{ event_id: string }>(result).map((row) => row.event_id);
}

/** The newest run that finished: its cutoff is where the next run starts looking. */
export async function lastFinishedRun(db: Database) {
  const [row] = await db
    .select({ cutoff: oddsRetentionRuns.cutoff, startedAt: oddsRetentionRuns.startedAt })
    .from(oddsRetentionRuns)
    .where(isNotNull(oddsRetentionRuns.finishedAt))
    .orderBy(desc(oddsRetentionRuns.startedAt))
    .limit(1);
  return row;
}

export async function recordRun(
  db: Database,
  run: { cutoff: Date; startedAt: Date; finishedAt: Date; events: number; deleted: number },
): Promise<void> {
  await db.insert(oddsRetentionRuns).values(run);
}

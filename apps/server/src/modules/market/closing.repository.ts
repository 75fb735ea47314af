import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/**
 * Marks the closing prices of the given events: per bookmaker, market, selection and line, the last
 * quote taken at or before the start. Only events that started and have no closing quote yet are
 * touched, so running it again changes nothing. Answers the events whose close was captured.
 */
export async function markClosingPrices(tx: Tx, eventIds: readonly string[], now: Date): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const result = await tx.execute<{ event_id: string }>(sql`
    with pending as (
      select e.id from events e
      where e.id in (${sql.join(
        eventIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and e.start_time <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from odds c where c.event_id = e.id and c.is_closing)
    ),
    closing as (
      select distinct on (o.event_id, o.bookmaker, o.market, o.selection, o.line) o.id
      from odds o
      join events e on e.id = o.event_id
      where o.event_id in (select id from pending) and o.timestamp <= e.start_time
      order by o.event_id, o.bookmaker, o.market, o.selection, o.line, o.timestamp desc
    )
    update odds set is_closing = true where id in (select id from closing)
    returning event_id`);
  const closed = [...new Set(rowsOf<{ event_id: string }>(result).map((row) => row.event_id))];
  // An event's closing prices are part of its history (models fit on them): its change time says so.
  if (closed.length > 0)
    await tx.execute(
      sql`update events set updated_at = now() where id in (${sql.join(
        closed.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return closed;
}

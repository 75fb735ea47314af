import type { OddsQuote, QuoteSelection } from '@arcade/core';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate';
import type { Database } from '../../db/client';
import { betSplits, events } from '../../db/schema/index';
import type { Sport } from '../../db/schema/enums';

export type CandidateEvent = typeof events.$inferSelect;

/** Upcoming events that have not started, soonest first: all of them, one sport's, or one event. */
export function upcomingEvents(db: Database, now: Date, filter: { sport?: Sport; eventId?: string }) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, 'upcoming'),
        gt(events.startTime, now),
        filter.sport ? eq(events.sport, filter.sport) : undefined,
        filter.eventId ? eq(events.id, filter.eventId) : undefined,
      ),
    )
    .orderBy(asc(events.startTime));
}

interface QuoteRow {
  event_id: string;
  bookmaker: string;
  market: 'h2h' | 'spreads' | 'totals';
  selection: string;
  odds: string | number;
  line: string | number | null;
  timestamp: string | Date;
}

/**
 * The quotes the strategies read, by event id, oldest first: every moneyline snapshot (line movement
 * needs the history) and only each book's newest spread and total per selection and line.
 */
export async function quotesByEvent(db: Database, eventIds: string[]): Promise<Map<string, OddsQuote[]>> {
  const byEvent = new Map<string, OddsQuote[]>();
  if (eventIds.length === 0) return byEvent;
  const ids = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select event_id, bookmaker, market, selection, odds, line, timestamp from odds
    where event_id in (${ids}) and market = 'h2h'
    union all
    select * from (
      select distinct on (event_id, bookmaker, market, selection, line)
        event_id, bookmaker, market, selection, odds, line, timestamp
      from odds
      where event_id in (${ids}) and market <> 'h2h'
      order by event_id, bookmaker, market, selection, line, timestamp desc
    ) latest
    order by timestamp`);
  for (const row of rowsOf<QuoteRow>(result)) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({
      bookmaker: row.bookmaker,
      market: row.market,
      selection: row.selection as QuoteSelection,
      price: Number(row.odds),
      line: row.line === null ? null : Number(row.line),
      timestamp: new Date(row.timestamp),
    });
    byEvent.set(row.event_id, list);
  }
  return byEvent;
}

export async function splitsByEvent(db: Database, eventIds: string[]) {
  const byEvent = new Map<string, (typeof betSplits.$inferSelect)[]>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db
      .select()
      .from(betSplits)
      .where(inArray(betSplits.eventId, eventIds.slice(i, i + 500)))
      .orderBy(asc(betSplits.timestamp));
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  }
  return byEvent;
}

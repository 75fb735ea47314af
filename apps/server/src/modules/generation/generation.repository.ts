import type { OddsQuote, QuoteSelection } from '@arcade/core';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate';
import type { Database, Tx } from '../../db/client';
import { betSplits, events, type NewPickRow, picks } from '../../db/schema/index';
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

/**
 * The picks still pending, approved or published on these events: `eventId|market|selection` of each
 * (never generated twice) and how many each event has (the per-event cap counts them).
 */
export async function livePicks(
  db: Database,
  eventIds: string[],
): Promise<{ keys: Set<string>; perEvent: Map<string, number> }> {
  const keys = new Set<string>();
  const perEvent = new Map<string, number>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db
      .select({ eventId: picks.eventId, market: picks.market, selection: picks.selection })
      .from(picks)
      .where(
        and(
          inArray(picks.eventId, eventIds.slice(i, i + 500)),
          inArray(picks.status, ['pending', 'approved', 'published']),
        ),
      );
    for (const row of rows) {
      keys.add(`${row.eventId}|${row.market}|${row.selection}`);
      if (row.eventId) perEvent.set(row.eventId, (perEvent.get(row.eventId) ?? 0) + 1);
    }
  }
  return { keys, perEvent };
}

export function insertPicks(tx: Tx, rows: NewPickRow[]) {
  return rows.length === 0 ? Promise.resolve([]) : tx.insert(picks).values(rows).returning();
}

/**
 * The edges of the policy's candidates generated since `since` (picks of any status, manual picks
 * left out: they never went through the policy), keyed `eventId|market|selection`. Each is the edge
 * generation found (the analysis log's final decision), not one an admin's odds edit gave it later.
 */
export async function generatedEdgesSince(
  db: Database,
  since: Date,
  until: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: picks.id,
      eventId: picks.eventId,
      market: picks.market,
      selection: picks.selection,
      edge: sql<number>`coalesce((${picks.analysisLog} -> 'finalDecision' ->> 'edge')::float8, ${picks.edge})`.mapWith(
        Number,
      ),
    })
    .from(picks)
    .where(
      and(
        gt(picks.timestamp, since),
        lte(picks.timestamp, until),
        sql`${picks.strategy} is distinct from 'manual'`,
      ),
    );
  const edges = new Map<string, number>();
  // A pick whose event was deleted since is still a candidate of its own.
  for (const row of rows)
    edges.set(row.eventId ? `${row.eventId}|${row.market}|${row.selection}` : `pick:${row.id}`, row.edge);
  return edges;
}

import { EXPORT_COLUMNS, type ExportRow, type ExportTable, type Sport } from '@arcade/contracts';
import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { events, odds, picks } from '../../../db/schema/index';

export interface ExportFilters {
  sport?: Sport;
  from?: Date;
  to?: Date;
}

/** The time a pick is filtered on: its event's start, else (manual picks) its creation time. */
const pickTime = sql<Date>`coalesce(${picks.eventStartTime}, ${picks.timestamp})`;

// The bounds go out as ISO text cast to timestamptz, so both drivers read them the same way.
function inRange(time: PgColumn | SQL, filters: ExportFilters): (SQL | undefined)[] {
  return [
    filters.from ? sql`${time} >= ${filters.from.toISOString()}::timestamptz` : undefined,
    filters.to ? sql`${time} < ${filters.to.toISOString()}::timestamptz` : undefined,
  ];
}

const eventsWhere = (f: ExportFilters) => [
  f.sport ? eq(events.sport, f.sport) : undefined,
  ...inRange(events.startTime, f),
];
const picksWhere = (f: ExportFilters) => [
  f.sport ? eq(picks.sport, f.sport) : undefined,
  ...inRange(pickTime, f),
];
const oddsWhere = (f: ExportFilters) => [
  f.sport ? eq(events.sport, f.sport) : undefined,
  ...inRange(events.startTime, f),
];
// Odds are filtered on their event's sport and start: the join is needed only then.
const oddsNeedEvent = (f: ExportFilters) =>
  f.sport !== undefined || f.from !== undefined || f.to !== undefined;

function pickColumns(table: object, names: readonly string[]): Record<string, PgColumn> {
  const columns = table as Record<string, PgColumn>;
  return Object.fromEntries(names.map((name) => [name, columns[name] as PgColumn]));
}

const toCell = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

function toRows(rows: Record<string, unknown>[], table: ExportTable): ExportRow[] {
  const names = EXPORT_COLUMNS[table];
  return rows.map((row) => Object.fromEntries(names.map((name) => [name, toCell(row[name])])) as ExportRow);
}

/**
 * One batch of a table in id order after `afterId` (keyset pagination: every batch is an index
 * range scan, however deep into the table). Answers the rows as exported: dates as ISO 8601 UTC.
 */
export async function readBatch(
  db: Database,
  table: ExportTable,
  filters: ExportFilters,
  afterId: string | undefined,
  limit: number,
): Promise<ExportRow[]> {
  const after = (id: PgColumn) => (afterId ? gt(id, afterId) : undefined);
  if (table === 'events') {
    const rows = await db
      .select(pickColumns(events, EXPORT_COLUMNS.events))
      .from(events)
      .where(and(...eventsWhere(filters), after(events.id)))
      .orderBy(asc(events.id))
      .limit(limit);
    return toRows(rows, table);
  }
  if (table === 'picks') {
    const rows = await db
      .select(pickColumns(picks, EXPORT_COLUMNS.picks))
      .from(picks)
      .where(and(...picksWhere(filters), after(picks.id)))
      .orderBy(asc(picks.id))
      .limit(limit);
    return toRows(rows, table);
  }
  const base = db.select(pickColumns(odds, EXPORT_COLUMNS.odds)).from(odds);
  const joined = oddsNeedEvent(filters) ? base.innerJoin(events, eq(events.id, odds.eventId)) : base;
  const rows = await joined
    .where(and(...oddsWhere(filters), after(odds.id)))
    .orderBy(asc(odds.id))
    .limit(limit);
  return toRows(rows, table);
}

/** How many rows of a table the filters keep. */
export async function countRows(db: Database, table: ExportTable, filters: ExportFilters): Promise<number> {
  if (table === 'events') {
    const [row] = await db
      .select({ n: count() })
      .from(events)
      .where(and(...eventsWhere(filters)));
    return row?.n ?? 0;
  }
  if (table === 'picks') {
    const [row] = await db
      .select({ n: count() })
      .from(picks)
      .where(and(...picksWhere(filters)));
    return row?.n ?? 0;
  }
  const base = db.select({ n: count() }).from(odds);
  const joined = oddsNeedEvent(filters) ? base.innerJoin(events, eq(events.id, odds.eventId)) : base;
  const [row] = await joined.where(and(...oddsWhere(filters)));
  return row?.n ?? 0;
}

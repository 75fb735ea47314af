import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type NewPickRow,
  type PickRow,
  type PickStatus,
  type PickTier,
  picks,
  type Sport,
} from '../../db/schema/index';
import { picksChanged } from '../../lib/changes';
import type { PickCursor } from '../../lib/pick-cursor';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

export interface PickFilters {
  /** Any of these statuses. */
  status?: readonly PickStatus[];
  sport?: Sport;
  tier?: PickTier;
  hasResult?: boolean;
  /** The strategy that made the pick (`manual` for the admin's form). */
  strategy?: string;
}

const cursorTime = sql<string>`to_char(${picks.timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function filterConditions(filters: PickFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(inArray(picks.status, [...filters.status]));
  if (filters.sport) conditions.push(eq(picks.sport, filters.sport));
  if (filters.tier) conditions.push(eq(picks.tier, filters.tier));
  if (filters.strategy) conditions.push(eq(picks.strategy, filters.strategy));
  if (filters.hasResult !== undefined)
    conditions.push(filters.hasResult ? isNotNull(picks.result) : isNull(picks.result));
  return conditions;
}

/**
 * One page of the picks matching the filters, newest first by (timestamp, id) — the id breaks ties so
 * the order is total — starting after `after`. One row more than asked says whether another page follows.
 */
export async function pagePicks(
  db: Db,
  filters: PickFilters,
  page: { limit: number; after?: PickCursor | undefined },
): Promise<{ rows: PickRow[]; next: PickCursor | null }> {
  const conditions = filterConditions(filters);
  if (page.after) {
    conditions.push(
      sql`(${picks.timestamp}, ${picks.id}) < (${page.after.timestamp}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  const found = await db
    .select({ pick: picks, cursorTime })
    .from(picks)
    .where(and(...conditions))
    .orderBy(desc(picks.timestamp), desc(picks.id))
    .limit(page.limit + 1);
  const shown = found.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => row.pick),
    next: found.length > page.limit && last ? { timestamp: last.cursorTime, id: last.pick.id } : null,
  };
}

/** The admin tabs' counts: pending; approved or published without a result; with a result. */
export async function countPicksByTab(
  db: Db,
): Promise<{ pending: number; approved: number; history: number }> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      pending: count(sql`${picks.status} = 'pending'`),
      approved: count(sql`${picks.status} in ('approved', 'published') and ${picks.result} is null`),
      history: count(sql`${picks.result} is not null`),
    })
    .from(picks);
  return row ?? { pending: 0, approved: 0, history: 0 };
}

/** The pick, locked until the surrounding transaction ends, so a change decided on it stays valid. */
export async function lockPick(tx: Db, id: string): Promise<PickRow | undefined> {
  const [row] = await tx.select().from(picks).where(eq(picks.id, id)).for('update');
  return row;
}

export async function updatePick(
  db: Db,
  id: string,
  values: Partial<NewPickRow>,
): Promise<PickRow | undefined> {
  const [row] = await db.update(picks).set(values).where(eq(picks.id, id)).returning();
  // Subscribers' prepared lists are rebuilt (prepared-picks.ts tolerates a call inside a transaction).
  picksChanged();
  return row;
}

export async function insertPick(db: Db, values: NewPickRow): Promise<PickRow> {
  const [row] = await db.insert(picks).values(values).returning();
  picksChanged();
  if (!row) throw new Error('insert into picks returned no row');
  return row;
}

/** These picks, locked until the surrounding transaction ends. */
export function lockPicks(tx: Db, ids: readonly string[]): Promise<PickRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(picks)
    .where(inArray(picks.id, [...ids]))
    .for('update');
}

/** Deletes the picks with these ids and answers how many existed. */
export async function deletePicks(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(picks)
    .where(inArray(picks.id, [...ids]))
    .returning({ id: picks.id });
  picksChanged();
  return rows.length;
}

/** Deletes every pending and approved pick (never a published or graded one); answers how many. */
export async function deleteUnpublishedPicks(db: Db): Promise<number> {
  const rows = await db
    .delete(picks)
    .where(and(inArray(picks.status, ['pending', 'approved']), isNull(picks.result)))
    .returning({ id: picks.id });
  return rows.length;
}

/** Published picks still waiting for a result, and graded picks. */
export async function recordCounts(db: Db): Promise<{ published: number; graded: number }> {
  const [row] = await db
    .select({
      published:
        sql<number>`count(*) filter (where ${picks.status} = 'published' and ${picks.result} is null)`.mapWith(
          Number,
        ),
      graded: sql<number>`count(*) filter (where ${picks.result} is not null)`.mapWith(Number),
    })
    .from(picks);
  return row ?? { published: 0, graded: 0 };
}

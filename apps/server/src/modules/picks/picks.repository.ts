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
import { picksChanged } from '../subscriber-picks/prepared-picks';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

export interface PickFilters {
  status?: PickStatus;
  sport?: Sport;
  tier?: PickTier;
  hasResult?: boolean;
}

/** Every pick matching the filters, newest first (the id breaks ties so the order is stable). */
export function listPicks(db: Db, filters: PickFilters): Promise<PickRow[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(picks.status, filters.status));
  if (filters.sport) conditions.push(eq(picks.sport, filters.sport));
  if (filters.tier) conditions.push(eq(picks.tier, filters.tier));
  if (filters.hasResult !== undefined)
    conditions.push(filters.hasResult ? isNotNull(picks.result) : isNull(picks.result));
  return db
    .select()
    .from(picks)
    .where(and(...conditions))
    .orderBy(desc(picks.timestamp), desc(picks.id));
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

import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { picks, recordLedger, users } from '../../db/schema/index';

/** The running embedded database's files, gzip-compressed; undefined on PostgreSQL. */
export async function dumpEmbedded(database: DatabaseHandle): Promise<Blob | undefined> {
  return database.dumpDataDir?.();
}

/** Whether the database holds this app's tables: its migrations' ledger, the accounts and the picks. */
export async function holdsAppTables(db: Database): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
    select to_regclass('schema_migrations') is not null
       and to_regclass('users') is not null
       and to_regclass('picks') is not null as ok`);
  return rowsOf<{ ok: boolean }>(result)[0]?.ok === true;
}

/** The migrations the database says it has applied. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const result = await db.execute<{ tag: string }>(sql`select tag from schema_migrations order by tag`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}

const count = sql<number>`count(*)`.mapWith(Number);

/** How many accounts, picks and ledger entries the database holds. */
export async function contentCounts(
  db: Database,
): Promise<{ users: number; picks: number; ledgerEntries: number }> {
  const [[u], [p], [l]] = await Promise.all([
    db.select({ n: count }).from(users),
    db.select({ n: count }).from(picks),
    db.select({ n: count }).from(recordLedger),
  ]);
  return { users: u?.n ?? 0, picks: p?.n ?? 0, ledgerEntries: l?.n ?? 0 };
}

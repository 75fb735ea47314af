import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { findUp } from '../lib/find-up';
import type { Database, Tx } from './database';

interface Journal {
  entries: { idx: number; tag: string }[];
}

interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

/** Arbitrary constant key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_310_422_901;

function migrationsDir(): string {
  const dir = findUp(import.meta.url, 'drizzle/meta/_journal.json');
  if (!dir) throw new Error('Migrations not found: expected apps/server/drizzle/meta/_journal.json');
  return join(dir, '..', '..');
}

/**
 * Reads drizzle-kit's journal and SQL files. `"public".` qualifiers are dropped so the same SQL applies
 * to whatever schema is first on the search_path (a per-test schema on PostgreSQL).
 */
export function readMigrations(dir = migrationsDir()): Migration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = readFileSync(join(dir, `${tag}.sql`), 'utf8');
      const statements = text
        .split('--> statement-breakpoint')
        .map((statement) => statement.replaceAll('"public".', '').trim())
        .filter((statement) => statement.length > 0);
      return { tag, hash: createHash('sha256').update(text).digest('hex'), statements };
    });
}

/**
 * Applies pending migrations in one transaction under an advisory lock; returns the tags applied.
 * `afterwards` runs last in the same transaction, under the same lock, whether or not anything was
 * pending (the runtime role's grants: concurrent GRANTs on one table fail with "tuple concurrently
 * updated", so instances starting together must take turns).
 */
export async function migrate(
  db: Database,
  migrations = readMigrations(),
  afterwards?: (tx: Tx) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`
      create table if not exists schema_migrations (
        tag text primary key,
        hash text not null,
        applied_at timestamp with time zone not null default now()
      )`);
    const result = await tx.execute<{ tag: string }>(sql`select tag from schema_migrations`);
    const applied = new Set(rowsOf<{ tag: string }>(result).map((row) => row.tag));
    const pending = migrations.filter((migration) => !applied.has(migration.tag));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into schema_migrations (tag, hash) values (${migration.tag}, ${migration.hash})`,
      );
    }
    await afterwards?.(tx);
    return pending.map((migration) => migration.tag);
  });
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { picks } from '../../src/db/schema/index';
import { migrate, readMigrations, rowsOf } from '../../src/db/migrate';
import { publishedTierSums } from '../../src/modules/kpis/kpis.repository';
import { recordSums } from '../../src/modules/record/record.repository';
import { createUnmigratedTestDatabase, testDatabaseMode } from '../helpers/database';
import { expectSameSums, randomPickChanges } from './pick-changes';
import { recordSumsFromPicks, tierSumsFromPicks } from './sums-from-picks';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Runs `write` with the picks columns later migrations add present (nullable, no default), as the
 * code's schema writes every column it knows; they are dropped again before those migrations run.
 */
async function withLaterPickColumns(db: Database, write: () => Promise<void>) {
  const stored = rowsOf<{ column_name: string }>(
    // Only this database's own picks: on PostgreSQL other tests' schemas hold picks tables too.
    await db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'picks' and table_schema = current_schema()`,
    ),
  );
  const names = new Set(stored.map((row) => row.column_name));
  // The schema names columns in camelCase; the database stores them in snake_case.
  const later = getTableConfig(picks)
    .columns.map((column) => ({ name: snakeCase(column.name), type: column.getSQLType() }))
    .filter((column) => !names.has(column.name));
  for (const column of later) {
    await db.execute(sql.raw(`alter table picks add column "${column.name}" ${column.type}`));
  }
  await write();
  for (const column of later) await db.execute(sql.raw(`alter table picks drop column "${column.name}"`));
}

describe(`the migration that keeps the picks' sums on ${testDatabaseMode}`, () => {
  it('fills them from the picks stored before it', async () => {
    const database = await createUnmigratedTestDatabase();
    try {
      const all = readMigrations();
      const at = all.findIndex((migration) => migration.tag.endsWith('_pick_sums'));
      expect(at).toBeGreaterThan(0);
      await migrate(database.db, all.slice(0, at));
      await withLaterPickColumns(database.db, async () => {
        for (const change of randomPickChanges(7, 40)) await change.apply(database.db);
      });
      await migrate(database.db);
      const db = database.db;
      const tiers = await publishedTierSums(db);
      expect(tiers.some((tier) => tier.graded > 0)).toBe(true);
      expect(tiers).toEqual(await tierSumsFromPicks(db));
      for (const filter of [{}, { sport: 'nba' as const }, { tier: 'vip' as const }, { month: '2026-03' }]) {
        expectSameSums(
          await recordSums(db, filter),
          await recordSumsFromPicks(db, filter),
          'backfill',
          filter,
        );
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});

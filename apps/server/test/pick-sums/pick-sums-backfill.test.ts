import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/db/migrate';
import { publishedTierSums } from '../../src/modules/kpis/kpis.repository';
import { recordSums } from '../../src/modules/record/record.repository';
import { createUnmigratedTestDatabase, testDatabaseMode } from '../helpers/database';
import { expectSameSums, randomPickChanges } from './pick-changes';
import { recordSumsFromPicks, tierSumsFromPicks } from './sums-from-picks';

describe(`the migration that keeps the picks' sums on ${testDatabaseMode}`, () => {
  it('fills them from the picks stored before it', async () => {
    const database = await createUnmigratedTestDatabase();
    try {
      const all = readMigrations();
      const at = all.findIndex((migration) => migration.tag.endsWith('_pick_sums'));
      expect(at).toBeGreaterThan(0);
      await migrate(database.db, all.slice(0, at));
      for (const change of randomPickChanges(7, 40)) await change.apply(database.db);
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

import type { AdminConfig, AdminStats } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { ensureDefaultConfig } from '../../db/seed';
import { findConfig, pickCounts, userCounts } from './admin.repository';

/** The Stats tab (product.md §3 "Admin stats"): `totalPicks` counts every pick, `publishedPicks` the published ones. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [usersNow, picksNow] = await Promise.all([userCounts(db), pickCounts(db)]);
  return { ...usersNow, ...picksNow };
}

/** The settings generation uses; the row is created with its defaults if it has gone missing. */
export async function adminConfig(db: Database): Promise<AdminConfig> {
  let row = await findConfig(db);
  if (!row) {
    await ensureDefaultConfig(db);
    row = await findConfig(db);
  }
  if (!row) throw new Error('config_settings has no row after seeding it');
  return {
    kellyFraction: row.kellyFraction,
    edgeThreshold: row.edgeThreshold,
    maxStakePercent: row.maxStakePercent,
    minOdds: row.minOdds,
    maxOdds: row.maxOdds,
    minProbability: row.minProbability,
    devigMethod: row.devigMethod,
    pickFormula: row.pickFormula,
    additionalConditions: row.additionalConditions,
    emailNotificationsEnabled: row.emailNotificationsEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

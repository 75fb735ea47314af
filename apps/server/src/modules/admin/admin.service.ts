import type { AdminConfig, AdminStats } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { pickCounts, userCounts } from './admin.repository';
import { configRow, toAdminConfig } from './config.service';

/** The Stats tab: `totalPicks` counts every pick, `publishedPicks` the published ones. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [usersNow, picksNow] = await Promise.all([userCounts(db), pickCounts(db)]);
  return { ...usersNow, ...picksNow };
}

/** The settings generation uses; the row is created with its defaults if it has gone missing. */
export async function adminConfig(db: Database): Promise<AdminConfig> {
  return toAdminConfig(db, await configRow(db));
}

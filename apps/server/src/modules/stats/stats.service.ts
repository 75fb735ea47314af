import type { AdminStats } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { pickCounts, userCounts } from './stats.repository';

/** The Stats tab: `totalPicks` counts every pick, `publishedPicks` the published ones. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [usersNow, picksNow] = await Promise.all([userCounts(db), pickCounts(db)]);
  return { ...usersNow, ...picksNow };
}

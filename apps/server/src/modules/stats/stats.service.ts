import type { AdminStats } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { betCounts } from '../bets';
import { pickCounts, userCounts } from './stats.repository';

/** The Stats tab: `totalPicks` counts every pick, `publishedPicks` the published ones. */
export async function adminStats(db: Database): Promise<AdminStats> {
  const [usersNow, picksNow, bets] = await Promise.all([userCounts(db), pickCounts(db), betCounts(db)]);
  return {
    ...usersNow,
    ...picksNow,
    peopleTrackingBets: bets.peopleTracking,
    betsRecorded: bets.betsRecorded,
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { picks, users } from '../../db/schema';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export async function userCounts(db: Database) {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)`.mapWith(Number),
      regularUsers: countWhere(sql`${users.role} = 'user'`),
      adminUsers: countWhere(sql`${users.role} = 'admin'`),
      // The free pick is a regular account's allowance; admins see everything anyway.
      usersWithFreePick: countWhere(sql`${users.role} = 'user' and not ${users.hasUsedFreePick}`),
    })
    .from(users);
  return row ?? { totalUsers: 0, regularUsers: 0, adminUsers: 0, usersWithFreePick: 0 };
}

export async function pickCounts(db: Database) {
  const [row] = await db
    .select({
      totalPicks: sql<number>`count(*)`.mapWith(Number),
      publishedPicks: countWhere(sql`${picks.status} = 'published'`),
      pendingPicks: countWhere(sql`${picks.status} = 'pending'`),
      picksWithResults: countWhere(sql`${picks.result} is not null`),
    })
    .from(picks);
  return row ?? { totalPicks: 0, publishedPicks: 0, pendingPicks: 0, picksWithResults: 0 };
}

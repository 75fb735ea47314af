import type { User } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { breakOf } from './safer-play';
import { findActiveSubscription } from './users.repository';

/** The user as the client sees it: stored role `user` is shown as `regular`, never the password. */
export async function toClientUser(
  db: Database,
  user: Omit<UserRow, 'password'>,
  now = new Date(),
): Promise<User> {
  const subscription = await findActiveSubscription(db, user.id, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'regular',
    hasUsedFreePick: user.hasUsedFreePick,
    emailVerified: user.emailVerified,
    activeSubscription: subscription
      ? {
          plan: subscription.plan,
          status: 'active',
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    ageConfirmed: user.ageConfirmedAt !== null,
    onBreak: breakOf(user, now),
    weeklyStakeLimit: user.weeklyStakeLimit,
  };
}

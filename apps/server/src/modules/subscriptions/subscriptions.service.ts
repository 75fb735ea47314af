import type { AdminTransaction, AdminUser, SubscriptionUpdate } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { handGrantEnd, isGranting, subscriptionState } from './plan-access';
import {
  allSubscriptions,
  insertSubscription,
  listTransactions,
  listUsers,
  lockHandSubscription,
  lockUser,
  type SubscriptionRecord,
  subscriptionsOf,
  updateSubscription,
} from './subscriptions.repository';

/** The transactions table shows the newest ones; older ones stay in the database. */
const TRANSACTIONS_SHOWN = 500;

type UserRecord = Awaited<ReturnType<typeof listUsers>>[number];

/** The subscription that describes the user now: the newest one granting, else the newest one. */
export function currentOf(
  subscriptions: readonly SubscriptionRecord[],
  now: Date,
): SubscriptionRecord | undefined {
  return subscriptions.find((s) => isGranting(s, now)) ?? subscriptions[0];
}

/** Stripe's status beside the plan: the current subscription's when Stripe manages it, else the newest Stripe one's. */
function stripeStatusOf(
  current: SubscriptionRecord | undefined,
  subscriptions: readonly SubscriptionRecord[],
) {
  const managed = current?.stripeSubscriptionId
    ? current
    : subscriptions.find((s) => s.stripeSubscriptionId !== null);
  return managed?.stripeStatus ?? null;
}

function toAdminUser(user: UserRecord, subscriptions: readonly SubscriptionRecord[], now: Date): AdminUser {
  const current = currentOf(subscriptions, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'admin' ? 'admin' : 'regular',
    plan: current?.plan ?? null,
    status: current ? subscriptionState(current, now) : null,
    currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
    stripeStatus: stripeStatusOf(current, subscriptions),
    hasUsedFreePick: user.hasUsedFreePick,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The Usuarios tab: every account, newest first, with the plan that describes it now. */
export async function listAdminUsers(db: Database, now: Date): Promise<AdminUser[]> {
  const [userRows, subscriptionRows] = await Promise.all([listUsers(db), allSubscriptions(db)]);
  const byUser = new Map<string, SubscriptionRecord[]>();
  for (const row of subscriptionRows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return userRows.map((user) => toAdminUser(user, byUser.get(user.id) ?? [], now));
}

export async function listAdminTransactions(db: Database): Promise<AdminTransaction[]> {
  const rows = await listTransactions(db, TRANSACTIONS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The admin's hand grant (product.md §4 "choosing a plan sets it active"): sets the plan and status
 * of the user's hand-granted subscription, creating it the first time. Activating starts a period of
 * HAND_GRANT_DAYS from now (a renewal); deactivating keeps the period's end for the record.
 * Subscriptions that Stripe manages are left to Stripe.
 */
export async function setSubscription(
  db: Database,
  userId: string,
  update: SubscriptionUpdate,
  now: Date,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found', { reason: 'user_not_found' });
    const period =
      update.status === 'active' ? { currentPeriodStart: now, currentPeriodEnd: handGrantEnd(now) } : {};
    const existing = await lockHandSubscription(tx, userId);
    if (existing) {
      await updateSubscription(tx, existing.id, { plan: update.tier, status: update.status, ...period });
    } else {
      await insertSubscription(tx, { userId, plan: update.tier, status: update.status, ...period });
    }
    return toAdminUser(user, await subscriptionsOf(tx, userId), now);
  });
}

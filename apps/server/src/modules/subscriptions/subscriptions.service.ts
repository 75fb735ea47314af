import type { AdminTransaction, AdminUser, AdminUsersResponse, SubscriptionUpdate } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodePickCursor, encodePickCursor } from '../../lib/pick-cursor';
import { breakOf, refuseOnBreak } from '../users';
import { handGrantEnd, isGranting, subscriptionState } from './plan-access';
import {
  countUsers,
  deactivateHandGrants,
  insertSubscription,
  listTransactions,
  lockHandSubscription,
  lockUser,
  pageUsers,
  type StripeSubscriptionValues,
  type SubscriptionRecord,
  subscriptionRowsOf,
  subscriptionsOfUsers,
  updateStripeSubscriptionState,
  updateSubscription,
  upsertStripeSubscription,
} from './subscriptions.repository';

/** The transactions table shows the newest ones; older ones stay in the database. */
const TRANSACTIONS_SHOWN = 500;

type UserRecord = Awaited<ReturnType<typeof pageUsers>>['rows'][number];

/*
 * The subscriptions module is the only writer of the subscriptions table: the admin's hand grants
 * here, Stripe's state through the use-cases below, which billing calls.
 */

/** Every subscription of one user, newest first. */
export function subscriptionsOf(db: Database, userId: string): Promise<SubscriptionRecord[]> {
  return subscriptionRowsOf(db, userId);
}

/** Stripe's current state of one subscription, stored; its row is created the first time. */
export function storeStripeSubscription(db: Database, values: StripeSubscriptionValues): Promise<void> {
  return upsertStripeSubscription(db, values);
}

/** Stripe's current state of a subscription already stored, written over it (its user and plan kept). */
export function storeStripeSubscriptionState(
  db: Database,
  values: Omit<StripeSubscriptionValues, 'userId' | 'plan' | 'stripePriceId'>,
): Promise<void> {
  return updateStripeSubscriptionState(db, values);
}

/** A deleted account's plans granted by hand end now (Stripe's are cancelled at Stripe). */
export function endHandGrants(tx: Database, userId: string, now: Date): Promise<void> {
  return deactivateHandGrants(tx, userId, now);
}

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
    onBreak: breakOf(user, now),
  };
}

/** The Usuarios tab: one page of the accounts, newest first, with the plan that describes each now. */
export async function listAdminUsers(
  db: Database,
  query: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<AdminUsersResponse> {
  const after = query.cursor === undefined ? undefined : decodePickCursor(query.cursor);
  const [page, total] = await Promise.all([pageUsers(db, { limit: query.limit, after }), countUsers(db)]);
  const subscriptionRows = await subscriptionsOfUsers(
    db,
    page.rows.map((user) => user.id),
  );
  const byUser = new Map<string, SubscriptionRecord[]>();
  for (const row of subscriptionRows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return {
    users: page.rows.map((user) => toAdminUser(user, byUser.get(user.id) ?? [], now)),
    nextCursor: page.next ? encodePickCursor(page.next) : null,
    total,
  };
}

export async function listAdminTransactions(db: Database): Promise<AdminTransaction[]> {
  const rows = await listTransactions(db, TRANSACTIONS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The admin's hand grant: sets the plan and status
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
    // Nobody lifts a break, an admin neither: no plan is granted during one.
    if (update.status === 'active') refuseOnBreak(user, now, 'CONFLICT');
    const period =
      update.status === 'active' ? { currentPeriodStart: now, currentPeriodEnd: handGrantEnd(now) } : {};
    const existing = await lockHandSubscription(tx, userId);
    if (existing) {
      await updateSubscription(tx, existing.id, { plan: update.tier, status: update.status, ...period });
    } else {
      await insertSubscription(tx, { userId, plan: update.tier, status: update.status, ...period });
    }
    return toAdminUser(user, await subscriptionRowsOf(tx, userId), now);
  });
}

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type NewSubscriptionRow,
  type Plan,
  subscriptions,
  transactions,
  users,
} from '../../db/schema/index';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

const subscriptionFields = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  plan: subscriptions.plan,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  stripeStatus: subscriptions.stripeStatus,
  createdAt: subscriptions.createdAt,
};

/** Every subscription of one user, newest first. */
export function subscriptionRowsOf(db: Db, userId: string) {
  return db
    .select(subscriptionFields)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export type SubscriptionRecord = Awaited<ReturnType<typeof subscriptionRowsOf>>[number];

/** Every subscription, newest first. */
/** The subscriptions of these users, newest first. */
export function subscriptionsOfUsers(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select(subscriptionFields)
    .from(subscriptions)
    .where(inArray(subscriptions.userId, [...userIds]))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

const userFields = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  hasUsedFreePick: users.hasUsedFreePick,
  createdAt: users.createdAt,
  breakEndsAt: users.breakEndsAt,
  selfExcluded: users.selfExcluded,
};

/** Deleted accounts stay as rows (their transactions name them) but are nobody's to list or grant. */
const notErased = isNull(users.erasedAt);

/** Every account, newest first. */
const cursorTime = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the accounts, newest first by (creation, id) — the id breaks ties so the order is
 * total — after `after`; one row more than asked says whether another page follows.
 */
export async function pageUsers(
  db: Db,
  page: { limit: number; after?: { timestamp: string; id: string } | undefined },
) {
  const after = page.after
    ? sql`(${users.createdAt}, ${users.id}) < (${page.after.timestamp}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const found = await db
    .select({ ...userFields, cursorTime })
    .from(users)
    .where(and(notErased, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit + 1);
  const last = found[page.limit - 1];
  return {
    rows: found.slice(0, page.limit).map(({ cursorTime: _time, ...row }) => row),
    next: found.length > page.limit && last ? { timestamp: last.cursorTime, id: last.id } : null,
  };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(notErased);
  return row?.count ?? 0;
}

/** The account, locked until the surrounding transaction ends. */
export async function lockUser(tx: Db, userId: string) {
  const [row] = await tx
    .select(userFields)
    .from(users)
    .where(and(eq(users.id, userId), notErased))
    .for('update');
  return row;
}

/** The newest subscription an admin granted by hand (no Stripe id), locked with the transaction. */
export async function lockHandSubscription(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.stripeSubscriptionId)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateSubscription(
  tx: Db,
  id: string,
  values: Partial<NewSubscriptionRow>,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

export async function insertSubscription(tx: Db, values: NewSubscriptionRow): Promise<void> {
  await tx.insert(subscriptions).values(values);
}

/** The newest transactions with their user's address (null when the user is unknown). */
export function listTransactions(db: Db, limit: number) {
  return db
    .select({
      id: transactions.id,
      userId: transactions.userId,
      userEmail: users.email,
      createdAt: transactions.createdAt,
      type: transactions.type,
      amount: transactions.amount,
      currency: transactions.currency,
      status: transactions.status,
      pickId: transactions.pickId,
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

/** The user's active plans granted by hand end now. */
export async function deactivateHandGrants(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'inactive', currentPeriodEnd: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.stripeSubscriptionId),
        eq(subscriptions.status, 'active'),
      ),
    );
}

/** Stripe's state of one subscription, with the user and plan it is stored with. */
export interface StripeSubscriptionValues {
  userId: string;
  plan: Plan;
  status: 'active' | 'inactive';
  stripeStatus: string;
  stripeSubscriptionId: string;
  stripePriceId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Writes Stripe's current state of one subscription, creating its row the first time. */
export async function upsertStripeSubscription(db: Db, values: StripeSubscriptionValues): Promise<void> {
  const { userId: _userId, stripeSubscriptionId: _id, ...state } = values;
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: { ...state, updatedAt: new Date() },
    });
}

/** Writes Stripe's current state of a subscription already stored, keeping its user and plan. */
export async function updateStripeSubscriptionState(
  db: Db,
  values: Omit<StripeSubscriptionValues, 'userId' | 'plan' | 'stripePriceId'>,
): Promise<void> {
  const { stripeSubscriptionId, ...state } = values;
  await db
    .update(subscriptions)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
}

import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type NewTransactionRow,
  type Plan,
  stripeEvents,
  subscriptions,
  transactions,
  users,
} from '../../db/schema/index';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

const billingUserFields = {
  id: users.id,
  email: users.email,
  name: users.name,
  language: users.language,
  stripeCustomerId: users.stripeCustomerId,
  emailNotifications: users.emailNotifications,
};

export type BillingUser = NonNullable<Awaited<ReturnType<typeof findBillingUser>>>;

export async function findBillingUser(db: Db, userId: string) {
  const [row] = await db.select(billingUserFields).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Stores the user's Stripe customer unless one is already stored (a concurrent checkout won), or
 * replaces `previous` (a customer deleted in Stripe). Answers the customer id stored afterwards.
 */
export async function storeStripeCustomer(
  db: Db,
  userId: string,
  customerId: string,
  previous: string | null,
): Promise<string | null> {
  const current = previous === null ? isNull(users.stripeCustomerId) : eq(users.stripeCustomerId, previous);
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), current));
  return (await findBillingUser(db, userId))?.stripeCustomerId ?? null;
}

export async function userIdByCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId))
    .limit(1);
  return row?.id;
}

/** The row a Stripe subscription already has here: whose it is and the plan it was stored with. */
export async function storedStripeSubscription(db: Db, stripeSubscriptionId: string) {
  const [row] = await db
    .select({ userId: subscriptions.userId, plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .limit(1);
  return row;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** The user's newest subscription that Stripe manages, with Stripe's status. */
export async function newestStripeSubscriptionOf(db: Db, userId: string) {
  const [row] = await db
    .select({ stripeStatus: subscriptions.stripeStatus, plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeSubscriptionId)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

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

/** Serialises everything done to one Stripe subscription until the surrounding transaction ends. */
export async function lockStripeSubscription(tx: Db, stripeSubscriptionId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`stripe-subscription:${stripeSubscriptionId}`}))`,
  );
}

/** Marks a webhook event as processed; false when it already was (a replay). */
export async function recordStripeEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** Records a subscription payment or failed attempt; false when that payment is already recorded. */
export async function insertPaymentTransaction(tx: Db, values: NewTransactionRow): Promise<boolean> {
  const inserted = await tx
    .insert(transactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  return inserted.length > 0;
}

import { and, desc, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type NewTransactionRow,
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
  breakEndsAt: users.breakEndsAt,
  selfExcluded: users.selfExcluded,
};

export type BillingUser = NonNullable<Awaited<ReturnType<typeof findBillingUser>>>;

export async function findBillingUser(db: Db, userId: string) {
  const [row] = await db.select(billingUserFields).from(users).where(eq(users.id, userId)).limit(1);
  return row;
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

/**
 * Whether any of the user's Stripe subscriptions, as last stored, is still alive (not cancelled and
 * not expired before its first payment): the newest one, or an older one beside it.
 */
export async function hasLiveStripeSubscription(db: Db, userId: string): Promise<boolean> {
  return (await liveStripeSubscriptionIds(db, userId)).length > 0;
}

/** The Stripe ids of the user's subscriptions still alive at Stripe, as last stored. */
export async function liveStripeSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNotNull(subscriptions.stripeSubscriptionId),
        isNotNull(subscriptions.stripeStatus),
        notInArray(subscriptions.stripeStatus, ['canceled', 'incomplete_expired']),
      ),
    );
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** The Stripe ids of the user's subscriptions that grant their plan now, as stored. */
export async function grantingStripeSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.stripeSubscriptionId),
      ),
    );
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/**
 * Serialises the user's Stripe subscriptions (taken after one subscription's own lock, never before),
 * so that two subscriptions going live at once are both seen by whichever event comes second.
 */
export async function lockStripeUser(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe-user:${userId}`}))`);
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

/** Whether a completed payment is recorded for this Stripe invoice. */
export async function invoiceIsPaid(db: Db, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.stripeInvoiceId, invoiceId),
        eq(transactions.type, 'subscription'),
        eq(transactions.status, 'completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether this subscription's cancellation as a duplicate is already recorded. */
export async function duplicateCancellationRecorded(db: Db, stripeSubscriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.stripeSubscriptionId, stripeSubscriptionId),
        eq(transactions.type, 'duplicate_cancellation'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the refund of this invoice's payment is already recorded. */
export async function invoiceIsRefunded(db: Db, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.stripeInvoiceId, invoiceId), eq(transactions.type, 'refund')))
    .limit(1);
  return row !== undefined;
}

/** Moves a recorded refund to the status Stripe states now; answers its user, null when none is recorded. */
export async function updateRefundStatus(
  db: Db,
  stripeRefundId: string,
  status: NewTransactionRow['status'],
): Promise<string | null> {
  const [row] = await db
    .update(transactions)
    .set({ status })
    .where(and(eq(transactions.stripeRefundId, stripeRefundId), eq(transactions.type, 'refund')))
    .returning({ userId: transactions.userId });
  return row?.userId ?? null;
}

/** The user's own money movements, newest first: the free pick's zero-amount record is no payment. */
export function transactionsOfUser(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      type: transactions.type,
      amount: transactions.amount,
      currency: transactions.currency,
      status: transactions.status,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), ne(transactions.type, 'free_pick')))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

/**
 * Records a payment, a failed attempt, a cancellation or a refund; false when a unique key says it is
 * already recorded (the same payment, the same duplicate's cancellation, the same invoice's refund).
 */
export async function insertPaymentTransaction(tx: Db, values: NewTransactionRow): Promise<boolean> {
  const inserted = await tx
    .insert(transactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  return inserted.length > 0;
}

/** The zero-amount `free_pick` transaction that links a user to the pick their free pick unlocked. */
export async function insertFreePickTransaction(tx: Db, userId: string, pickId: string): Promise<void> {
  await tx.insert(transactions).values({
    userId,
    pickId,
    amount: 0,
    currency: 'usd',
    status: 'completed',
    type: 'free_pick',
  });
}

import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../../db/schema/index';

interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a browser's subscription for a person: one row per endpoint. Subscribing again with the
 * same endpoint renews its keys; an endpoint another account held (the same browser, another
 * person signed in) moves to this one, as only the browser holding it could have sent it.
 * Answers whether the row is new.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  subscription: NewPushSubscription,
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
    })
    // xmax is 0 only on a row this statement inserted (an update of a conflicting row sets it).
    .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('push subscription not saved');
  return { id: row.id, created: row.created };
}

/** Forgets one of the person's subscriptions; answers false when the endpoint is not theirs. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Forgets a subscription the push service says is gone (404 or 410). */
export async function deleteSubscriptionById(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

/** How many browsers the person subscribed. */
export async function subscriptionCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

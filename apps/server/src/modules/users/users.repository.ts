import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Language, type NewUserRow, type UserRow, subscriptions, users } from '../../db/schema/index';
import { sessionUserChanged } from '../sessions';
import { normalizeEmail } from './email-address';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

/** Inserts a user; answers undefined when the address is already taken (unique on lower(email)). */
export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUser(db: Database, id: string, changes: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
  sessionUserChanged(db, id);
}

/** The language of the account's mail and messages. */
export async function updateLanguage(db: Database, id: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}

/** The account's own email switch; false when there is no such account. */
export async function updateEmailNotifications(db: Database, id: string, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailNotifications: enabled })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Marks the free pick spent: the row lock of this update is what makes two concurrent claims
 * unlock one pick. Answers false when it was already spent.
 */
export async function markFreePickSpent(tx: Database, id: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ hasUsedFreePick: true })
    .where(and(eq(users.id, id), eq(users.hasUsedFreePick, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Stores the Stripe customer unless one is already stored (a concurrent checkout won), or replaces
 * `previous` (a customer deleted in Stripe). Answers the customer id stored afterwards.
 */
export async function updateStripeCustomer(
  db: Database,
  id: string,
  customerId: string,
  previous: string | null,
): Promise<string | null> {
  const current = previous === null ? isNull(users.stripeCustomerId) : eq(users.stripeCustomerId, previous);
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, id), current));
  const [row] = await db
    .select({ stripeCustomerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.stripeCustomerId ?? null;
}

export async function countUsers(db: Database): Promise<{ total: number; admins: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
    })
    .from(users);
  return { total: row?.total ?? 0, admins: row?.admins ?? 0 };
}

/** The user's current plan: an active subscription whose period has not ended. */
export async function findActiveSubscription(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

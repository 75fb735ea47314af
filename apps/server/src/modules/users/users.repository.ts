import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewUserRow, type UserRow, subscriptions, users } from '../../db/schema/index';
import { sessionUserChanged } from '../sessions';

/** Emails are stored trimmed and lower-cased; lookups compare the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

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

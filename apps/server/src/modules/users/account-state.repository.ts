import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AccountBreakRow, type BreakPeriod, accountBreaks, users } from '../../db/schema/index';
import { sessionUserChanged } from '../sessions';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

/** Stores the person's "I am 18 or older" once (a second confirmation keeps the first time). */
export async function updateAgeConfirmedAt(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ageConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.ageConfirmedAt)));
  sessionUserChanged(db, userId);
}

/** Records a break and puts it in force: until `endsAt`, or for good when it is null (self-exclusion). */
export async function insertBreak(
  db: Db,
  userId: string,
  value: { period: BreakPeriod; startedAt: Date; endsAt: Date | null },
): Promise<void> {
  await db.insert(accountBreaks).values({ userId, ...value });
  await db
    .update(users)
    .set(value.endsAt === null ? { selfExcluded: true } : { breakEndsAt: value.endsAt })
    .where(eq(users.id, userId));
  sessionUserChanged(db, userId);
}

/** Every break the person took, oldest first (the export lists them). */
export function selectBreaks(db: Db, userId: string): Promise<AccountBreakRow[]> {
  return db
    .select()
    .from(accountBreaks)
    .where(eq(accountBreaks.userId, userId))
    .orderBy(asc(accountBreaks.startedAt));
}

/** Admins whose accounts are not deleted: the last one may not delete theirs. */
export async function countAdminsNotErased(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.erasedAt)));
  return row?.count ?? 0;
}

/**
 * A deleted account: the row stays, so the transactions that name it still add up, but it holds no
 * name, no address and no password any more (an address no mail can reach, unique per row).
 */
export async function blankUserRow(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: `deleted-${userId}@erased.invalid`,
      name: '',
      password: '!',
      emailVerified: false,
      emailNotifications: false,
      role: 'user',
      weeklyStakeLimit: null,
      erasedAt: now,
    })
    .where(eq(users.id, userId));
  sessionUserChanged(db, userId);
}

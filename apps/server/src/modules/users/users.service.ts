import type { Database } from '../../db/client';
import type { Language, NewUserRow, UserRow } from '../../db/schema/index';
import {
  countUsers,
  findUserByEmail,
  insertUser,
  markFreePickSpent,
  updateEmailNotifications,
  updateLanguage,
  updateStripeCustomer,
  updateUser,
} from './users.repository';

/*
 * The users module is the only writer of the users table: every other module changes an account
 * through these use-cases. Those that say so announce the change to the session cache themselves;
 * the others leave it to their caller, which announces once its transaction has committed.
 */

/** The account with this address (compared trimmed and lower-cased), or undefined. */
export function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/** Whether any account exists yet (the embedded database's first start creates an admin when none). */
export async function hasAnyUser(db: Database): Promise<boolean> {
  return (await countUsers(db)).total > 0;
}

/** Creates an account; answers undefined when the address is already taken. */
export function createUser(db: Database, user: NewUserRow): Promise<UserRow | undefined> {
  return insertUser(db, user);
}

/** Replaces the account's password hash; the session cache hears of it. */
export function setPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  return updateUser(db, userId, { password: passwordHash });
}

/** The account's address is proven theirs (a verification code came back); the session cache hears of it. */
export function markEmailVerified(db: Database, userId: string): Promise<void> {
  return updateUser(db, userId, { emailVerified: true });
}

/** The account moves to a new address, proven by the code sent there; the session cache hears of it. */
export function changeEmail(db: Database, userId: string, newEmail: string): Promise<void> {
  return updateUser(db, userId, { email: newEmail, emailVerified: true });
}

/** The account becomes an administrator; the session cache hears of it. */
export function makeAdmin(db: Database, userId: string): Promise<void> {
  return updateUser(db, userId, { role: 'admin' });
}

/** The person's name and language, each only when given; the session cache hears of it. */
export function updateProfile(
  db: Database,
  userId: string,
  profile: { name?: string | undefined; language?: Language | undefined },
): Promise<void> {
  return updateUser(db, userId, {
    ...(profile.name === undefined ? {} : { name: profile.name }),
    ...(profile.language === undefined ? {} : { language: profile.language }),
  });
}

/** The weekly stake limit the dashboard checks recorded bets against (null: none); the cache hears of it. */
export function setWeeklyStakeLimit(db: Database, userId: string, limit: number | null): Promise<void> {
  return updateUser(db, userId, { weeklyStakeLimit: limit });
}

/** The language the person's mail and messages are written in (chosen from Telegram, for one). */
export function setLanguage(db: Database, userId: string, language: Language): Promise<void> {
  return updateLanguage(db, userId, language);
}

/** The person's email switch (their settings, or an unsubscribe link); false when there is no such user. */
export function setEmailNotifications(db: Database, userId: string, enabled: boolean): Promise<boolean> {
  return updateEmailNotifications(db, userId, enabled);
}

/**
 * Spends the person's free pick, inside the claim's transaction: the row lock taken here is what
 * makes two concurrent claims unlock one pick. Answers false when it was already spent.
 */
export function spendFreePick(tx: Database, userId: string): Promise<boolean> {
  return markFreePickSpent(tx, userId);
}

/**
 * Keeps the person's Stripe customer unless one is already kept (a concurrent checkout won), or
 * replaces `previous` (a customer deleted in Stripe). Answers the customer id kept afterwards.
 */
export function storeStripeCustomer(
  db: Database,
  userId: string,
  customerId: string,
  previous: string | null,
): Promise<string | null> {
  return updateStripeCustomer(db, userId, customerId, previous);
}

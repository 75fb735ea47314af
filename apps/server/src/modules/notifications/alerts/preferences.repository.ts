import { eq } from 'drizzle-orm';
import type { AlertPreferences } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { alertPreferences, users } from '../../../db/schema/index';
import { DEFAULT_PREFERENCES } from './audience';

/** A person's alert switches: the email one from the account, the rest from their row or the defaults. */
export async function readPreferences(db: Database, userId: string): Promise<AlertPreferences | null> {
  const [row] = await db
    .select({
      email: users.emailNotifications,
      telegram: alertPreferences.telegram,
      push: alertPreferences.push,
      sports: alertPreferences.sports,
      bankroll: alertPreferences.bankroll,
    })
    .from(users)
    .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    email: row.email,
    telegram: row.telegram ?? DEFAULT_PREFERENCES.telegram,
    push: row.push ?? DEFAULT_PREFERENCES.push,
    sports: row.sports ? [...row.sports] : null,
    bankroll: row.bankroll ?? null,
  };
}

/** Stores the person's channel switches, sports and bankroll, creating their row the first time. */
export async function upsertAlertPreferences(
  db: Database,
  userId: string,
  next: Omit<AlertPreferences, 'email'>,
): Promise<void> {
  await db
    .insert(alertPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: alertPreferences.userId, set: { ...next, updatedAt: new Date() } });
}

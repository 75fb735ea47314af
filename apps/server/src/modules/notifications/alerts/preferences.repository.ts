import { eq } from 'drizzle-orm';
import { type AlertPreferences, type AlertPreferencesBody, SportSchema } from '@arcade/contracts';
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

/**
 * Changes what the body names and leaves the rest, in one transaction; answers the result (null
 * when there is no such user). The email switch is the account's own flag, the one the
 * unsubscribe link turns off.
 */
export async function updatePreferences(
  db: Database,
  userId: string,
  body: AlertPreferencesBody,
): Promise<AlertPreferences | null> {
  return db.transaction(async (tx) => {
    const current = await readPreferences(tx, userId);
    if (!current) return null;
    if (body.email !== undefined && body.email !== current.email)
      await tx.update(users).set({ emailNotifications: body.email }).where(eq(users.id, userId));
    const { email: _email, ...rest } = body;
    if (Object.keys(rest).length > 0) {
      const next = {
        telegram: rest.telegram ?? current.telegram,
        push: rest.push ?? current.push,
        // Every sport named is every sport: kept as null so a sport added later is heard of too.
        sports: rest.sports === undefined ? current.sports : normalSports(rest.sports),
        bankroll: rest.bankroll === undefined ? current.bankroll : rest.bankroll,
      };
      await tx
        .insert(alertPreferences)
        .values({ userId, ...next })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: { ...next, updatedAt: new Date() } });
    }
    return readPreferences(tx, userId);
  });
}

function normalSports(sports: AlertPreferences['sports']): AlertPreferences['sports'] {
  if (sports === null) return null;
  const unique = [...new Set(sports)].sort();
  return unique.length >= SportSchema.options.length ? null : unique;
}

import { type AlertPreferences, type AlertPreferencesBody, SportSchema } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { setEmailNotifications } from '../../users';
import { readPreferences, upsertAlertPreferences } from './preferences.repository';

/** The account is gone though its session was found a moment before: answered as a logged-out caller. */
const loginRequired = () =>
  new AppError('UNAUTHORIZED', 'You must log in to do this', { reason: 'login_required' });

/** The person's alert switches; 401 when the account is gone. */
export async function preferencesOf(db: Database, userId: string): Promise<AlertPreferences> {
  const preferences = await readPreferences(db, userId);
  if (!preferences) throw loginRequired();
  return preferences;
}

/**
 * Changes what the body names and leaves the rest, in one transaction; answers the result (401 when
 * the account is gone). The email switch is the account's own flag, the one the unsubscribe link
 * turns off.
 */
export async function updatePreferences(
  db: Database,
  userId: string,
  body: AlertPreferencesBody,
): Promise<AlertPreferences> {
  return db.transaction(async (tx) => {
    const current = await preferencesOf(tx, userId);
    if (body.email !== undefined && body.email !== current.email)
      await setEmailNotifications(tx, userId, body.email);
    const { email: _email, ...rest } = body;
    if (Object.keys(rest).length > 0) {
      await upsertAlertPreferences(tx, userId, {
        telegram: rest.telegram ?? current.telegram,
        push: rest.push ?? current.push,
        // Every sport named is every sport: kept as null so a sport added later is heard of too.
        sports: rest.sports === undefined ? current.sports : normalSports(rest.sports),
        bankroll: rest.bankroll === undefined ? current.bankroll : rest.bankroll,
      });
    }
    return preferencesOf(tx, userId);
  });
}

function normalSports(sports: AlertPreferences['sports']): AlertPreferences['sports'] {
  if (sports === null) return null;
  const unique = [...new Set(sports)].sort();
  return unique.length >= SportSchema.options.length ? null : unique;
}

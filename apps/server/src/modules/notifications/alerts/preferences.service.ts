import { type AlertPreferences, type AlertPreferencesBody, SportSchema } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { setEmailNotifications } from '../../users';
import { readPreferences, upsertAlertPreferences } from './preferences.repository';

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
    return readPreferences(tx, userId);
  });
}

function normalSports(sports: AlertPreferences['sports']): AlertPreferences['sports'] {
  if (sports === null) return null;
  const unique = [...new Set(sports)].sort();
  return unique.length >= SportSchema.options.length ? null : unique;
}

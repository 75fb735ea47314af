import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertOutbox, alertPreferences, pushSubscriptions } from '../../db/schema/index';
import { dropPendingMail } from '../mail';
import { unlinkUser } from './telegram/telegram.repository';

/**
 * A person stepped away (a break, or a deleted account): the publication alerts queued for them and
 * not yet out are dropped, on every channel. New ones never reach them (the audience leaves them out).
 */
export async function silenceAlertsOf(db: Database, userId: string): Promise<void> {
  await db
    .update(alertOutbox)
    .set({ status: 'dropped', error: 'the person stepped away (break or deleted account)' })
    .where(and(eq(alertOutbox.userId, userId), eq(alertOutbox.status, 'pending')));
  await dropPendingMail(db, `publication:%:${userId}`);
}

/** A deleted account's alert channels: the Telegram chat unlinked, push subscriptions and settings gone. */
export async function forgetAlertChannelsOf(db: Database, userId: string): Promise<void> {
  await silenceAlertsOf(db, userId);
  await unlinkUser(db, userId);
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(alertPreferences).where(eq(alertPreferences.userId, userId));
}

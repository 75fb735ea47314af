import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type AlertChannel, type AlertOutboxRow, alertOutbox } from '../../../db/schema/index';
import type { QueuedAlert } from './channel';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

/** Queues one alert, due now; null when its dedupe key is already there (never queued twice). */
export async function enqueueAlert(
  db: Db,
  channel: AlertChannel,
  userId: string,
  alert: QueuedAlert,
): Promise<string | null> {
  const [row] = await db
    .insert(alertOutbox)
    .values({ channel, userId, dedupeKey: alert.dedupeKey, payload: alert.payload })
    .onConflictDoNothing({ target: alertOutbox.dedupeKey })
    .returning({ id: alertOutbox.id });
  return row?.id ?? null;
}

/** Pending alerts of these channels whose next attempt is due, oldest due first (database clock). */
export function dueAlerts(
  db: Db,
  channels: readonly AlertChannel[],
  limit: number,
): Promise<AlertOutboxRow[]> {
  if (channels.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(alertOutbox)
    .where(
      and(
        eq(alertOutbox.status, 'pending'),
        inArray(alertOutbox.channel, [...channels]),
        lte(alertOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(alertOutbox.nextAttemptAt), asc(alertOutbox.createdAt))
    .limit(limit);
}

/** The alert was delivered. */
export async function markAlertSent(db: Db, id: string) {
  await db
    .update(alertOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, error: null })
    .where(and(eq(alertOutbox.id, id), eq(alertOutbox.status, 'pending')));
}

/** The destination is gone (bot blocked, subscription expired): the alert is dropped, not failed. */
export async function markAlertDropped(db: Db, id: string, reason: string) {
  await db
    .update(alertOutbox)
    .set({ status: 'dropped', error: reason.slice(0, 1000) })
    .where(and(eq(alertOutbox.id, id), eq(alertOutbox.status, 'pending')));
}

/**
 * The alert is tried again after `retryInMs`: after a failure (`attempts` counts it), or when the
 * service asked to wait (attempts unchanged). Null `retryInMs` gives it up (status `failed`).
 */
export async function rescheduleAlert(
  db: Db,
  id: string,
  next: { attempts: number; error: string; retryInMs: number | null },
) {
  const { attempts, error, retryInMs } = next;
  await db
    .update(alertOutbox)
    .set(
      retryInMs === null
        ? { attempts, error, status: 'failed' }
        : {
            attempts,
            error,
            nextAttemptAt: sql`now() + ${Math.ceil(retryInMs)}::integer * interval '1 millisecond'`,
          },
    )
    .where(and(eq(alertOutbox.id, id), eq(alertOutbox.status, 'pending')));
}

/** Milliseconds until the next pending alert of these channels is due; null when none is pending. */
export async function msUntilNextAlert(db: Db, channels: readonly AlertChannel[]): Promise<number | null> {
  if (channels.length === 0) return null;
  const [row] = await db
    .select({
      ms: sql<number | null>`extract(epoch from (min(${alertOutbox.nextAttemptAt}) - now())) * 1000`.mapWith(
        Number,
      ),
    })
    .from(alertOutbox)
    .where(and(eq(alertOutbox.status, 'pending'), inArray(alertOutbox.channel, [...channels])));
  return row?.ms ?? null;
}

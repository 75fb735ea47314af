import { and, asc, eq, like, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MailOutboxRow, type MailStatus, mailOutbox } from '../../db/schema/index';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

/** One mail as a template makes it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: 'es' | 'en';
}

export interface EnqueueOptions {
  /** At most one mail per key, ever: a second enqueue with it does nothing (answers null). */
  dedupeKey?: string;
  /** The List-Unsubscribe address of a mail the user may stop. */
  listUnsubscribe?: string;
}

/** Puts a mail in the queue, due now; null when its dedupe key is already there. */
export async function insertMail(
  db: Db,
  mail: OutgoingMail,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: mail.language,
      dedupeKey: options.dedupeKey ?? null,
      listUnsubscribe: options.listUnsubscribe ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** Pending mail whose next attempt is due, oldest due first (the database's clock decides). */
export function dueMails(db: Db, limit: number): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(limit);
}

/** The mail went out (`sent`), or went to the log because no SMTP server is configured (`logged`). */
export async function markDelivered(db: Db, id: string, status: Extract<MailStatus, 'sent' | 'logged'>) {
  await db
    .update(mailOutbox)
    .set({ status, sentAt: status === 'sent' ? sql`now()` : null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/**
 * A delivery failed: the mail is tried again after `retryInMs`, or given up (status `failed`) when
 * that is null.
 */
export async function markAttemptFailed(
  db: Db,
  id: string,
  failure: { attempts: number; error: string; retryInMs: number | null },
) {
  const { attempts, error, retryInMs } = failure;
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { attempts, error, status: 'failed' }
        : { attempts, error, nextAttemptAt: sql`now() + ${retryInMs}::integer * interval '1 millisecond'` },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Milliseconds until the next pending mail is due (0 or less: due now); null when none is pending. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await db
    .select({
      // Null (no pending mail) stays null: drizzle maps only values.
      ms: sql<number | null>`extract(epoch from (min(${mailOutbox.nextAttemptAt}) - now())) * 1000`.mapWith(
        Number,
      ),
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row?.ms ?? null;
}

/** Where one mail stands: its status, failed attempts and last error. */
export async function mailState(db: Db, id: string) {
  const [row] = await db
    .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, error: mailOutbox.error })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row;
}

/** Drops the mail not yet sent whose dedupe key matches `pattern` (SQL LIKE): a person who stepped away. */
export async function deletePendingMail(db: Db, pattern: string): Promise<number> {
  const dropped = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), like(mailOutbox.dedupeKey, pattern)))
    .returning({ id: mailOutbox.id });
  return dropped.length;
}

/** Forgets every mail to an address, sent or not (its account is deleted: the copies held its name). */
export async function deleteMailTo(db: Db, address: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
}

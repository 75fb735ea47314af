import type { Database } from '../../db/client';
import {
  type EnqueueOptions,
  type OutgoingMail,
  deleteMailTo,
  deletePendingMail,
  insertMail,
} from './queue.repository';

/**
 * Queues a mail, due now, in the caller's transaction (it goes out only if that commits); null when
 * its dedupe key is already queued. The worker sends it on its next turn.
 */
export function enqueueMail(
  db: Database,
  mail: OutgoingMail,
  options: EnqueueOptions = {},
): Promise<string | null> {
  return insertMail(db, mail, options);
}

/** Drops the mail not yet sent whose dedupe key matches `pattern` (SQL LIKE): a person who stepped away. */
export function dropPendingMail(db: Database, pattern: string): Promise<number> {
  return deletePendingMail(db, pattern);
}

/** Forgets every mail to an address, sent or not (its account is deleted: the copies held its name). */
export function forgetMailTo(db: Database, address: string): Promise<void> {
  return deleteMailTo(db, address);
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailProducer } from '../mail/mail-worker';
import { enqueueMail } from '../mail/queue.repository';
import { grantedTiers } from '../subscriptions/plan-access';
import { ledgerHead } from '../record/ledger/index';
import { publicationMail } from './publication-mail';
import {
  batchPicks,
  publicationEmailsEnabled,
  stampBatch,
  subscribersToNotify,
  unbatchedNotices,
} from './publication.repository';

export interface PublicationBatchOptions {
  /** Publishing must pause this long before the batch closes. */
  windowMs: number;
  /** The app's public address, for the dashboard and unsubscribe links. */
  appUrl: string;
  /**
   * Makes the unsubscribe link of each user (it may read the signing secret from the database, so it
   * runs before the batch's transaction: PGlite's one connection is the transaction's meanwhile).
   */
  unsubscribeLinks: () => Promise<(userId: string) => string>;
  log: FastifyBaseLogger;
}

/** However steadily picks keep coming, a batch waits at most this many windows. */
const MAX_WINDOWS = 6;

/** The dedupe key of one subscriber's email of one batch: never queued twice. */
export const publicationDedupeKey = (batchId: string, userId: string) => `publication:${batchId}:${userId}`;

/**
 * Closes a batch and queues its emails, in one transaction: every notice without a batch is stamped
 * with a new batch id, and each subscriber entitled to at least one of its picks gets one email
 * listing only the picks of their tiers. Answers how many emails were queued.
 */
export async function closePublicationBatch(
  db: Database,
  options: Omit<PublicationBatchOptions, 'windowMs'>,
  now: Date,
): Promise<{ batchId: string; picks: number; emails: number } | null> {
  const unsubscribeUrlOf = await options.unsubscribeLinks();
  return db.transaction(async (tx) => {
    const batchId = randomUUID();
    const pickIds = await stampBatch(tx, batchId);
    if (pickIds.length === 0) return null;
    // The admin may have turned the emails off since publishing: the batch is then closed unsent.
    if (!(await publicationEmailsEnabled(tx))) return { batchId, picks: pickIds.length, emails: 0 };
    const published = await batchPicks(tx, pickIds);
    // Every email carries the ledger's head: copies in subscribers' hands that a rewrite could not match.
    const ledger = { ...(await ledgerHead(tx)), recordUrl: `${options.appUrl}/record` };
    let emails = 0;
    for (const subscriber of await subscribersToNotify(tx, now)) {
      const tiers = new Set(grantedTiers(subscriber.subscriptions, now));
      // Never a pick of a tier the subscriber does not have: the email is as locked as the API.
      const visible = published.filter((pick) => tiers.has(pick.tier));
      if (visible.length === 0) continue;
      const unsubscribeUrl = unsubscribeUrlOf(subscriber.id);
      const mail = publicationMail({
        to: subscriber.email,
        name: subscriber.name,
        language: subscriber.language,
        picks: visible,
        dashboardUrl: `${options.appUrl}/dashboard`,
        unsubscribeUrl,
        ledger,
      });
      const id = await enqueueMail(tx, mail, {
        dedupeKey: publicationDedupeKey(batchId, subscriber.id),
        listUnsubscribe: unsubscribeUrl,
      });
      if (id) emails += 1;
    }
    return { batchId, picks: pickIds.length, emails };
  });
}

/**
 * The mail worker's producer for publication emails: once publishing has paused for the window (or
 * the oldest notice has waited MAX_WINDOWS windows), it closes the batch; otherwise it asks to run
 * again when the window ends.
 */
export function publicationBatchProducer(options: PublicationBatchOptions): MailProducer {
  const maxWaitMs = options.windowMs * MAX_WINDOWS;
  return async (db) => {
    const pending = await unbatchedNotices(db);
    if (pending.count === 0) return null;
    const wait = Math.min(options.windowMs - pending.msSinceNewest, maxWaitMs - pending.msSinceOldest);
    if (wait > 0) return wait;
    const closed = await closePublicationBatch(db, options, new Date());
    if (closed) options.log.info(closed, 'publication batch closed');
    return null;
  };
}

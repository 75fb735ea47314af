import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueMail, type MailProducer } from '../mail';
import { ledgerHead } from '../record';
import { publicationEmailsEnabled } from '../settings';
import { enqueueAlert } from './alerts/alert-queue.repository';
import { alertsFor } from './alerts/audience';
import type { AlertChannels } from './alerts/registry';
import { publicationMail } from './publication-mail';
import { batchPicks, stampBatch, batchRecipients, unbatchedNotices } from './publication.repository';

interface PublicationBatchOptions {
  /** Publishing must pause this long before the batch closes. */
  windowMs: number;
  /** The app's public address, for the dashboard and unsubscribe links. */
  appUrl: string;
  /**
   * Makes the unsubscribe link of each user (it may read the signing secret from the database, so it
   * runs before the batch's transaction: PGlite's one connection is the transaction's meanwhile).
   */
  unsubscribeLinks: () => Promise<(userId: string) => string>;
  /** The channels besides email this server runs. */
  channels: AlertChannels;
  log: FastifyBaseLogger;
}

/** However steadily picks keep coming, a batch waits at most this many windows. */
const MAX_WINDOWS = 6;

/** The dedupe key of one subscriber's email of one batch: never queued twice. */
const publicationDedupeKey = (batchId: string, userId: string) => `publication:${batchId}:${userId}`;

/**
 * Closes a batch and queues its alerts, in one transaction: every notice without a batch is stamped
 * with a new batch id, and each subscriber the one entitlement rule lets hear of at least one of its
 * picks gets one email and, on each other channel this server runs, what that channel makes of the
 * same picks (one Telegram message, one push per subscribed browser). Answers how many were queued.
 */
async function closePublicationBatch(
  db: Database,
  options: Omit<PublicationBatchOptions, 'windowMs'>,
  now: Date,
): Promise<{ batchId: string; picks: number; emails: number; alerts: number } | null> {
  const unsubscribeUrlOf = await options.unsubscribeLinks();
  const adapters = options.channels.all();
  return db.transaction(async (tx) => {
    const batchId = randomUUID();
    const pickIds = await stampBatch(tx, batchId);
    if (pickIds.length === 0) return null;
    const adminSwitchOn = await publicationEmailsEnabled(tx);
    // The admin may have turned alerts off since publishing: the batch is then closed unsent.
    if (!adminSwitchOn) return { batchId, picks: pickIds.length, emails: 0, alerts: 0 };
    const published = await batchPicks(tx, pickIds);
    // Every alert carries the ledger's head: copies in subscribers' hands that a rewrite could not match.
    const ledger = { ...(await ledgerHead(tx)), recordUrl: `${options.appUrl}/record` };
    let emails = 0;
    let alerts = 0;
    for (const recipient of await batchRecipients(tx, now)) {
      // Never a pick of a tier the person does not have: every channel is as locked as the API.
      const heard = alertsFor(published, recipient, { now, adminSwitchOn });
      if (heard.email.length > 0) {
        const unsubscribeUrl = unsubscribeUrlOf(recipient.id);
        const mail = publicationMail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          picks: heard.email,
          dashboardUrl: `${options.appUrl}/dashboard`,
          unsubscribeUrl,
          ledger,
        });
        const id = await enqueueMail(tx, mail, {
          dedupeKey: publicationDedupeKey(batchId, recipient.id),
          listUnsubscribe: unsubscribeUrl,
        });
        if (id) emails += 1;
      }
      for (const adapter of adapters) {
        const picks = heard[adapter.channel];
        if (picks.length === 0) continue;
        for (const alert of await adapter.compose(tx, { batchId, picks, ledger }, recipient)) {
          if (await enqueueAlert(tx, adapter.channel, recipient.id, alert)) alerts += 1;
        }
      }
    }
    return { batchId, picks: pickIds.length, emails, alerts };
  });
}

/**
 * The notifications worker's producer for publication alerts: once publishing has paused for the window (or
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

import type { FastifyBaseLogger } from 'fastify';
import type { MailQueueConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { AlertOutboxRow } from '../../../db/schema/index';
import { describeMailError, type MailProducer, retryDelayMs } from '../../mail';
import {
  dueAlerts,
  markAlertDropped,
  markAlertSent,
  msUntilNextAlert,
  rescheduleAlert,
} from './alert-queue.repository';
import type { AlertChannels } from './registry';

/** Due rows read at a time. */
const PAGE = 20;

interface AlertDeliveryOptions {
  channels: AlertChannels;
  /** Retries follow the mail queue's: the same base, cap and number of attempts. */
  retry: Pick<MailQueueConfig, 'retryBaseMs' | 'retryMaxMs' | 'maxAttempts'>;
  log: FastifyBaseLogger;
  /** Whether the worker is closing: stop between two alerts. */
  stopped?: () => boolean;
}

/**
 * Delivers the due Telegram and push alerts, as a producer of the notifications worker: it runs in
 * every pass under the worker's advisory lock (one instance delivers), after the batch closer that
 * queues them, so a batch's alerts leave in the pass that closed it. Alerts of a channel this
 * server does not run (no token, no keys) wait in the table. Answers the milliseconds until the
 * next alert is due, or null when none is pending.
 */
export function alertDeliveryProducer(options: AlertDeliveryOptions): MailProducer {
  return async (db) => {
    const adapters = options.channels.all();
    const channels = adapters.map((adapter) => adapter.channel);
    if (channels.length === 0) return null;
    for (;;) {
      if (options.stopped?.()) break;
      const rows = await dueAlerts(db, channels, PAGE);
      if (rows.length === 0) break;
      for (const row of rows) await deliverOne(db, row, options);
    }
    return msUntilNextAlert(db, channels);
  };
}

async function deliverOne(db: Database, row: AlertOutboxRow, options: AlertDeliveryOptions): Promise<void> {
  const adapter = options.channels.get(row.channel);
  if (!adapter) return;
  const context = { alertId: row.id, channel: row.channel, userId: row.userId };
  try {
    const outcome = await adapter.deliver(db, row);
    if (outcome.kind === 'sent') {
      await markAlertSent(db, row.id);
    } else if (outcome.kind === 'gone') {
      await markAlertDropped(db, row.id, outcome.reason);
      options.log.info({ ...context, reason: outcome.reason }, 'alert dropped: its destination is gone');
    } else {
      // The service asked to wait: not a failure, the attempt does not count.
      await rescheduleAlert(db, row.id, {
        attempts: row.attempts,
        error: `asked to retry after ${outcome.ms} ms`,
        retryInMs: outcome.ms,
      });
    }
  } catch (error) {
    const attempts = row.attempts + 1;
    const { retryBaseMs, retryMaxMs, maxAttempts } = options.retry;
    const retryInMs = attempts >= maxAttempts ? null : retryDelayMs(attempts, retryBaseMs, retryMaxMs);
    const message = describeMailError(error);
    await rescheduleAlert(db, row.id, { attempts, error: message, retryInMs });
    if (retryInMs === null)
      options.log.error({ ...context, attempts, error: message }, 'alert failed: no attempts left');
    else
      options.log.warn(
        { ...context, attempts, error: message, retryInMs },
        'alert delivery failed; it will be retried',
      );
  }
}

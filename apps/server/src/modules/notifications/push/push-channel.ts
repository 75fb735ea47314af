import { PushPayloadSchema } from '@arcade/contracts';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { pushSubscriptions } from '../../../db/schema/index';
import type { AlertChannelAdapter, AlertOutcome } from '../alerts/channel';
import { checkPushEndpoint, publicPushAgent } from './push-endpoints';
import { pushNotification } from './push-messages';
import { deleteSubscriptionById, subscriptionsOf } from './push.repository';
import type { VapidKeys } from './vapid-keys';

/** A pick's price moves within hours: a push the phone could not take by then is not worth showing. */
const TTL_SECONDS = 4 * 60 * 60;
/** A push service that has not answered in this long counts as a failure (retried later). */
const REQUEST_TIMEOUT_MS = 10_000;

/** What a queued push carries: the subscription it goes to and the notification, made at compose. */
const QueuedPushSchema = z.object({
  subscriptionId: z.string(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  notification: PushPayloadSchema,
});

interface PushChannelOptions {
  /** The server's VAPID keys (loaded once, from the environment or the database). */
  keys: () => Promise<VapidKeys>;
  /** VAPID's contact: mailto: or https:. */
  subject: string;
  /** Origins taken as push services besides the browsers' own (PUSH_SERVICE_ORIGINS). */
  serviceOrigins: ReadonlySet<string>;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or bad. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Web Push as an alert channel: one notification per subscribed browser of each person a batch
 * reaches (at a browser's push service, checked again as sent: see `checkPushEndpoint`), encrypted
 * for that browser (aes128gcm) and signed with the server's VAPID key. A 404 or
 * 410 from the push service means the browser dropped the subscription: the row is deleted and the
 * alert dropped. A 429 waits its Retry-After; anything else is a failure the worker retries.
 */
export function createPushChannel(options: PushChannelOptions): AlertChannelAdapter {
  return {
    channel: 'push',
    async compose(tx, batch, recipient) {
      const subscriptions = await subscriptionsOf(tx, recipient.id);
      if (subscriptions.length === 0) return [];
      const notification = pushNotification(batch.picks, recipient.language, batch.batchId);
      return subscriptions.map((subscription) => ({
        dedupeKey: `push:${batch.batchId}:${subscription.id}`,
        payload: {
          subscriptionId: subscription.id,
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          notification,
        },
      }));
    },
    async deliver(db, row): Promise<AlertOutcome> {
      const queued = QueuedPushSchema.parse(row.payload);
      // The browser may have unsubscribed (or re-subscribed with new keys) since the alert was queued.
      const [current] = await db
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.id, queued.subscriptionId),
            eq(pushSubscriptions.endpoint, queued.endpoint),
          ),
        );
      if (!current) return { kind: 'gone', reason: 'the subscription was removed' };
      // Checked again as sent: a row stored before the endpoint rules, or written behind the app's back,
      // never makes the server post inside its own network.
      const check = checkPushEndpoint(current.endpoint, options.serviceOrigins);
      if (!check.ok) {
        await deleteSubscriptionById(db, current.id);
        return { kind: 'gone', reason: `the endpoint is not a browser push service: ${check.why}` };
      }
      const keys = await options.keys();
      try {
        await webpush.sendNotification(
          { endpoint: current.endpoint, keys: { p256dh: current.p256dh, auth: current.auth } },
          JSON.stringify(queued.notification),
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: TTL_SECONDS,
            urgency: 'high',
            timeout: REQUEST_TIMEOUT_MS,
            // A browser's push service is reached at public addresses only; a configured one as it is.
            ...(check.configured ? {} : { agent: publicPushAgent() }),
          },
        );
        return { kind: 'sent' };
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        if (error.statusCode === 404 || error.statusCode === 410) {
          await deleteSubscriptionById(db, current.id);
          return { kind: 'gone', reason: `the push service answered ${error.statusCode}` };
        }
        const wait = error.statusCode === 429 ? retryAfterMs(retryAfterHeader(error.headers)) : undefined;
        if (wait !== undefined) return { kind: 'retry-after', ms: wait };
        // The message names the status only: the endpoint is the subscription's secret address.
        throw new Error(`the push service answered ${error.statusCode}: ${String(error.body).slice(0, 200)}`);
      }
    },
  };
}

function retryAfterHeader(headers: Record<string, string | string[] | undefined> | undefined) {
  const value = headers?.['retry-after'];
  return Array.isArray(value) ? value[0] : value;
}

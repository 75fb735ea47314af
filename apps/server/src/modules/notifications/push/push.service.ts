import type { PushSubscriptionBody } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { checkPushEndpoint } from './push-endpoints';
import { deleteSubscription, saveSubscription, subscriptionCount } from './push.repository';

/**
 * Keeps a browser's subscription for the person, refusing (422) an endpoint that is not a browser
 * push service nor one of `serviceOrigins`; answers its id and whether it is new.
 */
export async function subscribeToPush(
  db: Database,
  userId: string,
  { endpoint, keys }: PushSubscriptionBody,
  serviceOrigins: ReadonlySet<string>,
): Promise<{ id: string; created: boolean }> {
  const check = checkPushEndpoint(endpoint, serviceOrigins);
  if (!check.ok)
    throw new AppError('VALIDATION_ERROR', `The endpoint is not a browser push service: ${check.why}`, {
      reason: 'push_endpoint_refused',
    });
  return saveSubscription(db, userId, { endpoint, ...keys });
}

/** Forgets one of the person's subscriptions; 404 when the endpoint is not theirs. */
export async function unsubscribeFromPush(db: Database, userId: string, endpoint: string): Promise<void> {
  // Another account's endpoint answers as an unknown one: which browsers others use is not told.
  if (!(await deleteSubscription(db, userId, endpoint)))
    throw new AppError('NOT_FOUND', 'No push subscription of yours has this endpoint', {
      reason: 'not_found',
    });
}

/**
 * The push channel's state for GET /api/notifications/channels: this server always has VAPID keys
 * (configured, or made once and kept), so push is on; and how many browsers the person subscribed.
 */
export async function pushChannelState(
  db: Database,
  userId: string,
): Promise<{ enabled: boolean; subscriptions: number }> {
  return { enabled: true, subscriptions: await subscriptionCount(db, userId) };
}

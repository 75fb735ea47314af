import { currentPushSubscription, pushSupport, subscribeToPush, unsubscribeFromPush } from '../lib/push';
import type { PushClient } from './push-client';

/** The browser's Web Push as the app does it (permission, service worker, the server's routes). */
export const defaultPushClient: PushClient = {
  pushSupport,
  subscribeToPush,
  unsubscribeFromPush,
  currentPushSubscription,
};

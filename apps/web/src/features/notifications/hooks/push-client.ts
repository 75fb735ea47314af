import type { PushSupport, SubscribeOutcome } from '../lib/push';

export type { PushSupport, SubscribeOutcome };

/**
 * The browser side of Web Push (permission, service worker subscription, the server's subscription
 * routes), as the panel uses it: the app's implementation by default, a fake in a test.
 */
export type PushClient = {
  pushSupport: () => PushSupport | Promise<PushSupport>;
  subscribeToPush: () => Promise<SubscribeOutcome>;
  unsubscribeFromPush: () => Promise<unknown>;
  currentPushSubscription: () => Promise<unknown>;
};

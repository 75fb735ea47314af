/** Whether this browser can take push notifications from this site. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** How asking this browser to subscribe ended. */
export type SubscribeOutcome = 'subscribed' | 'denied' | 'unsupported' | { error: unknown };

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

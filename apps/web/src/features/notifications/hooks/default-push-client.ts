import type { PushClient } from './push-client';

/**
 * The browser's Web Push as the app does it. Until the app's push module is in place, every
 * browser is reported as unable to take push notifications, which the panel says plainly.
 */
export const defaultPushClient: PushClient = {
  pushSupport: () => 'unsupported',
  subscribeToPush: () => Promise.resolve('unsupported'),
  unsubscribeFromPush: () => Promise.resolve(undefined),
  currentPushSubscription: () => Promise.resolve(null),
};

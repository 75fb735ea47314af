import { PushKeySchema } from '@arcade/contracts';
import { ApiError, apiRequest, type ResponseSchema } from '@/lib/api-client';
import { SERVICE_WORKER_URL } from '@/lib/service-worker';

export const PUSH_KEY_PATH = '/api/notifications/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

/** Whether this browser can take push notifications from this site. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** How asking this browser to subscribe ended: an error is anything else that went wrong. */
export type SubscribeOutcome = 'subscribed' | 'denied' | 'unsupported' | { error: unknown };

/** The answers whose body is not read (the subscription's id, a 204). */
const ignoredBody: ResponseSchema<void> = { parse: () => undefined };

/** The VAPID key as the push manager takes it: base64url to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * 'unsupported' without service workers, the Push API or notifications (an iPhone's Safari outside
 * an installed app, an old browser); 'denied' once the person refused notifications to this site.
 */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The app's service worker registration, registering it when the page has not yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/')))
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Turns push notifications on in this browser for the signed-in person: asks the browser's
 * permission, subscribes with the server's VAPID key (replacing a subscription made with another
 * key) and hands the subscription to the server. A dismissed permission prompt counts as refused.
 */
export async function subscribeToPush(): Promise<SubscribeOutcome> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  try {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const [worker, { publicKey }] = await Promise.all([
      registration(),
      apiRequest(PUSH_KEY_PATH, PushKeySchema),
    ]);
    const key = applicationServerKey(publicKey);
    let subscription = await worker.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await apiRequest(PUSH_SUBSCRIPTIONS_PATH, ignoredBody, { method: 'POST', body: subscription.toJSON() });
    return 'subscribed';
  } catch (error) {
    return Notification.permission === 'denied' ? 'denied' : { error };
  }
}

/** This browser's push subscription to the app, if any (without registering anything). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const worker = await navigator.serviceWorker.getRegistration('/');
  return (await worker?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push notifications off in this browser: the server forgets the subscription (one it had
 * already dropped is fine), then the browser ends it. A failure on the server leaves both as they
 * were, so the two never disagree.
 */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await apiRequest(PUSH_SUBSCRIPTIONS_PATH, ignoredBody, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

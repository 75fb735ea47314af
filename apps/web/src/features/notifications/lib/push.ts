import { PushKeySchema } from '@arcade/contracts';
import { ApiError, apiRequest, type ResponseSchema } from '@/lib/api-client';
import { SERVICE_WORKER_URL } from '@/lib/service-worker';

export const PUSH_KEY_PATH = '/api/notifications/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

/**
 * Whether this browser can take push notifications from this site: 'private' is a private window that
 * offers notifications but no service worker (Firefox's), where no push can reach it.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied' | 'private';

/**
 * How asking this browser to subscribe ended: 'dismissed' is a permission prompt closed without an
 * answer (asking again works), 'serviceRefused' the browser's own push service refusing to register it
 * (a private window in Chrome, push turned off as in Brave); an error is anything else (the server's).
 */
export type SubscribeOutcome =
  | 'subscribed'
  | 'denied'
  | 'dismissed'
  | 'serviceRefused'
  | Exclude<PushSupport, 'supported' | 'denied'>
  | { error: unknown };

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
 * an installed app, an old browser); 'private' with notifications but no service workers (a private
 * window, where the browser turns them off); 'denied' once the person refused notifications to this site.
 */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator)) return 'private';
  if (!('PushManager' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The browser's own refusals to subscribe (its push service, its private mode): not the server's. */
const SERVICE_REFUSALS = new Set(['AbortError', 'NotAllowedError', 'NotSupportedError', 'InvalidStateError']);

/** The app's service worker registration, registering it when the page has not yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/')))
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Turns push notifications on in this browser for the signed-in person: asks the browser's
 * permission, subscribes with the server's VAPID key (replacing a subscription made with another
 * key) and hands the subscription to the server.
 */
export async function subscribeToPush(): Promise<SubscribeOutcome> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  try {
    const permission = await Notification.requestPermission();
    if (permission === 'default') return 'dismissed';
    if (permission !== 'granted') return 'denied';
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
    if (Notification.permission === 'denied') return 'denied';
    if (error instanceof DOMException && SERVICE_REFUSALS.has(error.name)) return 'serviceRefused';
    return { error };
  }
}

/** This browser's push subscription to the app, if any (without registering anything). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const support = pushSupport();
  if (support === 'unsupported' || support === 'private') return null;
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationServerKey,
  currentPushSubscription,
  pushSupport,
  subscribeToPush,
  unsubscribeFromPush,
} from './push';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example/sub/1',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

interface FakeBrowser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: ReturnType<typeof fakeSubscription> | null;
  registered: boolean;
  requests: { method: string; url: string; body: unknown }[];
  deleteStatus: number;
}

function fakeSubscription(browser: FakeBrowser, key: Uint8Array) {
  return {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
}

/** A browser with service workers, the Push API and notifications, and the server's two routes. */
function installBrowser(overrides: Partial<FakeBrowser> = {}): FakeBrowser {
  const browser: FakeBrowser = {
    permission: 'default',
    answer: 'granted',
    subscription: null,
    registered: false,
    requests: [],
    deleteStatus: 204,
    ...overrides,
  };
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      browser.subscription = fakeSubscription(browser, options.applicationServerKey);
      return browser.subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => {
        browser.permission = browser.answer;
        return browser.answer;
      },
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (browser.registered ? registration : undefined),
      register: vi.fn(async () => {
        browser.registered = true;
        return registration;
      }),
      get ready() {
        return Promise.resolve(registration);
      },
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      browser.requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/push/key')) return Response.json({ publicKey: PUBLIC_KEY });
      if (method === 'POST') return Response.json({ id: 'x' }, { status: 201 });
      if (browser.deleteStatus === 204) return new Response(null, { status: 204 });
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'no', reason: 'not_found' } },
        { status: browser.deleteStatus },
      );
    }),
  );
  return browser;
}

beforeEach(() => {
  // jsdom has none of it: each test installs what its browser has.
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push support', () => {
  it('is unsupported without service workers or the Push API (jsdom, old browsers)', async () => {
    expect(pushSupport()).toBe('unsupported');
    expect(await subscribeToPush()).toBe('unsupported');
    expect(await currentPushSubscription()).toBeNull();
  });

  it('is private with notifications but no service workers (a private window)', async () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default' }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    expect(pushSupport()).toBe('private');
    expect(await subscribeToPush()).toBe('private');
    expect(await currentPushSubscription()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('is denied once the person refused notifications to the site', () => {
    installBrowser({ permission: 'denied' });
    expect(pushSupport()).toBe('denied');
  });

  it('is supported otherwise', () => {
    installBrowser();
    expect(pushSupport()).toBe('supported');
  });
});

describe('subscribing', () => {
  it("asks permission, subscribes with the server's key and hands the subscription to the server", async () => {
    const browser = installBrowser();
    expect(await subscribeToPush()).toBe('subscribed');
    expect(browser.registered).toBe(true);
    const key = applicationServerKey(PUBLIC_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(browser.subscription?.options.applicationServerKey).toEqual(key.buffer);
    expect(browser.requests).toEqual([
      { method: 'GET', url: '/api/notifications/push/key', body: undefined },
      { method: 'POST', url: '/api/notifications/push/subscriptions', body: SUBSCRIPTION_JSON },
    ]);
    expect(await currentPushSubscription()).toBe(browser.subscription);
  });

  it('answers denied or dismissed, and tells the server nothing, when the person refuses or closes the prompt', async () => {
    for (const [answer, outcome] of [
      ['denied', 'denied'],
      ['default', 'dismissed'],
    ] as const) {
      const browser = installBrowser({ answer });
      expect(await subscribeToPush()).toBe(outcome);
      expect(browser.requests).toEqual([]);
      expect(browser.subscription).toBeNull();
    }
  });

  it('replaces a subscription made with another key', async () => {
    const browser = installBrowser({ registered: true });
    const old = fakeSubscription(browser, new Uint8Array(65).fill(7));
    browser.subscription = old;
    expect(await subscribeToPush()).toBe('subscribed');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.subscription).not.toBe(old);
  });

  it("answers serviceRefused when the browser's push service refuses (a private window, push turned off)", async () => {
    for (const name of ['AbortError', 'NotAllowedError', 'NotSupportedError', 'InvalidStateError']) {
      const browser = installBrowser();
      const registration = await navigator.serviceWorker.ready;
      vi.spyOn(registration.pushManager, 'subscribe').mockRejectedValue(
        new DOMException('Registration failed - push service error', name),
      );
      expect(await subscribeToPush(), name).toBe('serviceRefused');
      expect(browser.requests.filter((request) => request.method === 'POST')).toEqual([]);
    }
  });

  it('answers the error itself when anything else fails (the server refusing the subscription)', async () => {
    installBrowser();
    const failure = new TypeError('Failed to fetch');
    vi.mocked(fetch).mockRejectedValueOnce(failure);
    expect(await subscribeToPush()).toEqual({ error: failure });
  });
});

describe('unsubscribing', () => {
  it('asks the server to forget the endpoint, then ends the browser subscription', async () => {
    const browser = installBrowser();
    await subscribeToPush();
    const subscription = browser.subscription;
    await unsubscribeFromPush();
    expect(browser.requests.at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/notifications/push/subscriptions',
      body: { endpoint: SUBSCRIPTION_JSON.endpoint },
    });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(await currentPushSubscription()).toBeNull();
  });

  it('ends the browser subscription when the server had already dropped it', async () => {
    const browser = installBrowser({ deleteStatus: 404 });
    await subscribeToPush();
    await unsubscribeFromPush();
    expect(browser.subscription).toBeNull();
  });

  it('keeps the browser subscription when the server fails', async () => {
    const browser = installBrowser({ deleteStatus: 500 });
    await subscribeToPush();
    await expect(unsubscribeFromPush()).rejects.toThrow();
    expect(browser.subscription).not.toBeNull();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../../apps/server/test/helpers/fake-push-service';
import { ApiSession } from '../support/api';
import { freshEmail } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';
import { createManualPick, findUser, grantPlan, PickJanitor } from '../support/fixtures';
import { openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const pushCertificate = inject('pushCertificate');
let api: ApiSession;
let push: FakePushService;
const browsers: BrowserSession[] = [];
const janitor = new PickJanitor();

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
  // The server trusts this certificate from its start (NODE_EXTRA_CA_CERTS, set by the global setup).
  push = await startFakePushService(pushCertificate, inject('pushPort'));
});
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  await janitor.cleanUp(api);
});
afterAll(async () => {
  await janitor.cleanUp(api);
  await push?.close();
});

/** Resolves once the app's service worker controls the page (it claims the page that installed it). */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every path the service worker keeps in its caches, by cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });

describe('the installable app', () => {
  it("passes Chromium's installability check, and its service worker controls the page", async () => {
    const browser = await openBrowser({ language: 'en' });
    browsers.push(browser);
    const { page, context } = browser;
    await page.goto(`${baseUrl}/`);
    expect(await controlledBy(page)).toBe(`${baseUrl}/sw.js`);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Arcade ValueBets',
      display: 'standalone',
      start_url: '/dashboard',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const webManifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(webManifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);

    // Through the worker: the shell comes from its cache, the API never does and is never kept.
    await page.goto(`${baseUrl}/record`);
    await page.waitForLoadState('networkidle');
    const byCache = await cachedPaths(page);
    const cached = Object.values(byCache).flat();
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
    // The precache is the shell and the icons, never a page (each is sent in its visitor's language).
    const precached = Object.entries(byCache).find(([name]) => name.includes('precache'))?.[1] ?? [];
    expect(precached.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    expect(precached).toContain('/icons/icon-192.png');
    expect(precached.filter((path) => path === '/' || path.endsWith('.html'))).toEqual([]);
    // A page visited under the worker is kept, for offline use only.
    expect(byCache.pages).toEqual(['/record']);
  });
});

describe('Web Push', () => {
  it('reaches a subscribed browser when a pick is published, and the worker shows it', async () => {
    const email = freshEmail('push');
    const session = await ApiSession.signUp(baseUrl, {
      name: 'Push Person',
      email,
      password: 'push-pass-123',
    });
    await grantPlan(api, (await findUser(api, email)).id, 'vip');
    const browser = await openBrowserAs(session, { language: 'es' });
    browsers.push(browser);
    const { page, context } = browser;
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await page.goto(`${baseUrl}/dashboard`);
    await controlledBy(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    // Chromium's own pushManager.subscribe needs its vendor's push service on the internet, which
    // this machine cannot reach: the browser's subscription is made by the fake push service
    // instead (keys made as a browser makes them) and handed to the server from the page, as the
    // app's push module does.
    const key = await page.evaluate(async () => {
      const response = await fetch('/api/notifications/push/key');
      return ((await response.json()) as { publicKey: string }).publicKey;
    });
    expect(key).toMatch(/^[\w-]{87}$/);
    const subscription = push.subscribe();
    const status = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/notifications/push/subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      { endpoint: subscription.endpoint, keys: subscription.keys },
    );
    expect(status).toBe(201);

    const pick = janitor.track(
      await createManualPick(api, { tier: 'vip', label: 'Push', oddsAmerican: 145, status: 'published' }),
    );
    await push.waitFor(() => subscription.messages.length > 0, 60_000);
    const message = subscription.messages[0] as { title: string; body: string; url: string; tag: string };
    expect(message).toMatchObject({ title: 'Nuevo pick publicado', url: '/dashboard' });
    expect(message.body).toContain(`${pick.homeTeam} vs ${pick.awayTeam}`);
    // Signed with the key the browser subscribes with; nothing of the pick's price travels.
    expect(push.requests.find((request) => request.status === 201)?.vapidKey).toBe(key);
    expect(JSON.stringify(message)).not.toContain(pick.selection);

    // The same push, delivered to the service worker through DevTools: it shows the notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((each) => each.scopeURL === `${baseUrl}/` && !each.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
              url: (shown.data as { url?: string } | null)?.url,
            }));
          }),
        { timeout: 20_000 },
      )
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, url: `${baseUrl}/dashboard` }]);
  });
});

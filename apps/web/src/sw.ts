/// <reference lib="webworker" />
/**
 * The installed app's service worker (built by vite-plugin-pwa's injectManifest into /sw.js).
 *
 * - Precaches the shell: the fingerprinted scripts and styles every page starts with, and the icons.
 *   Never a page: the server sends each page in the visitor's language (by cookie), so one cached
 *   HTML would serve every visitor the same language. The other fingerprinted chunks (a page's code,
 *   its texts) are kept as the app first loads them, until the next version takes over.
 * - Pages (navigations) go to the network; the last copy of a page is kept only to open it offline,
 *   never a page rendered with a person's data.
 * - Never touches /api/*: answers carrying a person's data are never cached, and the event stream,
 *   the unsubscribe link and every write reach the server as if there were no worker.
 * - Shows each push as a notification; a click focuses an open window of the app, or opens one.
 * - An update waits until no window runs the old version (no skipWaiting): a page open during a
 *   deploy keeps the chunks it was built with, from the old precache, until it is closed.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

const ASSETS_CACHE = 'assets';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const DEFAULT_URL = '/dashboard';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the page that installed it at once; later ones wait (see above).
clientsClaim();

// A fingerprinted file never changes: once loaded it is served from the cache.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);
// This version takes over only once no window runs the last one: the last one's chunks can go.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(ASSETS_CACHE));
});

// Only a page the server sent whole is kept for offline use: not a redirect, an error or a 404, and
// never one rendered with a person's data (the dashboard the server renders for a session: no-store).
const pageCopies = new NetworkFirst({
  cacheName: 'pages',
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 &&
        response.type === 'basic' &&
        !/no-store/i.test(response.headers.get('cache-control') ?? '')
          ? response
          : null,
    },
  ],
});
registerRoute(new NavigationRoute(pageCopies, { denylist: [/^\/api(\/|$)/] }));

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

function readPush(event: PushEvent): PushMessage {
  try {
    return (event.data?.json() ?? {}) as PushMessage;
  } catch {
    return { body: event.data?.text() };
  }
}

/** A same-origin path to open; anything else opens the dashboard. */
function openUrl(raw: unknown): string {
  const url = new URL(typeof raw === 'string' ? raw : DEFAULT_URL, self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL(DEFAULT_URL, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'Arcade ValueBets', {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: openUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = openUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(url));
      const focused = await open.focus();
      if (focused.url !== url) await focused.navigate(url);
    })(),
  );
});

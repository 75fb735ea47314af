import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import enDashboard from '../../apps/web/src/locales/en/dashboard.json' with { type: 'json' };
import { ApiSession } from '../support/api';
import { type BrowserSession, openBrowser } from '../support/browser';

// A signed-in visitor's dashboard comes rendered by the server from their own reads
// (apps/server/src/plugins/session-pages.ts): a phone paints the tier cards before any script, and the
// app, once its code is in, takes the very same markup over.

const baseUrl = inject('baseUrl');
const admin = inject('admin');

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

// The administrator's account: sign-ups are limited per address and hour, and the suite uses them all.
// An administrator's dashboard is rendered for the session like any subscriber's (every tier's card).
let session: ApiSession | undefined;
let name = '';
beforeAll(async () => {
  session = await ApiSession.logIn(baseUrl, admin.email, admin.password);
  name = (await session.call<{ user: { name: string } }>('GET', '/api/auth/me')).user.name;
});

async function signedIn(options: Parameters<typeof openBrowser>[0] = {}) {
  browser = await openBrowser(options);
  await session?.addTo(browser.context);
  return browser;
}

describe('the dashboard rendered for the signed-in visitor', () => {
  it('shows the tier cards with their figures and the visitor’s name with JavaScript turned off', async () => {
    const { page } = await signedIn({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('tier-card-vip').waitFor();
    expect(await page.getByTestId('tier-card-vip-total').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('user-name').first().textContent()).toContain(name);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  });

  it('is taken over by the app as sent: no page rebuilt, no console error, and its buttons answer', async () => {
    const { page } = await signedIn({ language: 'en' });
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseUrl }]);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    // Records every element taken out of the page: the app must reuse what the server sent.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { __removed: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.querySelector('[data-testid="tier-card-vip"]'))
              removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${baseUrl}/dashboard`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.text()).toContain('data-testid="tier-card-vip"');
    // The alerts panel is shown only by the running app.
    await page.getByTestId('notifications-panel').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
    await page.getByRole('button', { name: enDashboard.kpis.openHistory.replace('{{tier}}', 'VIP') }).click();
    await page.getByRole('dialog').waitFor();
    expect(messages).toEqual([]);
  });

  it("is never kept by the service worker, which keeps other pages' copies for offline use", async () => {
    const { page } = await signedIn();
    await page.goto(`${baseUrl}/record`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    await page.goto(`${baseUrl}/record`, { waitUntil: 'networkidle' });
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('pages');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toContain('/record');
    expect(kept).not.toContain('/dashboard');
  });
});

import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import esAuth from '../../apps/web/src/locales/es/auth.json' with { type: 'json' };
import esLanding from '../../apps/web/src/locales/es/landing.json' with { type: 'json' };
import { type BrowserSession, openBrowser } from '../support/browser';
import { switchToEnglish } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const plain = (text: string) => text.replace(/<\/?[a-z]+>/g, '');
let browser: BrowserSession;

// A fresh profile per journey: the language one journey switches to never reaches the next.
beforeEach(async () => {
  browser = await openBrowser({ language: 'es' });
});
afterEach(async () => browser?.close());

describe('a visitor on a fresh start', () => {
  it('sees the landing page in Spanish and switches it to English', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const title = page.getByTestId('landing-title');
    await expect.poll(() => title.textContent()).toBe(plain(esLanding.hero.title));
    expect(await page.getAttribute('html', 'lang')).toBe('es');

    await switchToEnglish(page, () => title.textContent(), plain(enLanding.hero.title));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('landing-title').textContent())
      .toBe(plain(enLanding.hero.title));
  });

  it('sees the 404 page on an unknown path, sent with status 404', async () => {
    const { page } = browser;
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
  });

  it('is sent to /login when opening /admin without a session', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin');
  });

  it('opening /dashboard without a session goes to the login before any read, and returns after it', async () => {
    const { page } = browser;
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    const response = await page.goto(`${baseUrl}/dashboard`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl}/dashboard`);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await page.getByTestId('login-return-notice').waitFor();
    expect(await page.getByTestId('login-return-notice').textContent()).toContain(esAuth.login.returnNotice);

    const form = page.getByTestId('auth-form');
    await form.locator('input[name="email"]').fill(admin.email);
    await form.locator('input[name="password"]').fill(admin.password);
    await form.getByTestId('auth-submit').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('dashboard-welcome').waitFor();
    expect(refused).toEqual([]);
  });

  it('sees the responsible-gambling notice in the footer', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toMatch(/18\+/);
  });
});

import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { freshEmail, logIn, logOut, signUp } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';
import { codeIn, waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const admin = inject('admin');
let browser: BrowserSession;

// A fresh profile per journey: no cookie or draft carries over.
beforeEach(async () => {
  browser = await openBrowser({ language: 'es' });
});
afterEach(async () => browser?.close());

describe('accounts in the browser', () => {
  it('a visitor signs up and reaches the dashboard with the free-pick badge', async () => {
    const { page } = browser;
    await signUp(page, baseUrl, { name: 'Lucía Pérez', email: freshEmail('signup'), password: 'secret-123' });
    await expect.poll(() => page.getByTestId('dashboard-welcome').textContent()).toContain('Lucía Pérez');
    await page.getByTestId('free-pick-badge').waitFor();
    expect(await page.getByTestId('admin-badge').count()).toBe(0);
  });

  it('the admin logs in on /login and lands on /admin', async () => {
    const { page } = browser;
    await logIn(page, baseUrl, admin.email, admin.password);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByTestId('admin-page').waitFor();
  });

  it('a regular user who opens /admin lands on /dashboard', async () => {
    const { page } = browser;
    await signUp(page, baseUrl, {
      name: 'Regular Rita',
      email: freshEmail('regular'),
      password: 'secret-123',
    });
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByTestId('dashboard-welcome').waitFor();
  });

  it('a user resets a forgotten password with the code from the mail and logs in with the new one', async () => {
    const { page } = browser;
    const email = freshEmail('forgot');
    await signUp(page, baseUrl, { name: 'Olvido', email, password: 'old-secret-1' });
    await logOut(page);
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/forgot-password`);
    await page.locator('input[name="email"]').fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);

    const mail = await waitForMail(mailDir, email, /restablecer/);
    await page.locator('input[name="code"]').fill(codeIn(mail.text));
    await page.locator('input[name="newPassword"]').fill('new-secret-2');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await page.waitForURL(`${baseUrl}/login`, { timeout: 10_000 });

    await logIn(page, baseUrl, email, 'new-secret-2');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('a user logs out, sees the session-closed toast and is back on the landing page', async () => {
    const { page } = browser;
    await signUp(page, baseUrl, { name: 'Salida', email: freshEmail('logout'), password: 'secret-123' });
    await logOut(page);
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() => page.locator('[role="status"], li[role="status"], [data-state="open"]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Sesión cerrada')]));
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiCallError, ApiSession } from '../support/api';
import { freshEmail, logIn, logOut, signUp } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';
import { codeIn, waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser({ language: 'es' });
});
afterEach(async () => browser?.close());

describe('"Mi cuenta" in the browser', () => {
  it('a person opens it from the header, changes the password and the email, and downloads their data', async () => {
    const { page } = browser;
    const email = freshEmail('account');
    await signUp(page, baseUrl, { name: 'Carmen Ruiz', email, password: 'first-secret-1' });
    await page.getByTestId('dashboard-welcome').waitFor();
    await page.getByTestId('account-link').click();
    await page.waitForURL(`${baseUrl}/account`);

    const password = page.getByTestId('account-password');
    await password.getByLabel('Contraseña actual').fill('first-secret-1');
    await password.getByLabel('Contraseña nueva').fill('second-secret-2');
    await page.getByTestId('account-password-submit').click();
    await waitForMail(mailDir, email, /contraseña/i);

    const newEmail = freshEmail('account-moved');
    const card = page.getByTestId('account-email');
    await card.getByLabel('Email nuevo').fill(newEmail);
    await card.getByLabel('Contraseña actual').fill('second-secret-2');
    await page.getByTestId('account-email-submit').click();
    await page.getByTestId('account-email-sent').waitFor();
    const mail = await waitForMail(mailDir, newEmail, /nuevo email/i);
    await card.getByLabel('Código').fill(codeIn(mail.text));
    await page.getByTestId('account-email-verify').click();
    await expect.poll(() => page.getByTestId('account-email-current').textContent()).toBe(newEmail);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('account-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^arcade-valuebets-my-data-\d{8}\.json$/);
    const saved = await download.path();
    const data = JSON.parse(await readFile(saved, 'utf8')) as {
      profile: { email: string; name: string };
    };
    expect(data.profile).toMatchObject({ email: newEmail, name: 'Carmen Ruiz' });

    await logOut(page);
    await logIn(page, baseUrl, newEmail, 'second-secret-2');
    await page.getByTestId('dashboard-welcome').waitFor();

    // A 24-hour break: confirmed knowing it cannot be undone, then no picks and no checkout.
    await page.getByTestId('account-link').click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByTestId('account-break-24h').check();
    await page.getByTestId('account-break-start').click();
    const confirm = page.getByTestId('account-break-confirm');
    await confirm.getByText(/No se puede deshacer ni acortar/).waitFor();
    await confirm.getByTestId('confirm-dialog-confirm').click();
    await page.getByTestId('account-break-current').waitFor();
    expect(await page.getByTestId('account-break-current').textContent()).toMatch(/En descanso hasta el/);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('break-notice').waitFor();
    await page
      .getByRole('link', { name: /jugarbien\.es/ })
      .first()
      .waitFor();
    expect(await page.getByTestId('plans-section').count()).toBe(0);
    expect(await page.locator('[data-testid^="today-tier-"]').count()).toBe(0);
    // What the page no longer offers, the server refuses too.
    const refused = await page.evaluate(async () => {
      const picks = await fetch('/api/picks');
      const checkout = await fetch('/api/billing/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ plan: 'vip' }),
      });
      return {
        picks: [picks.status, ((await picks.json()) as { error: { reason: string } }).error.reason],
        checkout: [checkout.status, ((await checkout.json()) as { error: { reason: string } }).error.reason],
      };
    });
    expect(refused).toEqual({ picks: [403, 'on_break'], checkout: [409, 'on_break'] });
  });

  it('another person deletes their account: signed out, sign-in refused, the record still verifies', async () => {
    const { page } = browser;
    const email = freshEmail('account-leaving');
    await signUp(page, baseUrl, { name: 'Julián Leaves', email, password: 'leaving-secret-1' });
    await page.getByTestId('dashboard-welcome').waitFor();
    await page.goto(`${baseUrl}/account`);
    const card = page.getByTestId('account-delete');
    await card.getByText(/la semana en curso no se reembolsa/).waitFor();
    await card.getByLabel('Tu contraseña').fill('leaving-secret-1');
    await page.getByTestId('account-delete-submit').click();
    await page.getByTestId('account-delete-confirm').getByTestId('confirm-dialog-confirm').click();
    await page.waitForURL(`${baseUrl}/`);

    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toEqual({ user: null });
    const signIn = await ApiSession.logIn(baseUrl, email, 'leaving-secret-1').catch(
      (error: unknown) => error,
    );
    expect(signIn).toBeInstanceOf(ApiCallError);
    expect((signIn as ApiCallError).status).toBe(401);
    const verify = (await (await fetch(`${baseUrl}/api/record/ledger/verify`)).json()) as { ok: boolean };
    expect(verify.ok).toBe(true);
  });
});

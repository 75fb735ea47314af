import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
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
  });
});

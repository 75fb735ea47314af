import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../../src/modules/auth/rate-limits';
import { createAccount, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { codeIn, startSmtpServer } from '../helpers/smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

// Two loopback clients: the stranger and the account's owner on their own device.
const STRANGER = '127.0.0.2';
const OWNER = '127.0.0.3';

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Sends until the first 429 (or `cap` requests): how many got through. */
async function spendUntilRefused(send: () => ReturnType<typeof post>, cap: number): Promise<number> {
  for (let sent = 0; sent < cap; sent++) {
    const res = await send();
    if (res.statusCode === 429) return sent;
    expect(res.statusCode, res.body).toBeLessThan(500);
  }
  return cap;
}

/** The newest reset mail the owner's inbox holds once `count` of them have arrived. */
async function resetMail(email: string, count: number) {
  await smtp.waitForMail(email, () => smtp.mailsTo(email).length >= count);
  const mail = smtp.mailsTo(email).at(-1);
  if (!mail) throw new Error('no reset mail');
  return mail;
}

// Each request hashes a code or a password (~60 ms idle, far more on a loaded machine).
describe(`password recovery under a stranger's requests on ${testDatabaseMode}`, { timeout: 180_000 }, () => {
  it("refuses the stranger at its own limits while the owner's device still gets a code and resets", async () => {
    const owner = await createAccount(t.database.db, { password: 'first-pass-9' });
    // The owner has asked for a code; the stranger then spends everything one client may spend.
    expect((await post('/api/auth/forgot-password', { email: owner.email }, OWNER)).statusCode).toBe(200);
    await resetMail(owner.email, 1);
    const forgotten = await spendUntilRefused(
      () => post('/api/auth/forgot-password', { email: owner.email }, STRANGER),
      100,
    );
    // Wrong guesses at the live code, the newest one mailed.
    await t.app.tasks.drain();
    const live = codeIn((await resetMail(owner.email, 1 + forgotten)).text);
    const guessed = await spendUntilRefused(
      () =>
        post(
          '/api/auth/reset-password',
          { email: owner.email, code: wrongCode(live), newPassword: 'stolen-pass-9' },
          STRANGER,
        ),
      100,
    );
    expect(forgotten).toBe(authLimits.forgotEmailIp.max);
    expect(guessed).toBe(authLimits.resetEmailIp.max);

    // The owner, from their own address: a fresh code arrives and it resets the password.
    const ask = await post('/api/auth/forgot-password', { email: owner.email }, OWNER);
    expect(ask.statusCode, ask.body).toBe(200);
    await t.app.tasks.drain();
    const mail = await resetMail(owner.email, 2 + forgotten);
    const reset = await post(
      '/api/auth/reset-password',
      { email: owner.email, code: codeIn(mail.text), newPassword: 'second-pass-9' },
      OWNER,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await post('/api/auth/login', { email: owner.email, password: 'second-pass-9' }, OWNER);
    expect(login.statusCode).toBe(200);
  });

  it("refuses the stranger at its own limits while the owner's device still gets a verification code and verifies", async () => {
    const email = uniqueEmail('verify');
    const signup = await post(
      '/api/auth/signup',
      { name: 'Vera', email, password: 'first-pass-9', ageConfirmed: true },
      OWNER,
    );
    expect(signup.statusCode).toBe(201);
    await smtp.waitForMail(email);
    const resent = await spendUntilRefused(
      () => post('/api/auth/resend-verification', { email }, STRANGER),
      100,
    );
    await t.app.tasks.drain();
    await smtp.waitForMail(email, () => smtp.mailsTo(email).length >= 1 + resent);
    const live = codeIn(smtp.mailsTo(email).at(-1)?.text ?? '');
    const guessed = await spendUntilRefused(
      () => post('/api/auth/verify-email', { email, code: wrongCode(live) }, STRANGER),
      100,
    );
    expect(resent).toBe(authLimits.resendEmailIp.max);
    expect(guessed).toBe(authLimits.verifyEmailIp.max);

    expect((await post('/api/auth/resend-verification', { email }, OWNER)).statusCode).toBe(200);
    await t.app.tasks.drain();
    await smtp.waitForMail(email, () => smtp.mailsTo(email).length >= 2 + resent);
    const code = codeIn(smtp.mailsTo(email).at(-1)?.text ?? '');
    const verified = await post('/api/auth/verify-email', { email, code }, OWNER);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('still caps one address across many clients: the ceiling refuses once enough of them have asked', async () => {
    const account = await createAccount(t.database.db);
    const clients = Math.ceil(authLimits.forgotEmail.max / authLimits.forgotEmailIp.max);
    let granted = 0;
    for (let client = 0; client < clients; client++) {
      granted += await spendUntilRefused(
        () => post('/api/auth/forgot-password', { email: account.email }, `127.0.1.${client + 1}`),
        100,
      );
    }
    expect(granted).toBe(authLimits.forgotEmail.max);
    const next = await post('/api/auth/forgot-password', { email: account.email }, '127.0.2.1');
    expect(next.statusCode).toBe(429);
  });
});

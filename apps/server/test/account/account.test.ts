import { ApiErrorSchema, MeResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createAccount, lastOutboxMail, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { codeIn } from '../helpers/smtp-server';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const send = (method: 'PATCH' | 'POST', url: string, cookie: string | null, payload: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie, 'accept-language': 'es' } : {} });
const me = async (cookie: string) =>
  MeResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json(),
  ).user;
const reasonOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body)).error.reason;

describe(`PATCH /api/account on ${testDatabaseMode}`, () => {
  it('changes the name and the language, which the session sees at once', async () => {
    const account = await createAccount(t.database.db, { language: 'es' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const res = await send('PATCH', '/api/account', cookie, { name: '  Ana María ', language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(MeResponseSchema.parse(res.json()).user?.name).toBe('Ana María');
    expect((await me(cookie))?.name).toBe('Ana María');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.language).toBe('en');
  });

  it.each([
    ['nothing to change', {}],
    ['a name too short', { name: 'A' }],
    ['a name on two lines', { name: 'Ana\nMaría' }],
    ['an unknown language', { language: 'fr' }],
    ['another field', { name: 'Ana', role: 'admin' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const account = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    expect((await send('PATCH', '/api/account', cookie, body)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect({ name: row?.name, role: row?.role, language: row?.language }).toEqual({
      name: account.name,
      role: 'user',
      language: account.language,
    });
  });

  it('is for signed-in people only', async () => {
    expect((await send('PATCH', '/api/account', null, { name: 'Nadie' })).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/account/password', null, { currentPassword: 'x', newPassword: 'y' }))
        .statusCode,
    ).toBe(401);
  });
});

describe(`POST /api/account/password on ${testDatabaseMode}`, { timeout: 120_000 }, () => {
  it('needs the current password: a wrong one is 400 wrong_password and changes nothing', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const res = await send('POST', '/api/account/password', cookie, {
      currentPassword: 'not-my-pass',
      newPassword: 'second-pass-2',
    });
    expect(res.statusCode).toBe(400);
    expect(reasonOf(res.body)).toBe('wrong_password');
    await expect(loginAs(t.app, account.email, 'first-pass-1')).resolves.toMatch(/^sid=/);
  });

  it('refuses a common new password as signup does', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const res = await send('POST', '/api/account/password', cookie, {
      currentPassword: 'first-pass-1',
      newPassword: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(reasonOf(res.body)).toBe('password_too_common');
  });

  it('sets the new password, ends the other sessions, keeps this one and tells the address', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1', language: 'en' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const other = await loginAs(t.app, account.email, account.plainPassword);
    const res = await send('POST', '/api/account/password', cookie, {
      currentPassword: 'first-pass-1',
      newPassword: 'second-pass-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(cookie))?.email).toBe(account.email);
    expect(await me(other)).toBeNull();
    await expect(loginAs(t.app, account.email, 'first-pass-1')).rejects.toThrow();
    await expect(loginAs(t.app, account.email, 'second-pass-2')).resolves.toMatch(/^sid=/);
    const mail = await lastOutboxMail(t.database.db, account.email);
    expect(mail?.subject).toBe('Your Arcade ValueBets password has changed');
    expect(mail?.text).toContain('/forgot-password');
    expect(mail?.text).not.toContain('second-pass-2');
  });

  it('limits guesses at the current password from one session', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const guess = () =>
      send('POST', '/api/account/password', cookie, {
        currentPassword: 'guess-pass',
        newPassword: 'second-pass-2',
      });
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});

describe(`changing the email on ${testDatabaseMode}`, { timeout: 120_000 }, () => {
  const ask = (cookie: string, body: object) => send('POST', '/api/account/email', cookie, body);
  const verify = (cookie: string, code: string) =>
    send('POST', '/api/account/email/verify', cookie, { code });
  const mailedCode = async (to: string) => codeIn((await lastOutboxMail(t.database.db, to))?.text ?? '');

  it('mails a code to the new address, moves the account with it and tells the old address', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1', language: 'en' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const newEmail = uniqueEmail('moved');
    const asked = await ask(cookie, { newEmail: newEmail.toUpperCase(), currentPassword: 'first-pass-1' });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await mailedCode(newEmail);
    expect((await lastOutboxMail(t.database.db, newEmail))?.subject).toBe(
      'Confirm the new email of your Arcade ValueBets account',
    );
    const wrong = await verify(cookie, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    expect(reasonOf(wrong.body)).toBe('invalid_code');

    const moved = await verify(cookie, code);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(MeResponseSchema.parse(moved.json()).user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await me(cookie))?.email).toBe(newEmail);
    const told = await lastOutboxMail(t.database.db, account.email);
    expect(told?.subject).toBe('The email of your Arcade ValueBets account has changed');
    expect(told?.text).toContain(newEmail);
    await expect(loginAs(t.app, newEmail, 'first-pass-1')).resolves.toMatch(/^sid=/);
    await expect(loginAs(t.app, account.email, 'first-pass-1')).rejects.toThrow();
    // Spent: the same code cannot move it again.
    expect((await verify(cookie, code)).statusCode).toBe(400);
  });

  it('needs the current password and a free address, and sends nothing otherwise', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1' });
    const taken = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const newEmail = uniqueEmail('never');
    const wrongPassword = await ask(cookie, { newEmail, currentPassword: 'not-mine-1' });
    expect(reasonOf(wrongPassword.body)).toBe('wrong_password');
    const takenAddress = await ask(cookie, { newEmail: taken.email, currentPassword: 'first-pass-1' });
    expect(takenAddress.statusCode).toBe(409);
    expect(reasonOf(takenAddress.body)).toBe('email_taken');
    const unchanged = await ask(cookie, {
      newEmail: account.email.toUpperCase(),
      currentPassword: 'first-pass-1',
    });
    expect(unchanged.statusCode).toBe(400);
    expect(reasonOf(unchanged.body)).toBe('email_unchanged');
    expect(
      (await ask(cookie, { newEmail: 'not an address', currentPassword: 'first-pass-1' })).statusCode,
    ).toBe(400);
    expect(await lastOutboxMail(t.database.db, newEmail)).toBeUndefined();
    expect(await lastOutboxMail(t.database.db, taken.email)).toBeUndefined();
  });

  it('kills the code after 5 wrong guesses', async () => {
    const account = await createAccount(t.database.db, { password: 'first-pass-1' });
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const newEmail = uniqueEmail('guessed');
    expect((await ask(cookie, { newEmail, currentPassword: 'first-pass-1' })).statusCode).toBe(200);
    const code = await mailedCode(newEmail);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await verify(cookie, wrong)).statusCode).toBe(400);
    expect((await verify(cookie, code)).statusCode).toBe(400);
    expect((await me(cookie))?.email).toBe(account.email);
  });
});

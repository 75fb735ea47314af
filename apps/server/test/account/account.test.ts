import { ApiErrorSchema, MeResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createAccount, lastOutboxMail, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

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

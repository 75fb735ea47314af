import { ApiErrorSchema, AuthResponseSchema, MeResponseSchema } from '@arcade/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index';
import { sha256Hex } from '../../src/lib/tokens';
import { createAccount, sessionCookie, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A signup as the form sends it: "I am 18 or older" ticked unless the payload says otherwise. */
const signup = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { ageConfirmed: true, ...payload },
    headers,
    remoteAddress: uniqueIp(),
  });
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress: uniqueIp() });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
/** The session check's user: it answers 200 with null, not an error, when the cookie logs nobody in. */
async function meUser(cookie?: string) {
  const res = await me(cookie);
  expect(res.statusCode).toBe(200);
  return MeResponseSchema.parse(res.json()).user;
}
const countUsersWith = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  ).length;

describe(`signup on ${testDatabaseMode}`, () => {
  it('creates a regular account, logs it in with an HttpOnly Lax cookie and answers the user', async () => {
    const email = uniqueEmail();
    const res = await signup({ name: 'Ana', email, password: 'kestrel-71' }, { 'accept-language': 'es-ES' });
    expect(res.statusCode).toBe(201);
    const body = AuthResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      email,
      name: 'Ana',
      role: 'regular',
      hasUsedFreePick: false,
      emailVerified: false,
      activeSubscription: null,
    });
    expect(body.message).toBe('Cuenta creada correctamente. Tienes 1 pick gratuito disponible');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect((await meUser(sessionCookie(res)))?.email).toBe(email);
  });

  it.each([
    ['without the 18+ box', {}],
    ['with it unticked', { ageConfirmed: false }],
  ])(
    'refuses a signup %s with 400 age_not_confirmed, translated, and creates nothing',
    async (_case, age) => {
      const email = uniqueEmail();
      const body = { name: 'Ana', email, password: 'kestrel-71', ...age };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: body,
        headers: { 'accept-language': 'en' },
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBe(400);
      const { error } = ApiErrorSchema.parse(res.json());
      expect(error.reason).toBe('age_not_confirmed');
      expect(error.message).toBe('You must be 18 or older to create an account');
      expect(await countUsersWith(email)).toBe(0);
    },
  );

  it('stores when the person said they are 18 or older', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const res = await signup({ name: 'Ana', email, password: 'kestrel-71' });
    expect(AuthResponseSchema.parse(res.json()).user.ageConfirmed).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.ageConfirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores a hash, never the password', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Bea', email, password: 'plain-text-1' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.password).toMatch(/^scrypt\$/);
    expect(row?.password).not.toContain('plain-text-1');
  });

  it('stores the signup language for later mail', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Eve', email, password: 'kestrel-71', language: 'en' }, { 'accept-language': 'es' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.language).toBe('en');
  });

  it('refuses a taken address whatever its case with 409', async () => {
    const email = uniqueEmail();
    expect((await signup({ name: 'One', email, password: 'kestrel-71' })).statusCode).toBe(201);
    const res = await signup({ name: 'Two', email: email.toUpperCase(), password: 'kestrel-72' });
    expect(res.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('CONFLICT');
    expect(await countUsersWith(email)).toBe(1);
  });

  it.each([
    ['an invalid email', { name: 'Ana', email: 'not-an-email', password: 'kestrel-71' }, 'body.email'],
    ['a 5-character password', { name: 'Ana', email: 'x1@example.com', password: '12345' }, 'body.password'],
    ['a 1-character name', { name: 'A', email: 'x2@example.com', password: 'kestrel-71' }, 'body.name'],
    ['a missing name', { email: 'x3@example.com', password: 'kestrel-71' }, 'body.name'],
  ])('answers 400 naming the field for %s and creates nothing', async (_name, payload, field) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await countUsersWith(String(payload.email))).toBe(0);
  });
});

describe('login, the session check and logout', () => {
  it('logs in case-insensitively and answers the user in English when asked', async () => {
    const account = await createAccount(t.database.db);
    const res = await login(
      { email: account.email.toUpperCase(), password: account.plainPassword },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    const body = AuthResponseSchema.parse(res.json());
    expect(body.user.id).toBe(account.id);
    expect(body.message).toBe('Successfully logged in');
  });

  it('answers an admin with role admin', async () => {
    const admin = await createAccount(t.database.db, { role: 'admin' });
    const res = await login({ email: admin.email, password: admin.plainPassword });
    expect(AuthResponseSchema.parse(res.json()).user.role).toBe('admin');
  });

  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const account = await createAccount(t.database.db);
    const wrong = await login({ email: account.email, password: 'wrong-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(ApiErrorSchema.parse(wrong.json()).error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('issues a new session id at every login and ends the one the caller held', async () => {
    const account = await createAccount(t.database.db);
    const first = sessionCookie(await login({ email: account.email, password: account.plainPassword }));
    const second = sessionCookie(
      await login({ email: account.email, password: account.plainPassword }, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect(await meUser(first)).toBeNull();
    expect((await meUser(second))?.email).toBe(account.email);
  });

  it('stores only the hash of the session token', async () => {
    const account = await createAccount(t.database.db);
    const cookie = sessionCookie(await login({ email: account.email, password: account.plainPassword }));
    const token = cookie.slice('sid='.length);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(rows.map((row) => row.id)).toEqual([sha256Hex(token)]);
  });

  it('ends the session at logout', async () => {
    const account = await createAccount(t.database.db);
    const cookie = sessionCookie(await login({ email: account.email, password: account.plainPassword }));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await meUser(cookie)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
  });

  it('refuses an expired session', async () => {
    const account = await createAccount(t.database.db);
    const cookie = sessionCookie(await login({ email: account.email, password: account.plainPassword }));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.id));
    expect(await meUser(cookie)).toBeNull();
  });

  it('refuses a made-up session token', async () => {
    expect(await meUser('sid=made-up-token')).toBeNull();
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await buildTestApp({ APP_URL: 'https://picks.example.com' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Sec', email: uniqueEmail(), password: 'kestrel-71', ageConfirmed: true },
        remoteAddress: uniqueIp(),
      });
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

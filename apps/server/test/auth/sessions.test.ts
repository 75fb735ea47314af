import {
  ApiErrorSchema,
  EndSessionsResponseSchema,
  MeResponseSchema,
  SessionListResponseSchema,
} from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { type Change, addForwarder } from '../../src/lib/changes';
import { sha256Hex } from '../../src/lib/tokens';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '../../src/modules/sessions/sessions.repository';
import { createAccount, sessionCookie, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};
const DAY_MS = 24 * 3_600_000;

type Account = Awaited<ReturnType<typeof createAccount>>;

/** Logs in from a device (its User-Agent): the session's cookie and the token's hash, its row id. */
async function logIn(account: Account, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.plainPassword },
    headers: { 'user-agent': userAgent },
    remoteAddress: uniqueIp(),
  });
  const cookie = sessionCookie(res);
  return { cookie, rowId: sha256Hex(cookie.slice('sid='.length)) };
}

async function list(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return SessionListResponseSchema.parse(res.json()).sessions;
}

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return MeResponseSchema.parse(res.json()).user;
}

const endOne = (cookie: string, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { cookie, ...headers } });
const endOthers = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: { cookie, ...headers } });

const setSession = (rowId: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.database.db.update(sessions).set(values).where(eq(sessions.id, rowId));

describe(`a person's sessions on ${testDatabaseMode}`, () => {
  it('lists the caller’s sessions with a device, when each began and was last used, and which is this one', async () => {
    const account = await createAccount(t.database.db);
    const laptop = await logIn(account, UA.chromeWindows);
    const phone = await logIn(account, UA.safariIphone);
    const other = await createAccount(t.database.db);
    await logIn(other, UA.firefoxLinux);

    const listed = await list(phone.cookie);
    expect(listed).toHaveLength(2);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
    const byRow = new Map(rows.map((row) => [row.publicId, row]));
    for (const session of listed) {
      const row = byRow.get(session.id);
      expect(row, 'listed by its public id').toBeDefined();
      expect(session.id).not.toBe(row?.id);
      expect(session.createdAt).toBe(row?.createdAt.toISOString());
      expect(session.lastSeenAt).toBe(row?.lastSeenAt.toISOString());
    }
    const body = JSON.stringify(listed);
    for (const row of rows) expect(body).not.toContain(row.id);
    expect(listed.find((session) => session.current)?.device).toEqual({ browser: 'Safari', os: 'iPhone' });
    expect(listed.find((session) => !session.current)?.device).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect((await list(laptop.cookie)).find((session) => session.current)?.device.os).toBe('Windows');
  });

  it('signs another session out at once, even one the cache holds, and keeps the caller’s', async () => {
    const account = await createAccount(t.database.db);
    const laptop = await logIn(account, UA.chromeWindows);
    const phone = await logIn(account, UA.safariIphone);
    expect((await me(laptop.cookie))?.id).toBe(account.id);
    const target = (await list(phone.cookie)).find((session) => !session.current);
    const res = await endOne(phone.cookie, target?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(EndSessionsResponseSchema.parse(res.json())).toEqual({ ended: 1, endedCurrent: false });
    expect(res.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(await me(laptop.cookie)).toBeNull();
    expect((await me(phone.cookie))?.id).toBe(account.id);
  });

  it('answers 404 for a session that is not the caller’s, exists or not, and leaves it working', async () => {
    const account = await createAccount(t.database.db);
    const mine = await logIn(account, UA.chromeWindows);
    const stranger = await createAccount(t.database.db);
    const theirs = await logIn(stranger, UA.firefoxLinux);
    const theirId = (await list(theirs.cookie))[0]?.id ?? '';
    for (const id of [theirId, '00000000-0000-4000-8000-000000000000']) {
      const res = await endOne(mine.cookie, id);
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    expect((await me(theirs.cookie))?.id).toBe(stranger.id);
  });

  it('logs the caller out when they sign their own session out: the cookie is cleared', async () => {
    const account = await createAccount(t.database.db);
    const { cookie } = await logIn(account, UA.chromeWindows);
    const current = (await list(cookie)).find((session) => session.current);
    const res = await endOne(cookie, current?.id ?? '');
    expect(EndSessionsResponseSchema.parse(res.json())).toEqual({ ended: 1, endedCurrent: true });
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(await me(cookie)).toBeNull();
  });

  it('signs out every other session and keeps this one', async () => {
    const account = await createAccount(t.database.db);
    const devices = [];
    for (const userAgent of [UA.chromeWindows, UA.firefoxLinux, UA.safariIphone]) {
      const device = await logIn(account, userAgent);
      expect((await me(device.cookie))?.id).toBe(account.id);
      devices.push(device);
    }
    const [first, second, phone] = devices as [(typeof devices)[0], (typeof devices)[0], (typeof devices)[0]];
    const res = await endOthers(phone.cookie);
    expect(EndSessionsResponseSchema.parse(res.json())).toEqual({ ended: 2, endedCurrent: false });
    expect(await me(first.cookie)).toBeNull();
    expect(await me(second.cookie)).toBeNull();
    expect((await me(phone.cookie))?.id).toBe(account.id);
    expect((await list(phone.cookie)).map((session) => session.current)).toEqual([true]);
  });

  it('tells the other instances which sessions ended, so that theirs stop at once too', async () => {
    const account = await createAccount(t.database.db);
    const laptop = await logIn(account, UA.chromeWindows);
    const tablet = await logIn(account, UA.firefoxLinux);
    const phone = await logIn(account, UA.safariIphone);
    const forwarded: Change[] = [];
    const stop = addForwarder((change) => forwarded.push(change));
    try {
      const laptopId =
        (await list(phone.cookie)).find((session) => session.device.os === 'Windows')?.id ?? '';
      await endOne(phone.cookie, laptopId);
      await endOthers(phone.cookie);
    } finally {
      stop();
    }
    expect(forwarded).toEqual([
      { topic: 'session', key: laptop.rowId },
      { topic: 'session', key: tablet.rowId },
    ]);
  });

  it('refuses anonymous callers and cross-site sign-outs', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(anonymous.statusCode).toBe(401);
    const account = await createAccount(t.database.db);
    const { cookie } = await logIn(account, UA.chromeWindows);
    const id = (await list(cookie))[0]?.id ?? '';
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await endOne(cookie, id, crossSite)).statusCode).toBe(403);
    expect((await endOthers(cookie, crossSite)).statusCode).toBe(403);
    expect((await me(cookie))?.id).toBe(account.id);
  });
});

describe(`how long a session lasts on ${testDatabaseMode}`, () => {
  it('gives a new session 60 days at most', async () => {
    const account = await createAccount(t.database.db);
    const { rowId } = await logIn(account, UA.chromeWindows);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, rowId));
    expect(SESSION_TTL_MS).toBe(60 * DAY_MS);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60 * DAY_MS);
  });

  it('ends a session unused for 14 days, long before its 60 days', async () => {
    const account = await createAccount(t.database.db);
    const { cookie, rowId } = await logIn(account, UA.chromeWindows);
    expect(SESSION_IDLE_MS).toBe(14 * DAY_MS);
    await setSession(rowId, { lastSeenAt: new Date(Date.now() - 14 * DAY_MS - 60_000) });
    expect(await me(cookie)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, rowId))).toHaveLength(1);
  });

  it('keeps a session used within 14 days and counts its idle time again from this use', async () => {
    const account = await createAccount(t.database.db);
    const { cookie, rowId } = await logIn(account, UA.chromeWindows);
    await setSession(rowId, { lastSeenAt: new Date(Date.now() - 13 * DAY_MS) });
    expect((await me(cookie))?.id).toBe(account.id);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, rowId));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session 60 days after it began however recently it was used', async () => {
    const account = await createAccount(t.database.db);
    const { cookie, rowId } = await logIn(account, UA.chromeWindows);
    const began = new Date(Date.now() - 60 * DAY_MS - 60_000);
    await setSession(rowId, {
      createdAt: began,
      expiresAt: new Date(began.getTime() + SESSION_TTL_MS),
      lastSeenAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await me(cookie)).toBeNull();
  });

  it('lists only live sessions and deletes the dead ones of the caller', async () => {
    const account = await createAccount(t.database.db);
    const idle = await logIn(account, UA.chromeWindows);
    const old = await logIn(account, UA.firefoxLinux);
    const { cookie } = await logIn(account, UA.safariIphone);
    await setSession(idle.rowId, { lastSeenAt: new Date(Date.now() - 15 * DAY_MS) });
    await setSession(old.rowId, { expiresAt: new Date(Date.now() - 1000) });
    expect((await list(cookie)).map((session) => session.device.browser)).toEqual(['Safari']);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(rows).toHaveLength(1);
  });
});

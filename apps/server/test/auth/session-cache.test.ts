import { MeResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { sessionUserOf } from '../../src/modules/sessions/session-cache';
import { updateUser } from '../../src/modules/users/users.repository';
import { createAccount, lastOutboxMail, loginAs, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { codeIn } from '../helpers/smtp-server';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The session token a `sid=…` cookie carries. */
const tokenOf = (cookie: string) => cookie.slice('sid='.length);

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return MeResponseSchema.parse(res.json()).user;
}

/** A route that needs a session: 401 without one. */
const adminUsersStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode;

async function loggedIn(role: 'user' | 'admin' = 'user') {
  const account = await createAccount(t.database.db, { role });
  const cookie = await loginAs(t.app, account.email, account.plainPassword);
  // Read once, so the session is cached before what follows.
  expect((await me(cookie))?.email).toBe(account.email);
  return { account, cookie };
}

describe(`the session cache on ${testDatabaseMode}`, () => {
  it('keeps a session read for a few seconds: a change nobody announced (another instance) shows after it', async () => {
    const { account, cookie } = await loggedIn();
    await t.database.db.delete(sessions).where(eq(sessions.userId, account.id));
    const now = Date.now();
    expect((await me(cookie))?.email).toBe(account.email);
    // The cache is asked for the time it is given: still within its trust (one second at the least,
    // while the change feed reconnects), then a little more than its five seconds later.
    const soon = await sessionUserOf(t.database.db, tokenOf(cookie), new Date(now + 900));
    expect(soon?.email).toBe(account.email);
    expect(await sessionUserOf(t.database.db, tokenOf(cookie), new Date(now + 5_100))).toBeNull();
  });

  it('ends a session at logout at once: the very next request is anonymous', async () => {
    const { cookie } = await loggedIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect(await adminUsersStatus(cookie)).toBe(401);
  });

  it('ends every session of the account at a password reset, at once', async () => {
    const { account, cookie } = await loggedIn();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
      remoteAddress: uniqueIp(),
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.tasks.drain();
    const mail = await lastOutboxMail(t.database.db, account.email);
    if (!mail) throw new Error('no reset mail');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: account.email, code: codeIn(mail.text), newPassword: 'a-brand-new-pass' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect(await adminUsersStatus(cookie)).toBe(401);
  });

  it('shows a change of the user row (a role) on the next request', async () => {
    const { account, cookie } = await loggedIn();
    expect(await adminUsersStatus(cookie)).toBe(403);
    await updateUser(t.database.db, account.id, { role: 'admin' });
    expect((await me(cookie))?.role).toBe('admin');
    expect(await adminUsersStatus(cookie)).toBe(200);
  });

  it("reads a cold session once for a page's parallel requests", async () => {
    const { account, cookie } = await loggedIn();
    // Seen two hours ago: each read of the session from the database also refreshes lastSeenAt.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sessions.userId, account.id));
    await t.database.query(`create table if not exists zz_session_touches (n int)`);
    await t.database.query(`create or replace function zz_count_touch() returns trigger language plpgsql as $$
      begin insert into zz_session_touches values (1); return new; end $$`);
    await t.database.query(
      `create or replace trigger zz_touch after update on sessions for each row execute function zz_count_touch()`,
    );
    try {
      // Forget what the cache holds (as a change on another instance would), then ask eight times at once.
      await updateUser(t.database.db, account.id, { name: 'Renamed Person' });
      const users = await Promise.all(Array.from({ length: 8 }, () => me(cookie)));
      expect(users.every((user) => user?.name === 'Renamed Person')).toBe(true);
      const { rows } = await t.database.query<{ n: number }>(
        'select count(*)::int as n from zz_session_touches',
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await t.database.query('drop trigger if exists zz_touch on sessions');
    }
  });
});

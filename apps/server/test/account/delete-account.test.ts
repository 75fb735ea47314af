import { AdminUsersResponseSchema, AuthResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alertPreferences,
  mailOutbox,
  pushSubscriptions,
  sessions,
  spentFreePickAddresses,
  subscriptions,
  telegramLinks,
  transactions,
  users,
} from '../../src/db/schema/index';
import { uniqueIp } from '../helpers/accounts';
import { testDatabaseMode } from '../helpers/database';
import { hoursFromNow, publishedPick } from '../helpers/subscribers';
import { as, person, refusalOf, useStripeApp } from './account-helpers';

const held = useStripeApp();

const db = () => held.t.database.db;
const rowOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const login = (email: string, password: string) =>
  held.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

describe(`DELETE /api/account on ${testDatabaseMode}`, { timeout: 60_000 }, () => {
  it('cancels the paid plan now, forgets the person and signs them out; transactions stay without them', async () => {
    const pick = await publishedPick(db(), { tier: 'diamante', eventStartTime: hoursFromNow(30) });
    const someone = await person(held.t, { fake: held.fake, paid: true });
    const free = await as(held.t.app, someone.cookie, 'POST', `/api/picks/${pick.id}/unlock-free`);
    expect(free.statusCode, free.body).toBe(200);
    await db().insert(telegramLinks).values({ userId: someone.id, chatId: 880_001, username: 'gone' });
    await db().insert(pushSubscriptions).values({
      userId: someone.id,
      endpoint: 'https://push.example/abc',
      p256dh: 'key',
      auth: 'auth',
    });
    await db().insert(alertPreferences).values({ userId: someone.id, telegram: false });
    const transactionsBefore = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.userId, someone.id));
    expect(transactionsBefore.length).toBeGreaterThan(0);

    const res = await as(held.t.app, someone.cookie, 'DELETE', '/api/account', {
      password: someone.plainPassword,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Tu cuenta se ha eliminado. Gracias por habernos acompañado.' });
    expect(res.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');

    // Stripe: cancelled at once, not at the period's end; the stored row says so.
    const atStripe = held.fake.subscription(someone.subscriptionId ?? '');
    expect(atStripe?.status).toBe('canceled');
    expect((atStripe?.cancellation_details as { comment: string }).comment).toBe('account_deleted');
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.userId, someone.id));
    expect({ status: stored?.status, stripeStatus: stored?.stripeStatus }).toEqual({
      status: 'inactive',
      stripeStatus: 'canceled',
    });

    // The row stays for the transactions, with no name, address or password.
    const row = await rowOf(someone.id);
    expect(row).toMatchObject({ name: '', password: '!', emailVerified: false });
    expect(row?.email).toBe(`deleted-${someone.id}@erased.invalid`);
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect(await db().select().from(transactions).where(eq(transactions.userId, someone.id))).toHaveLength(
      transactionsBefore.length,
    );
    for (const table of [sessions, telegramLinks, pushSubscriptions, alertPreferences]) {
      expect(await db().select().from(table).where(eq(table.userId, someone.id))).toEqual([]);
    }
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, someone.email))).toEqual([]);

    // Signed out everywhere, sign-in refused, the session cookie dead.
    expect((await as(held.t.app, someone.cookie, 'GET', '/api/auth/me')).json()).toEqual({ user: null });
    expect((await login(someone.email, someone.plainPassword)).statusCode).toBe(401);

    // Usuarios no longer lists it, nor may an admin grant it a plan.
    const admin = await person(held.t, { role: 'admin' });
    const listed = AdminUsersResponseSchema.parse(
      (await as(held.t.app, admin.cookie, 'GET', '/api/admin/users?limit=200')).json(),
    ).users.map((user) => user.id);
    expect(listed).not.toContain(someone.id);
    const grant = await as(held.t.app, admin.cookie, 'PATCH', `/api/admin/users/${someone.id}/subscription`, {
      tier: 'vip',
      status: 'active',
    });
    expect(grant.statusCode).toBe(404);

    // The address signs up again as a new person, but its free pick was spent: no second one.
    expect(await db().select().from(spentFreePickAddresses)).not.toHaveLength(0);
    const again = await held.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Back Again',
        email: someone.email.toUpperCase(),
        password: 'kestrel-71',
        ageConfirmed: true,
      },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode, again.body).toBe(201);
    const back = AuthResponseSchema.parse(again.json());
    expect(back.user.hasUsedFreePick).toBe(true);
    expect(back.message).toBe('Account created successfully');
    // Nothing of the address is stored in the clear.
    const hashes = (await db().select().from(spentFreePickAddresses)).map((entry) => entry.addressHash);
    expect(hashes.join(' ')).not.toContain(someone.email.split('@')[0]);
  });

  it('keeps no hash of an address that never used its free pick', async () => {
    const someone = await person(held.t);
    const before = (await db().select().from(spentFreePickAddresses)).length;
    const res = await as(held.t.app, someone.cookie, 'DELETE', '/api/account', {
      password: someone.plainPassword,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(spentFreePickAddresses)).toHaveLength(before);
  });

  it('needs the password: a wrong one is 400 wrong_password and deletes nothing', async () => {
    const someone = await person(held.t);
    const res = await as(held.t.app, someone.cookie, 'DELETE', '/api/account', { password: 'not-it' }, 'en');
    expect(refusalOf(res)).toEqual({ status: 400, reason: 'wrong_password' });
    expect((await rowOf(someone.id))?.erasedAt).toBeNull();
    expect((await as(held.t.app, someone.cookie, 'DELETE', '/api/account', {})).statusCode).toBe(400);
    expect((await as(held.t.app, null, 'DELETE', '/api/account', { password: 'x' })).statusCode).toBe(401);
  });

  it('refuses the last admin with 409 last_admin; an admin beside another may leave', async () => {
    await db().update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const only = await person(held.t, { role: 'admin' });
    const refused = await as(held.t.app, only.cookie, 'DELETE', '/api/account', {
      password: only.plainPassword,
    });
    expect(refusalOf(refused)).toEqual({ status: 409, reason: 'last_admin' });
    expect((await rowOf(only.id))?.erasedAt).toBeNull();
    await person(held.t, { role: 'admin' });
    const leaves = await as(held.t.app, only.cookie, 'DELETE', '/api/account', {
      password: only.plainPassword,
    });
    expect(leaves.statusCode, leaves.body).toBe(200);
  });

  it('deletes nothing when Stripe cannot be reached to cancel the plan', async () => {
    const someone = await person(held.t, { fake: held.fake, paid: true });
    held.fake.refuseOnce('DELETE', `/v1/subscriptions/${someone.subscriptionId}`, 400);
    const res = await as(held.t.app, someone.cookie, 'DELETE', '/api/account', {
      password: someone.plainPassword,
    });
    expect(res.statusCode).toBe(503);
    expect((await rowOf(someone.id))?.erasedAt).toBeNull();
    expect((await as(held.t.app, someone.cookie, 'GET', '/api/auth/me')).json().user?.id).toBe(someone.id);
  });
});

import {
  AdminTransactionsResponseSchema,
  AdminUserResponseSchema,
  AdminUsersResponseSchema,
  ApiErrorSchema,
} from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import {
  adminCaller,
  type Caller,
  claim,
  giveSubscription,
  headersOf,
  HOUR_MS,
  hoursFromNow,
  picksOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://localhost:3000' });
  admin = await adminCaller(t.app, t.database.db);
});
afterAll(async () => t?.close());

const db = () => t.database.db;

const patch = (userId: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}/subscription`,
    headers: { ...headersOf(admin), ...headers },
    payload: payload as object,
  });

async function listedUser(userId: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: headersOf(admin) });
  expect(res.statusCode).toBe(200);
  return AdminUsersResponseSchema.parse(res.json()).users.find((u) => u.id === userId);
}

const subscriptionRows = (userId: string) =>
  db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe(`the Usuarios tab on ${testDatabaseMode}`, () => {
  it('lists every account with its role, plan, status, period end and free pick', async () => {
    const user = await regularCaller(t.app, db(), 'listed');
    expect(await listedUser(user.userId as string)).toMatchObject({
      role: 'regular',
      plan: null,
      status: null,
      currentPeriodEnd: null,
      hasUsedFreePick: false,
    });
    expect(await listedUser(admin.userId as string)).toMatchObject({ role: 'admin' });
  });

  it('shows an active plan whose period has ended as expired, and an inactive one as inactive', async () => {
    const expired = await regularCaller(t.app, db(), 'expired', {
      plan: 'platinum',
      currentPeriodEnd: hoursFromNow(-2),
    });
    expect(await listedUser(expired.userId as string)).toMatchObject({ plan: 'platinum', status: 'expired' });
    const inactive = await regularCaller(t.app, db(), 'inactive', { plan: 'vip', status: 'inactive' });
    expect(await listedUser(inactive.userId as string)).toMatchObject({ plan: 'vip', status: 'inactive' });
  });

  it('grants a plan by hand for seven days, and the user sees its tiers at once', async () => {
    const user = await regularCaller(t.app, db(), 'granted');
    const diamante = await publishedPick(db(), { tier: 'diamante' });
    const platinum = await publishedPick(db(), { tier: 'platinum' });
    const lockedBefore = await picksOf(t.app, user);
    expect(lockedBefore.find((p) => p.id === platinum.id)?.locked).toBe(true);

    const before = Date.now();
    const res = await patch(user.userId as string, { tier: 'platinum', status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = AdminUserResponseSchema.parse(res.json()).user;
    expect(updated).toMatchObject({ id: user.userId, plan: 'platinum', status: 'active' });
    const end = new Date(updated.currentPeriodEnd as string).getTime();
    expect(end - before).toBeGreaterThanOrEqual(7 * 24 * HOUR_MS - 1000);
    expect(end - before).toBeLessThanOrEqual(7 * 24 * HOUR_MS + 60_000);

    const seen = await picksOf(t.app, user);
    expect(seen.find((p) => p.id === platinum.id)?.locked).toBe(false);
    expect(seen.find((p) => p.id === diamante.id)?.locked).toBe(true);
  });

  it('toggles the plan inactive and active again, on the same subscription, and access follows at once', async () => {
    const user = await regularCaller(t.app, db(), 'toggled');
    const vip = await publishedPick(db(), { tier: 'vip' });
    expect((await patch(user.userId as string, { tier: 'vip', status: 'active' })).statusCode).toBe(200);
    expect((await picksOf(t.app, user)).find((p) => p.id === vip.id)?.locked).toBe(false);

    const off = await patch(user.userId as string, { tier: 'vip', status: 'inactive' });
    expect(AdminUserResponseSchema.parse(off.json()).user).toMatchObject({ plan: 'vip', status: 'inactive' });
    expect((await picksOf(t.app, user)).find((p) => p.id === vip.id)?.locked).toBe(true);

    const on = await patch(user.userId as string, { tier: 'exclusivo', status: 'active' });
    expect(AdminUserResponseSchema.parse(on.json()).user).toMatchObject({
      plan: 'exclusivo',
      status: 'active',
    });
    expect((await picksOf(t.app, user)).find((p) => p.id === vip.id)?.locked).toBe(false);
    expect(await subscriptionRows(user.userId as string)).toHaveLength(1);
  });

  it('renews an expired hand grant when the admin activates it again', async () => {
    const user = await regularCaller(t.app, db(), 'renewed');
    await giveSubscription(db(), user.userId as string, 'vip', { currentPeriodEnd: hoursFromNow(-1) });
    const res = await patch(user.userId as string, { tier: 'vip', status: 'active' });
    const updated = AdminUserResponseSchema.parse(res.json()).user;
    expect(updated.status).toBe('active');
    expect(new Date(updated.currentPeriodEnd as string).getTime()).toBeGreaterThan(
      Date.now() + 6 * 24 * HOUR_MS,
    );
  });

  it('refuses an unknown user (404), a bad plan or status and stray fields (400), changing nothing', async () => {
    const user = await regularCaller(t.app, db(), 'refused');
    const expectCode = (res: Awaited<ReturnType<typeof patch>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(ApiErrorSchema.parse(res.json()).error.code).toBe(code);
    };
    expectCode(
      await patch('00000000-0000-4000-8000-000000000000', { tier: 'vip', status: 'active' }),
      404,
      'NOT_FOUND',
    );
    expectCode(await patch('not-a-uuid', { tier: 'vip', status: 'active' }), 400, 'VALIDATION_ERROR');
    const id = user.userId as string;
    expectCode(await patch(id, { tier: 'gold', status: 'active' }), 400, 'VALIDATION_ERROR');
    expectCode(await patch(id, { tier: 'vip', status: 'expired' }), 400, 'VALIDATION_ERROR');
    expectCode(await patch(id, { tier: 'vip' }), 400, 'VALIDATION_ERROR');
    expectCode(
      await patch(id, { tier: 'vip', status: 'active', currentPeriodEnd: null }),
      400,
      'VALIDATION_ERROR',
    );
    expectCode(
      await patch(id, { tier: 'vip', status: 'active' }, { origin: 'https://evil.example' }),
      403,
      'BAD_ORIGIN',
    );
    expect(await subscriptionRows(id)).toEqual([]);
  });
});

describe(`the transactions table on ${testDatabaseMode}`, () => {
  it('lists a claimed free pick with its user, amount in cents, status and pick', async () => {
    const user = await regularCaller(t.app, db(), 'transactions');
    const pick = await publishedPick(db());
    expect((await claim(t.app, user, pick.id)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transactions',
      headers: headersOf(admin),
    });
    expect(res.statusCode).toBe(200);
    const rows = AdminTransactionsResponseSchema.parse(res.json()).transactions;
    expect(rows.find((row) => row.userId === user.userId)).toMatchObject({
      type: 'free_pick',
      amount: 0,
      currency: 'usd',
      status: 'completed',
      pickId: pick.id,
      userEmail: expect.stringContaining('@example.com'),
    });
    expect((await listedUser(user.userId as string))?.hasUsedFreePick).toBe(true);
  });
});

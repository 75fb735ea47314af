import { MeResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { adminCaller, type Caller, headersOf, hoursFromNow, regularCaller } from '../helpers/subscribers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://localhost:3000' });
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function meOf(caller: Caller) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: headersOf(caller) });
  expect(res.statusCode, res.body).toBe(200);
  return MeResponseSchema.parse(res.json()).user;
}

describe(`the plan in the session check on ${testDatabaseMode}`, () => {
  it('shows an active plan with the end of its period, so the dashboard can show the renewal date', async () => {
    const end = hoursFromNow(72);
    const user = await regularCaller(t.app, db(), 'subscriber', { plan: 'exclusivo', currentPeriodEnd: end });
    expect((await meOf(user))?.activeSubscription).toEqual({
      plan: 'exclusivo',
      status: 'active',
      currentPeriodEnd: end.toISOString(),
    });
  });

  it('shows an open-ended plan with a null end', async () => {
    const user = await regularCaller(t.app, db(), 'open-ended', { plan: 'vip', currentPeriodEnd: null });
    expect((await meOf(user))?.activeSubscription).toEqual({
      plan: 'vip',
      status: 'active',
      currentPeriodEnd: null,
    });
  });

  it('shows no plan for an account without one, an expired one or an inactive one', async () => {
    const none = await regularCaller(t.app, db(), 'no plan');
    const expired = await regularCaller(t.app, db(), 'expired', {
      plan: 'platinum',
      currentPeriodEnd: hoursFromNow(-1),
    });
    const inactive = await regularCaller(t.app, db(), 'inactive', { plan: 'diamante', status: 'inactive' });
    for (const caller of [none, expired, inactive]) {
      expect((await meOf(caller))?.activeSubscription, caller.name).toBeNull();
    }
  });

  it('shows a plan granted by hand at once, with its seven-day end', async () => {
    const user = await regularCaller(t.app, db(), 'granted');
    const admin = await adminCaller(t.app, db());
    expect((await meOf(user))?.activeSubscription).toBeNull();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.userId}/subscription`,
      headers: headersOf(admin),
      payload: { tier: 'platinum', status: 'active' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = (await meOf(user))?.activeSubscription;
    expect(plan).toMatchObject({ plan: 'platinum', status: 'active' });
    const daysLeft = (Date.parse(plan?.currentPeriodEnd ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });
});

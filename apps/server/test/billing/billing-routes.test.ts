import {
  ApiErrorSchema,
  BillingConfigSchema,
  BillingRedirectSchema,
  MySubscriptionSchema,
} from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { anonymous, type Caller, headersOf, regularCaller } from '../helpers/subscribers';
import { APP_URL, checkout, customerOf, FAKE_PRICES, sendEvent, stripeEnv } from './billing-helpers';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ prices: FAKE_PRICES });
  t = await buildTestApp(stripeEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.database.db;

function call(app: TestApp, method: 'GET' | 'POST', url: string, caller: Caller, payload?: object) {
  return app.app.inject({ method, url, headers: headersOf(caller), ...(payload ? { payload } : {}) });
}

function refusal(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, ...ApiErrorSchema.parse(res.json()).error };
}

describe(`payments off (no STRIPE_SECRET_KEY) on ${testDatabaseMode}`, () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ APP_URL });
  });
  afterAll(async () => off?.close());

  it('says so, lists no plan, and refuses checkout and the portal with payments_disabled', async () => {
    const res = await call(off, 'GET', '/api/billing/config', anonymous);
    expect(res.statusCode).toBe(200);
    expect(BillingConfigSchema.parse(res.json())).toEqual({ enabled: false, plans: [] });
    const user = await regularCaller(off.app, off.database.db, 'no payments');
    for (const [url, payload] of [
      ['/api/billing/checkout', { plan: 'vip' }],
      ['/api/billing/portal', undefined],
    ] as const) {
      expect(refusal(await call(off, 'POST', url, user, payload))).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        reason: 'payments_disabled',
      });
    }
    const webhook = await sendEvent(off.app, { id: 'evt_off', type: 'invoice.paid', data: { object: {} } });
    expect(refusal(webhook)).toMatchObject({ status: 409, reason: 'payments_disabled' });
  });

  it('still shows the plan granted by hand as the dashboard sees it', async () => {
    const user = await regularCaller(off.app, off.database.db, 'granted', { plan: 'vip' });
    const res = await call(off, 'GET', '/api/billing/subscription', user);
    expect(MySubscriptionSchema.parse(res.json())).toMatchObject({
      plan: 'vip',
      active: true,
      managedBy: 'admin',
      stripeStatus: null,
      cancelAtPeriodEnd: false,
    });
  });
});

describe(`payments on, against a fake Stripe, on ${testDatabaseMode}`, () => {
  it('lists each configured plan with its weekly price read from Stripe once', async () => {
    const before = fake.callsTo('GET', '/v1/prices').length;
    const first = await call(t, 'GET', '/api/billing/config', anonymous);
    const second = await call(t, 'GET', '/api/billing/config', anonymous);
    expect(first.statusCode, first.body).toBe(200);
    expect(BillingConfigSchema.parse(first.json())).toEqual({
      enabled: true,
      plans: [
        { plan: 'vip', tiers: ['vip'], weeklyAmount: 1999, currency: 'usd' },
        { plan: 'platinum', tiers: ['vip', 'exclusivo', 'platinum'], weeklyAmount: 4900, currency: 'eur' },
      ],
    });
    expect(second.json()).toEqual(first.json());
    // One read per price for the life of the process, however many requests ask.
    expect(fake.callsTo('GET', '/v1/prices').length - before).toBe(2);
    expect(fake.calls.every((c) => c.authorization === 'Bearer sk_test_fake_key')).toBe(true);
  });

  it('refuses a price that is not a weekly recurring price, naming it, and reads again once fixed', async () => {
    const monthly = await startFakeStripe({
      prices: [
        { id: 'price_vip', unitAmount: 1999, interval: 'month' },
        FAKE_PRICES[1] as (typeof FAKE_PRICES)[1],
      ],
    });
    const logs: string[] = [];
    const app = await buildTestApp(stripeEnv(monthly, { LOG_LEVEL: 'error' }), {
      logStream: { write: (line) => logs.push(line) },
    });
    try {
      const res = await call(app, 'GET', '/api/billing/config', anonymous);
      expect(res.statusCode).toBe(503);
      expect(logs.join('')).toContain(
        'the price price_vip of plan \\"vip\\" is not a weekly recurring price',
      );
      await call(app, 'GET', '/api/billing/config', anonymous);
      // A failure is not cached: the second request read the prices again.
      expect(monthly.callsTo('GET', '/v1/prices/price_vip')).toHaveLength(2);
    } finally {
      await app.close();
      await monthly.close();
    }
  });

  it('creates the Stripe customer on the first checkout and reuses it on the next', async () => {
    const user = await regularCaller(t.app, db(), 'buyer');
    const customersBefore = fake.callsTo('POST', '/v1/customers').length;
    const first = await checkout(t.app, user, 'vip');
    const customer = await customerOf(db(), user.userId as string);
    expect(customer).toMatch(/^cus_/);
    const second = await checkout(t.app, user, 'platinum');
    expect(fake.callsTo('POST', '/v1/customers').length - customersBefore).toBe(1);
    expect(await customerOf(db(), user.userId as string)).toBe(customer);
    expect(first).not.toBe(second);

    const created = fake.callsTo('POST', '/v1/customers').at(-1);
    expect(created?.body).toMatchObject({
      email: expect.stringContaining('@example.com'),
      metadata: { userId: user.userId },
    });
    const sessions = fake
      .callsTo('POST', '/v1/checkout/sessions')
      .filter((call) => call.path === '/v1/checkout/sessions')
      .slice(-2);
    expect(sessions.map((s) => s.body)).toEqual([
      expect.objectContaining({
        mode: 'subscription',
        customer,
        client_reference_id: user.userId,
        line_items: [{ price: 'price_vip', quantity: '1' }],
        success_url: `${APP_URL}/dashboard?checkout=success`,
        cancel_url: `${APP_URL}/dashboard?checkout=cancel`,
        subscription_data: { metadata: { userId: user.userId, plan: 'vip' } },
      }),
      expect.objectContaining({ customer, line_items: [{ price: 'price_platinum', quantity: '1' }] }),
    ]);
  });

  it('answers the Checkout page URL', async () => {
    const user = await regularCaller(t.app, db(), 'url');
    const res = await call(t, 'POST', '/api/billing/checkout', user, { plan: 'vip' });
    expect(res.statusCode).toBe(200);
    expect(BillingRedirectSchema.parse(res.json()).url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
  });

  it('makes a new customer when the stored one was deleted in Stripe', async () => {
    const user = await regularCaller(t.app, db(), 'deleted customer');
    await checkout(t.app, user, 'vip');
    const old = (await customerOf(db(), user.userId as string)) as string;
    fake.customers.set(old, { id: old, object: 'customer', deleted: true });
    await checkout(t.app, user, 'vip');
    const renewed = await customerOf(db(), user.userId as string);
    expect(renewed).toMatch(/^cus_/);
    expect(renewed).not.toBe(old);
  });

  it('refuses a plan without a price, an unknown plan, and anonymous callers', async () => {
    const user = await regularCaller(t.app, db(), 'picky');
    expect(
      refusal(await call(t, 'POST', '/api/billing/checkout', user, { plan: 'exclusivo' })),
    ).toMatchObject({
      status: 409,
      reason: 'plan_not_on_sale',
    });
    expect((await call(t, 'POST', '/api/billing/checkout', user, { plan: 'gold' })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/billing/checkout', anonymous, { plan: 'vip' })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/billing/portal', anonymous)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/billing/subscription', anonymous)).statusCode).toBe(401);
    expect(await customerOf(db(), user.userId as string)).toBeNull();
  });

  it('opens the customer portal for a customer, back to the dashboard, and refuses one without', async () => {
    const user = await regularCaller(t.app, db(), 'portal');
    expect(refusal(await call(t, 'POST', '/api/billing/portal', user))).toMatchObject({
      status: 409,
      reason: 'no_customer',
    });
    await checkout(t.app, user, 'vip');
    const res = await call(t, 'POST', '/api/billing/portal', user);
    expect(res.statusCode, res.body).toBe(200);
    expect(BillingRedirectSchema.parse(res.json()).url).toMatch(new RegExp(`^${fake.url}/portal/`));
    expect(fake.callsTo('POST', '/v1/billing_portal/sessions').at(-1)?.body).toMatchObject({
      customer: await customerOf(db(), user.userId as string),
      return_url: `${APP_URL}/dashboard`,
    });
  });

  it('answers 503 when Stripe is down, and nothing is stored', async () => {
    const user = await regularCaller(t.app, db(), 'outage');
    await checkout(t.app, user, 'vip');
    const customer = (await customerOf(db(), user.userId as string)) as string;
    fake.failing.add(customer);
    try {
      const res = await call(t, 'POST', '/api/billing/checkout', user, { plan: 'vip' });
      expect(res.statusCode).toBe(503);
      expect(await customerOf(db(), user.userId as string)).toBe(customer);
    } finally {
      fake.failing.delete(customer);
    }
  });

  it('shows a user without a plan as such', async () => {
    const user = await regularCaller(t.app, db(), 'nothing');
    const res = await call(t, 'GET', '/api/billing/subscription', user);
    expect(MySubscriptionSchema.parse(res.json())).toEqual({
      plan: null,
      stripeStatus: null,
      active: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      managedBy: null,
      emailNotifications: true,
    });
  });

  it('shows the user’s publication-email switch as they set it', async () => {
    const user = await regularCaller(t.app, db(), 'switch');
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/notifications',
      headers: headersOf(user),
      payload: { emailNotifications: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const res = await call(t, 'GET', '/api/billing/subscription', user);
    expect(MySubscriptionSchema.parse(res.json()).emailNotifications).toBe(false);
  });
});

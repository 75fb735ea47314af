import { MySubscriptionSchema } from '@arcade/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { headersOf, regularCaller } from '../helpers/subscribers';
import { APP_URL, checkout, FAKE_PRICES, stripeEnv, transactionsOf, WEBHOOK_SECRET } from './billing-helpers';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ prices: FAKE_PRICES });
  t = await buildTestApp(stripeEnv(fake));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  fake.setWebhook({ url: `http://127.0.0.1:${port}/api/billing/webhook`, secret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe(`the fake's Checkout page, as the browser journey uses it, on ${testDatabaseMode}`, () => {
  it('pays, posts the signed events over HTTP to the webhook and returns to the dashboard', async () => {
    const user = await regularCaller(t.app, t.database.db, 'browser');
    const sessionId = await checkout(t.app, user, 'vip');
    const page = await fetch(`${fake.url}/checkout/${sessionId}`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`${APP_URL}/dashboard?checkout=success`);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: headersOf(user),
    });
    expect(MySubscriptionSchema.parse(res.json())).toMatchObject({
      plan: 'vip',
      active: true,
      managedBy: 'stripe',
    });
    expect(await transactionsOf(t.database.db, user.userId as string)).toMatchObject([
      { amount: 1999, currency: 'usd', status: 'completed', type: 'subscription' },
    ]);

    const cancel = await fetch(
      `${fake.url}/checkout/${await checkout(t.app, await regularCaller(t.app, t.database.db, 'cancels'), 'vip')}/cancel`,
      {
        redirect: 'manual',
      },
    );
    expect(cancel.headers.get('location')).toBe(`${APP_URL}/dashboard?checkout=cancel`);
  });
});

import { ApiErrorSchema } from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { FAKE_PRICES, checkout, sendEvent, stripeEnv } from '../billing/billing-helpers';
import { type FakeStripe, startFakeStripe } from '../billing/fake-stripe';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';

/** The app with payments on against a fake Stripe, for the file's tests: read `fake` and `t` inside them. */
export function useStripeApp() {
  const held = {} as { fake: FakeStripe; t: TestApp };
  beforeAll(async () => {
    held.fake = await startFakeStripe({ prices: FAKE_PRICES });
    held.t = await buildTestApp(stripeEnv(held.fake));
  });
  afterAll(async () => {
    await held.t?.close();
    await held.fake?.close();
  });
  return held;
}

/** An answer's status and reason, for refusals. */
export function refusalOf(res: { statusCode: number; body: string }) {
  return { status: res.statusCode, reason: ApiErrorSchema.parse(JSON.parse(res.body)).error.reason };
}

/** A signed-in person; `paid` pays a vip plan through Checkout and the webhook, as Stripe would. */
export async function person(
  t: TestApp,
  options: { fake?: FakeStripe; paid?: boolean; ageConfirmed?: boolean; role?: 'user' | 'admin' } = {},
) {
  const account = await createAccount(t.database.db, {
    emailVerified: true,
    ...(options.ageConfirmed === undefined ? {} : { ageConfirmed: options.ageConfirmed }),
    ...(options.role ? { role: options.role } : {}),
  });
  const cookie = await loginAs(t.app, account.email, account.plainPassword);
  let subscriptionId: string | null = null;
  if (options.paid && options.fake) {
    const sessionId = await checkout(t.app, { name: 'payer', userId: account.id, cookie }, 'vip');
    const paid = options.fake.completeCheckout(sessionId);
    for (const event of [
      options.fake.eventOf('checkout.session.completed', paid.session),
      options.fake.eventOf('customer.subscription.created', paid.subscription),
      options.fake.eventOf('invoice.paid', paid.invoice),
    ]) {
      const res = await sendEvent(t.app, event);
      expect(res.statusCode, res.body).toBe(200);
    }
    subscriptionId = paid.subscription.id as string;
  }
  return { ...account, cookie, subscriptionId };
}

/** One request as a signed-in person, in Spanish unless told. */
export function as(
  app: FastifyInstance,
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  language: 'es' | 'en' = 'es',
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': language },
  });
}

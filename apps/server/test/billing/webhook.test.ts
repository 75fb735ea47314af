import {
  AdminTransactionsResponseSchema,
  AdminUsersResponseSchema,
  MySubscriptionSchema,
} from '@arcade/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import {
  adminCaller,
  type Caller,
  headersOf,
  picksOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';
import {
  checkout,
  FAKE_PRICES,
  processedEvent,
  secondsFromNow,
  sendEvent,
  stripeEnv,
  stripeRowsOf,
  transactionsOf,
} from './billing-helpers';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

let fake: FakeStripe;
let t: TestApp;
let platinumPickId: string;
let diamantePickId: string;
beforeAll(async () => {
  fake = await startFakeStripe({ prices: FAKE_PRICES });
  t = await buildTestApp(stripeEnv(fake));
  platinumPickId = (await publishedPick(t.database.db, { tier: 'platinum' })).id;
  diamantePickId = (await publishedPick(t.database.db, { tier: 'diamante' })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const db = () => t.database.db;

async function deliver(event: object) {
  const res = await sendEvent(t.app, event);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: string }).result;
}

async function mySubscription(caller: Caller) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/billing/subscription',
    headers: headersOf(caller),
  });
  expect(res.statusCode, res.body).toBe(200);
  return MySubscriptionSchema.parse(res.json());
}

/** Whether the caller sees the platinum pick in full through the subscriber endpoint. */
async function seesPlatinum(caller: Caller): Promise<boolean> {
  const pick = (await picksOf(t.app, caller)).find((p) => p.id === platinumPickId);
  if (!pick) throw new Error('the platinum pick is not listed');
  return !pick.locked;
}

/** A user who went through Checkout for platinum: the fake's subscription, not yet announced. */
async function paidCheckout(name: string, overrides: Parameters<FakeStripe['completeCheckout']>[1] = {}) {
  const caller = await regularCaller(t.app, db(), name);
  const sessionId = await checkout(t.app, caller, 'platinum');
  const paid = fake.completeCheckout(sessionId, overrides);
  return { caller, userId: caller.userId as string, ...paid, subscriptionId: paid.subscription.id as string };
}

/** A user whose platinum subscription the webhook has recorded. */
async function subscriber(name: string, overrides: Parameters<FakeStripe['completeCheckout']>[1] = {}) {
  const paid = await paidCheckout(name, overrides);
  expect(await deliver(fake.eventOf('checkout.session.completed', paid.session))).toBe('processed');
  return paid;
}

describe(`the Stripe webhook on ${testDatabaseMode}`, () => {
  it('grants the plan on checkout.session.completed: the subscription and the tier’s picks', async () => {
    const { caller, userId, session, subscriptionId } = await paidCheckout('checkout');
    expect(await seesPlatinum(caller)).toBe(false);
    const event = fake.eventOf('checkout.session.completed', session);
    expect(await deliver(event)).toBe('processed');

    const item = (fake.subscription(subscriptionId)?.items as { data: Record<string, number>[] }).data[0];
    const [row] = await stripeRowsOf(db(), userId);
    expect(row).toEqual({
      plan: 'platinum',
      status: 'active',
      stripeStatus: 'active',
      stripeSubscriptionId: subscriptionId,
      stripePriceId: 'price_platinum',
      currentPeriodStart: new Date((item?.current_period_start ?? 0) * 1000),
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(await processedEvent(db(), event.id as string)).toMatchObject({
      type: 'checkout.session.completed',
    });
    expect(await seesPlatinum(caller)).toBe(true);
    const diamante = (await picksOf(t.app, caller)).find((p) => p.id === diamantePickId);
    expect(diamante?.locked).toBe(true);
    expect(await mySubscription(caller)).toMatchObject({
      plan: 'platinum',
      active: true,
      stripeStatus: 'active',
      managedBy: 'stripe',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000).toISOString(),
    });
    // A live subscription changes plan in the portal: a second checkout would bill twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: headersOf(caller),
      payload: { plan: 'vip' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { reason: 'already_subscribed' } });
  });

  it('re-reads the subscription from Stripe instead of trusting the payload', async () => {
    const { caller, userId, subscription, subscriptionId } = await paidCheckout('payload lies');
    // The payload says active; Stripe says the first payment never went through.
    fake.changeSubscription(subscriptionId, { status: 'incomplete_expired' });
    await deliver(fake.eventOf('customer.subscription.created', subscription));
    expect(await stripeRowsOf(db(), userId)).toMatchObject([
      { status: 'inactive', stripeStatus: 'incomplete_expired' },
    ]);
    expect(await seesPlatinum(caller)).toBe(false);
  });

  it('keeps a cancelled plan until the end of its period, then locks its picks', async () => {
    const { caller, userId, subscriptionId } = await subscriber('cancels');
    const end = secondsFromNow(3);
    const cancelled = fake.changeSubscription(subscriptionId, {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end,
    });
    await deliver(fake.eventOf('customer.subscription.updated', cancelled));
    expect(await stripeRowsOf(db(), userId)).toMatchObject([
      {
        status: 'active',
        stripeStatus: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(end * 1000),
      },
    ]);
    expect(await mySubscription(caller)).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(await seesPlatinum(caller)).toBe(true);

    // Past the period's end, before Stripe even says it ended: the stored period decides. Only the
    // clock moves (Date), no wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(end * 1000 + 50);
    expect(await seesPlatinum(caller)).toBe(false);
    expect(await mySubscription(caller)).toMatchObject({ plan: 'platinum', active: false });

    const ended = fake.changeSubscription(subscriptionId, { status: 'canceled' });
    await deliver(fake.eventOf('customer.subscription.deleted', ended));
    expect(await stripeRowsOf(db(), userId)).toMatchObject([
      { status: 'inactive', stripeStatus: 'canceled' },
    ]);
    expect(await seesPlatinum(caller)).toBe(false);
  });

  it('ends the plan at once when the subscription is deleted, and lets the user subscribe again', async () => {
    const { caller, userId, subscriptionId } = await subscriber('deleted');
    expect(await seesPlatinum(caller)).toBe(true);
    const deleted = fake.changeSubscription(subscriptionId, { status: 'canceled' });
    await deliver(fake.eventOf('customer.subscription.deleted', deleted));
    expect(await stripeRowsOf(db(), userId)).toMatchObject([
      { status: 'inactive', stripeStatus: 'canceled' },
    ]);
    expect(await seesPlatinum(caller)).toBe(false);
    expect(await mySubscription(caller)).toMatchObject({ active: false, stripeStatus: 'canceled' });
    await checkout(t.app, caller, 'vip');
  });

  it('changes nothing when an event is replayed', async () => {
    const { caller, userId, subscriptionId } = await subscriber('replay');
    const update = fake.eventOf('customer.subscription.updated', fake.subscription(subscriptionId) ?? {});
    expect(await deliver(update)).toBe('processed');
    const before = await stripeRowsOf(db(), userId);
    const reads = fake.callsTo('GET', `/v1/subscriptions/${subscriptionId}`).length;

    // Stripe's state moves on; the same event id arrives again: it is not applied a second time.
    fake.changeSubscription(subscriptionId, { status: 'canceled' });
    expect(await deliver(update)).toBe('duplicate');
    expect(await stripeRowsOf(db(), userId)).toEqual(before);
    expect(fake.callsTo('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(reads);
    expect(await seesPlatinum(caller)).toBe(true);
  });

  it('refuses a missing, forged, tampered or untimely signature with 400 and changes nothing', async () => {
    const { caller, userId, session } = await paidCheckout('forged');
    const event = fake.eventOf('checkout.session.completed', session);
    const attempts = [
      await sendEvent(t.app, event, { signature: null }),
      await sendEvent(t.app, event, { secret: 'whsec_someone_else' }),
      await sendEvent(t.app, event, { signature: 't=1,v1=deadbeef' }),
      // Signed bytes for one payload, another payload sent.
      await sendEvent(t.app, event, { payload: JSON.stringify({ ...event, type: 'invoice.paid' }) }),
      // The same JSON re-serialised with other spacing is other bytes: the raw body is what is signed.
      await sendEvent(t.app, event, { payload: JSON.stringify(event, null, 2) }),
      // Rightly signed, but made 2 hours ahead or 6 minutes ago: outside the 5-minute tolerance.
      await sendEvent(t.app, event, { timestamp: Math.floor(Date.now() / 1000) + 7_200 }),
      await sendEvent(t.app, event, { timestamp: Math.floor(Date.now() / 1000) - 360 }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', reason: 'bad_signature' } });
    }
    expect(await stripeRowsOf(db(), userId)).toEqual([]);
    expect(await processedEvent(db(), event.id as string)).toBeUndefined();
    expect(await seesPlatinum(caller)).toBe(false);
    // The genuine delivery still goes through afterwards.
    expect(await deliver(event)).toBe('processed');
    expect(await seesPlatinum(caller)).toBe(true);
  });

  it('ends in Stripe’s current state when updated arrives before created', async () => {
    const { userId, subscription, subscriptionId } = await paidCheckout('out of order');
    const created = fake.eventOf('customer.subscription.created', subscription);
    const cancelled = fake.changeSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    const updated = fake.eventOf('customer.subscription.updated', cancelled);
    expect(await deliver(updated)).toBe('processed');
    expect(await deliver(created)).toBe('processed');
    expect(await stripeRowsOf(db(), userId)).toMatchObject([{ status: 'active', cancelAtPeriodEnd: true }]);
  });

  it('ends in Stripe’s current state when an old event arrives after a newer state', async () => {
    const { caller, userId, subscription, subscriptionId } = await subscriber('late event');
    const deleted = fake.changeSubscription(subscriptionId, { status: 'canceled' });
    await deliver(fake.eventOf('customer.subscription.deleted', deleted));
    // The subscription's creation, delivered late, still shows it active in its payload.
    expect(await deliver(fake.eventOf('customer.subscription.created', subscription))).toBe('processed');
    expect(await stripeRowsOf(db(), userId)).toMatchObject([
      { status: 'inactive', stripeStatus: 'canceled' },
    ]);
    expect(await seesPlatinum(caller)).toBe(false);
  });

  it('follows a plan change made in the portal', async () => {
    const { userId, subscriptionId } = await subscriber('downgrade');
    const changed = fake.changeSubscription(subscriptionId, { priceId: 'price_vip' });
    await deliver(fake.eventOf('customer.subscription.updated', changed));
    expect(await stripeRowsOf(db(), userId)).toMatchObject([{ plan: 'vip', stripePriceId: 'price_vip' }]);
  });

  it('records a paid invoice as one transaction, however often it is delivered', async () => {
    const { userId, subscriptionId } = await subscriber('pays');
    const invoice = fake.createInvoice(subscriptionId, {
      amount: 4900,
      paid: true,
      paymentIntent: 'pi_renewal_1',
    });
    const paid = fake.eventOf('invoice.paid', invoice);
    expect(await deliver(paid)).toBe('processed');
    expect(await deliver(paid)).toBe('duplicate');
    // Another event for the same invoice (Stripe may send one again under a new id): still one payment.
    expect(await deliver(fake.eventOf('invoice.paid', invoice))).toBe('processed');
    const rows = await transactionsOf(db(), userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 4900,
      currency: 'eur',
      status: 'completed',
      type: 'subscription',
      stripePaymentIntentId: 'pi_renewal_1',
      stripeInvoiceId: invoice.id,
      pickId: null,
    });
    // The admin's transactions table lists it.
    const admin = await adminCaller(t.app, db());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transactions',
      headers: headersOf(admin),
    });
    const listed = AdminTransactionsResponseSchema.parse(res.json()).transactions.filter(
      (r) => r.userId === userId,
    );
    expect(listed).toMatchObject([
      { type: 'subscription', amount: 4900, currency: 'eur', status: 'completed' },
    ]);
  });

  it('shows Stripe’s status beside the plan in the Usuarios tab', async () => {
    const { userId, subscriptionId } = await subscriber('admin view');
    const admin = await adminCaller(t.app, db());
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: headersOf(admin) });
      return AdminUsersResponseSchema.parse(res.json()).users.find((u) => u.id === userId);
    };
    expect(await listed()).toMatchObject({ plan: 'platinum', status: 'active', stripeStatus: 'active' });
    const pastDue = fake.changeSubscription(subscriptionId, { status: 'past_due' });
    await deliver(fake.eventOf('customer.subscription.updated', pastDue));
    expect(await listed()).toMatchObject({ plan: 'platinum', status: 'inactive', stripeStatus: 'past_due' });
    const hand = await regularCaller(t.app, db(), 'hand', { plan: 'vip' });
    expect((await listed())?.stripeStatus).toBe('past_due');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: headersOf(admin) });
    const byHand = AdminUsersResponseSchema.parse(res.json()).users.find((u) => u.id === hand.userId);
    expect(byHand).toMatchObject({ plan: 'vip', stripeStatus: null });
  });

  it('answers 500 and records nothing while Stripe cannot be read, so Stripe delivers again', async () => {
    const { caller, userId, session, subscriptionId } = await paidCheckout('stripe down');
    const event = fake.eventOf('checkout.session.completed', session);
    fake.failing.add(subscriptionId);
    try {
      const res = await sendEvent(t.app, event);
      expect(res.statusCode).toBe(500);
    } finally {
      fake.failing.delete(subscriptionId);
    }
    expect(await processedEvent(db(), event.id as string)).toBeUndefined();
    expect(await stripeRowsOf(db(), userId)).toEqual([]);
    expect(await deliver(event)).toBe('processed');
    expect(await seesPlatinum(caller)).toBe(true);
  });

  it('answers 500, not Stripe’s own 4xx, when Stripe refuses a request inside the webhook, so Stripe delivers again', async () => {
    const { caller, userId, session, subscriptionId } = await paidCheckout('stripe says no');
    const event = fake.eventOf('checkout.session.completed', session);
    fake.refuseOnce('GET', `/v1/subscriptions/${subscriptionId}`, 404);
    const res = await sendEvent(t.app, event);
    expect(res.statusCode, res.body).toBe(500);
    expect(await processedEvent(db(), event.id as string)).toBeUndefined();
    expect(await stripeRowsOf(db(), userId)).toEqual([]);
    expect(await deliver(event)).toBe('processed');
    expect(await seesPlatinum(caller)).toBe(true);
  });

  it('refuses (500) a new subscription to a price STRIPE_PRICES does not list; a stored one keeps its plan', async () => {
    const { userId, session, subscriptionId } = await paidCheckout('unlisted price');
    fake.changeSubscription(subscriptionId, { priceId: 'price_unlisted' });
    const event = fake.eventOf('checkout.session.completed', session);
    expect((await sendEvent(t.app, event)).statusCode).toBe(500);
    expect(await processedEvent(db(), event.id as string)).toBeUndefined();
    expect(await stripeRowsOf(db(), userId)).toEqual([]);

    const stored = await subscriber('moved to an unlisted price');
    const moved = fake.changeSubscription(stored.subscriptionId, {
      priceId: 'price_unlisted',
      status: 'canceled',
    });
    await deliver(fake.eventOf('customer.subscription.deleted', moved));
    expect(await stripeRowsOf(db(), stored.userId)).toMatchObject([
      { plan: 'platinum', status: 'inactive', stripeStatus: 'canceled', stripePriceId: 'price_unlisted' },
    ]);
  });

  it('acknowledges events it does not act on without recording them', async () => {
    const event = fake.eventOf('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await deliver(event)).toBe('ignored');
    expect(await processedEvent(db(), event.id as string)).toBeUndefined();
  });
});

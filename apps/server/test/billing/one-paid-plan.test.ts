import {
  AdminTransactionsResponseSchema,
  ApiErrorSchema,
  MyTransactionsResponseSchema,
} from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions as transactionsTable } from '../../src/db/schema/index';
import { createAccount, loginAs, outboxMailsTo } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { startSmtpServer } from '../helpers/smtp-server';
import { adminCaller, type Caller, headersOf, regularCaller } from '../helpers/subscribers';
import {
  checkout,
  FAKE_PRICES,
  processedEvent,
  sendEvent,
  stripeEnv,
  stripeRowsOf,
  transactionsOf,
} from './billing-helpers';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

let fake: FakeStripe;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ prices: FAKE_PRICES });
  smtp = await startSmtpServer();
  t = await buildTestApp(stripeEnv(fake, { SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await fake?.close();
});

const db = () => t.database.db;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function deliver(event: object) {
  const res = await sendEvent(t.app, event);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: string }).result;
}

function startCheckout(caller: Caller, plan: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: headersOf(caller),
    payload: { plan },
  });
}

function refusalOf(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, reason: ApiErrorSchema.parse(res.json()).error.reason };
}

type Paid = ReturnType<FakeStripe['completeCheckout']>;

/** The three events Stripe sends when a Checkout is paid. */
const eventsOf = (paid: Paid) => [
  fake.eventOf('checkout.session.completed', paid.session),
  fake.eventOf('customer.subscription.created', paid.subscription),
  fake.eventOf('invoice.paid', paid.invoice),
];

const paymentIntentOf = (paid: Paid) =>
  (paid.invoice.payments as { data: { payment: { payment_intent: string } }[] }).data[0]?.payment
    .payment_intent;

/**
 * One person, two tabs: both open Checkout (vip in the first, platinum in the second) before either
 * pays. The second Checkout expires the first session, but the first payment was already under way at
 * Stripe: both sessions end paid, the first a minute earlier, and no webhook has arrived yet.
 */
async function twoTabsPaid(language: 'es' | 'en') {
  const account = await createAccount(db(), { language });
  const caller: Caller = {
    name: `two tabs ${language}`,
    userId: account.id,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
  const firstTab = await checkout(t.app, caller, 'vip');
  const secondTab = await checkout(t.app, caller, 'platinum');
  const first = fake.completeCheckout(firstTab, { currentPeriodStart: nowSeconds() - 60 });
  const second = fake.completeCheckout(secondTab);
  return { account, caller, first, second };
}

/** What the race must leave: the first plan kept, the second cancelled and refunded, each step once. */
async function expectOnePaidPlan({ account, first, second }: Awaited<ReturnType<typeof twoTabsPaid>>) {
  const firstId = first.subscription.id as string;
  const secondId = second.subscription.id as string;
  const rows = await stripeRowsOf(db(), account.id);
  expect(rows.filter((row) => row.status === 'active')).toEqual([
    expect.objectContaining({ stripeSubscriptionId: firstId, plan: 'vip', stripeStatus: 'active' }),
  ]);
  expect(rows.find((row) => row.stripeSubscriptionId === secondId)).toMatchObject({
    status: 'inactive',
    stripeStatus: 'canceled',
  });

  expect(fake.subscription(firstId)?.status).toBe('active');
  expect(fake.subscription(secondId)).toMatchObject({ status: 'canceled' });
  const refunds = [...fake.refunds.values()].filter((refund) =>
    [paymentIntentOf(first), paymentIntentOf(second)].includes(refund.payment_intent as string),
  );
  expect(refunds).toMatchObject([{ payment_intent: paymentIntentOf(second), amount: 4900, currency: 'eur' }]);

  const transactions = await transactionsOf(db(), account.id);
  const shape = transactions
    .map(({ type, amount, currency, status }) => ({ type, amount, currency, status }))
    .sort((a, b) => `${a.type}${a.amount}`.localeCompare(`${b.type}${b.amount}`));
  expect(shape).toEqual([
    { type: 'duplicate_cancellation', amount: 0, currency: 'eur', status: 'completed' },
    { type: 'refund', amount: -4900, currency: 'eur', status: 'completed' },
    { type: 'subscription', amount: 1999, currency: 'usd', status: 'completed' },
    { type: 'subscription', amount: 4900, currency: 'eur', status: 'completed' },
  ]);
}

/** The user was told once, in their language. */
async function expectOneMail(email: string, subject: string) {
  const mail = await smtp.waitForMail(email);
  expect(mail.subject).toBe(subject);
  expect(await outboxMailsTo(db(), email)).toHaveLength(1);
  expect(smtp.mailsTo(email)).toHaveLength(1);
  return mail;
}

describe(`one person, one paid plan: Checkout, on ${testDatabaseMode}`, () => {
  it('expires the person’s earlier open Checkout session when they open a new one', async () => {
    const caller = await regularCaller(t.app, db(), 'reopens checkout');
    const first = await checkout(t.app, caller, 'vip');
    const second = await checkout(t.app, caller, 'platinum');
    expect(fake.sessions.get(first)?.status).toBe('expired');
    expect(fake.sessions.get(second)?.status).toBe('open');
    // The first tab's Checkout page can no longer be paid.
    const page = await fetch(`${fake.url}/checkout/${first}`, { redirect: 'manual' });
    expect(page.status).toBe(409);
    expect(fake.callsTo('POST', `/v1/checkout/sessions/${second}/expire`)).toHaveLength(0);
  });

  it('answers 409 already_subscribed while a paid subscription lives at Stripe, before its webhook arrives', async () => {
    const caller = await regularCaller(t.app, db(), 'paid, webhook late');
    fake.completeCheckout(await checkout(t.app, caller, 'vip'));
    const created = () =>
      fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions');
    const sessionsBefore = created().length;
    expect(refusalOf(await startCheckout(caller, 'platinum'))).toEqual({
      status: 409,
      reason: 'already_subscribed',
    });
    expect(created()).toHaveLength(sessionsBefore);
  });

  it('answers 409 while an older paid subscription lives, even when the newest one stored has ended', async () => {
    const { account, caller, first, second } = await twoTabsPaid('en');
    // The stored rows as an earlier race left them: the newer subscription ended, the older one lives.
    fake.changeSubscription(second.subscription.id as string, { status: 'canceled' });
    expect(await deliver(fake.eventOf('checkout.session.completed', first.session))).toBe('processed');
    expect(await deliver(fake.eventOf('customer.subscription.deleted', second.subscription))).toBe(
      'processed',
    );
    expect((await stripeRowsOf(db(), account.id)).map((row) => row.status).sort()).toEqual([
      'active',
      'inactive',
    ]);
    expect(refusalOf(await startCheckout(caller, 'platinum'))).toEqual({
      status: 409,
      reason: 'already_subscribed',
    });
  });

  it('answers 409 when the earlier session was paid just as the new Checkout tried to expire it', async () => {
    const caller = await regularCaller(t.app, db(), 'paid while expiring');
    const first = await checkout(t.app, caller, 'vip');
    fake.onExpire((sessionId) => {
      if (sessionId === first) fake.completeCheckout(sessionId);
    });
    try {
      expect(refusalOf(await startCheckout(caller, 'platinum'))).toEqual({
        status: 409,
        reason: 'already_subscribed',
      });
    } finally {
      fake.onExpire(undefined);
    }
    expect(fake.sessions.get(first)?.status).toBe('complete');
  });

  it('opens one payable Checkout of three asked at once; the others answer 409 checkout_in_progress', async () => {
    const caller = await regularCaller(t.app, db(), 'three tabs at once');
    // The customer exists already, as for anyone who opened a Checkout before.
    const { customer } = fake.sessions.get(await checkout(t.app, caller, 'vip')) as { customer: string };
    const answers = await Promise.all(
      ['vip', 'platinum', 'diamante'].map((plan) => startCheckout(caller, plan)),
    );
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const res of answers.filter((each) => each.statusCode !== 200))
      expect(refusalOf(res)).toEqual({ status: 409, reason: 'checkout_in_progress' });
    const open = [...fake.sessions.values()].filter(
      (session) => session.customer === customer && session.status === 'open',
    );
    expect(open).toHaveLength(1);
  });

  it('lets someone with a plan granted by hand buy one (a grant is not a paid subscription)', async () => {
    const caller = await regularCaller(t.app, db(), 'granted', { plan: 'vip' });
    expect((await startCheckout(caller, 'platinum')).statusCode).toBe(200);
  });
});

describe(`one person, one paid plan: two tabs paid before either webhook, on ${testDatabaseMode}`, () => {
  it('keeps the first plan and cancels and refunds the second when the first tab’s events come first', async () => {
    const race = await twoTabsPaid('en');
    for (const event of [...eventsOf(race.first), ...eventsOf(race.second)]) await deliver(event);
    await expectOnePaidPlan(race);
    const mail = await expectOneMail(
      race.account.email,
      'We refunded a duplicate Arcade ValueBets subscription',
    );
    expect(mail.text).toContain('€49.00');
    expect(mail.text).toContain('Platinum');
    expect(mail.text).toContain('VIP');
  });

  it('ends the same way when the second tab’s events come first', async () => {
    const race = await twoTabsPaid('es');
    for (const event of [...eventsOf(race.second), ...eventsOf(race.first)]) await deliver(event);
    await expectOnePaidPlan(race);
    const mail = await expectOneMail(
      race.account.email,
      'Hemos reembolsado una suscripción duplicada de Arcade ValueBets',
    );
    expect(mail.text).toContain('49,00');
  });

  it('ends the same way when all the events arrive at once, and again when Stripe delivers them twice', async () => {
    const race = await twoTabsPaid('en');
    const events = [...eventsOf(race.first), ...eventsOf(race.second)];
    const answers = await Promise.all(events.map((event) => sendEvent(t.app, event)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    await expectOnePaidPlan(race);

    // The same events again (a replay), then the same objects under new event ids (Stripe resends).
    const replays = await Promise.all(events.map((event) => sendEvent(t.app, event)));
    expect(replays.map((res) => (res.json() as { result: string }).result)).toEqual(
      events.map(() => 'duplicate'),
    );
    for (const event of [...eventsOf(race.second), ...eventsOf(race.first)]) {
      await deliver({ ...event, id: `${event.id as string}_again` });
    }
    await expectOnePaidPlan(race);
    await expectOneMail(race.account.email, 'We refunded a duplicate Arcade ValueBets subscription');
    const secondId = race.second.subscription.id as string;
    expect(
      fake
        .callsTo('DELETE', `/v1/subscriptions/${secondId}`)
        .every((call) => call.idempotencyKey === `duplicate-cancel:${secondId}`),
    ).toBe(true);
  });
});

describe(`one person, one paid plan: what the person and the admin see, on ${testDatabaseMode}`, () => {
  it('lists the charges, the cancellation and the refund in the user’s own payments, and in Usuarios', async () => {
    const race = await twoTabsPaid('en');
    for (const event of [...eventsOf(race.first), ...eventsOf(race.second)]) await deliver(event);
    // The free pick's zero-amount record is no payment: it is not listed.
    await db()
      .insert(transactionsTable)
      .values({ userId: race.account.id, type: 'free_pick', amount: 0, status: 'completed' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/billing/transactions',
      headers: headersOf(race.caller),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { transactions } = MyTransactionsResponseSchema.parse(res.json());
    // The newest first: the refund, the cancellation it follows, then the two charges.
    expect(transactions.map(({ type, amount, status }) => ({ type, amount, status }))).toEqual([
      { type: 'refund', amount: -4900, status: 'completed' },
      { type: 'duplicate_cancellation', amount: 0, status: 'completed' },
      expect.objectContaining({ type: 'subscription' }),
      expect.objectContaining({ type: 'subscription' }),
    ]);

    // Nobody else's: another user's list is their own (empty), a visitor gets 401.
    const stranger = await regularCaller(t.app, db(), 'stranger');
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/billing/transactions',
      headers: headersOf(stranger),
    });
    expect(MyTransactionsResponseSchema.parse(theirs.json()).transactions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/transactions' })).statusCode).toBe(401);

    const admin = await adminCaller(t.app, db());
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transactions',
      headers: headersOf(admin),
    });
    const rows = AdminTransactionsResponseSchema.parse(listed.json()).transactions.filter(
      (row) => row.userId === race.account.id,
    );
    expect(rows.map((row) => row.type).sort()).toEqual([
      'duplicate_cancellation',
      'free_pick',
      'refund',
      'subscription',
      'subscription',
    ]);
  });

  it('finishes the cancellation and the refund once when Stripe refuses the refund the first time', async () => {
    const race = await twoTabsPaid('en');
    for (const event of eventsOf(race.first)) await deliver(event);
    const [completed, ...rest] = eventsOf(race.second) as [Record<string, unknown>, ...object[]];
    fake.refuseOnce('POST', '/v1/refunds');
    // A Stripe 4xx inside the webhook is a 500, so that Stripe delivers the event again.
    expect((await sendEvent(t.app, completed)).statusCode).toBe(500);
    expect(await processedEvent(db(), completed.id as string)).toBeUndefined();
    // Stripe cancelled the subscription before the refund failed; nothing was recorded here.
    expect(fake.subscription(race.second.subscription.id as string)?.status).toBe('canceled');
    expect(
      (await transactionsOf(db(), race.account.id)).filter((row) => row.type !== 'subscription'),
    ).toEqual([]);

    expect(await deliver(completed)).toBe('processed');
    for (const event of rest) await deliver(event);
    await expectOnePaidPlan(race);
    await expectOneMail(race.account.email, 'We refunded a duplicate Arcade ValueBets subscription');
  });

  it('records the refund Stripe already made when the idempotency key has expired (charge already refunded)', async () => {
    const race = await twoTabsPaid('en');
    // An earlier delivery refunded the payment, then rolled back; a day later its key is forgotten.
    fake.refunds.set('re_earlier', {
      id: 're_earlier',
      object: 'refund',
      amount: 4900,
      currency: 'eur',
      payment_intent: paymentIntentOf(race.second),
      status: 'succeeded',
      metadata: { invoice: race.second.invoice.id },
      created: nowSeconds() - 86_400,
    });
    for (const event of [...eventsOf(race.first), ...eventsOf(race.second)]) await deliver(event);
    await expectOnePaidPlan(race);
    expect(
      (await transactionsOf(db(), race.account.id)).find((row) => row.type === 'refund')?.stripeRefundId,
    ).toBe('re_earlier');
  });

  it('follows a refund that Stripe later reports as failed', async () => {
    const race = await twoTabsPaid('es');
    for (const event of [...eventsOf(race.first), ...eventsOf(race.second)]) await deliver(event);
    const refund = [...fake.refunds.values()].find(
      (candidate) => candidate.payment_intent === paymentIntentOf(race.second),
    );
    if (!refund) throw new Error('no refund at the fake');
    refund.status = 'failed';
    expect(await deliver(fake.eventOf('refund.failed', refund))).toBe('processed');
    const refunds = (await transactionsOf(db(), race.account.id)).filter((row) => row.type === 'refund');
    expect(refunds).toMatchObject([{ amount: -4900, status: 'failed', stripeRefundId: refund.id }]);
  });
});

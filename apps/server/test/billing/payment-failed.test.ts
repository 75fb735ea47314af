import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginAs, outboxMailsTo } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { startSmtpServer } from '../helpers/smtp-server';
import { checkout, FAKE_PRICES, sendEvent, stripeEnv, stripeRowsOf, transactionsOf } from './billing-helpers';
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

async function subscriberIn(language: 'es' | 'en', plan: 'vip' | 'platinum') {
  const account = await createAccount(db(), { language });
  const caller = {
    name: language,
    userId: account.id,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
  const paid = fake.completeCheckout(await checkout(t.app, caller, plan));
  const res = await sendEvent(t.app, fake.eventOf('checkout.session.completed', paid.session));
  expect(res.statusCode, res.body).toBe(200);
  return { account, subscriptionId: paid.subscription.id as string };
}

describe(`a failed renewal on ${testDatabaseMode}`, () => {
  it('is recorded as a failed transaction and the user is emailed once, in their language', async () => {
    const { account, subscriptionId } = await subscriberIn('en', 'vip');
    const pastDue = fake.changeSubscription(subscriptionId, { status: 'past_due' });
    const invoice = fake.createInvoice(subscriptionId, { amount: 1999, paid: false });
    const failed = fake.eventOf('invoice.payment_failed', invoice);
    expect((await sendEvent(t.app, failed)).statusCode).toBe(200);
    expect((await sendEvent(t.app, failed)).json()).toMatchObject({ result: 'duplicate' });

    const rows = await transactionsOf(db(), account.id);
    expect(rows).toMatchObject([
      {
        amount: 1999,
        currency: 'usd',
        status: 'failed',
        type: 'subscription',
        stripeInvoiceId: invoice.id,
        stripePaymentIntentId: null,
      },
    ]);
    // The subscription was re-read with the invoice: Stripe now says past_due, which grants nothing.
    expect(await stripeRowsOf(db(), account.id)).toMatchObject([
      { status: 'inactive', stripeStatus: pastDue.status },
    ]);

    const mail = await smtp.waitForMail(account.email);
    expect(mail.subject).toBe('We could not charge your Arcade ValueBets subscription');
    expect(mail.text).toContain('$19.99');
    expect(mail.text).toContain('VIP');
    expect(mail.text).toContain('http://localhost:3000/dashboard');

    // A retry that succeeds records the payment beside the failure.
    fake.changeSubscription(subscriptionId, { status: 'active' });
    const retried = { ...invoice, status: 'paid', amount_paid: 1999 };
    fake.invoices.set(invoice.id as string, retried);
    expect((await sendEvent(t.app, fake.eventOf('invoice.paid', retried))).statusCode).toBe(200);
    const after = await transactionsOf(db(), account.id);
    expect(after.map((row) => row.status).sort()).toEqual(['completed', 'failed']);
    expect(await stripeRowsOf(db(), account.id)).toMatchObject([
      { status: 'active', stripeStatus: 'active' },
    ]);

    // The replay queued no second mail.
    expect(await outboxMailsTo(db(), account.email)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to === account.email)).toHaveLength(1);
  });

  it('changes nothing and mails nobody when the failure arrives after the invoice was paid', async () => {
    const { account, subscriptionId } = await subscriberIn('en', 'vip');
    // Stripe retried the renewal and it went through; the first attempt's failure is delivered last.
    const invoice = fake.createInvoice(subscriptionId, { amount: 1999, paid: true });
    const unpaid = { ...invoice, status: 'open', amount_paid: 0, amount_remaining: 1999 };
    const rowsBefore = await stripeRowsOf(db(), account.id);

    // Stripe, asked again, says the invoice is paid (its invoice.paid is not here yet).
    const late = await sendEvent(t.app, fake.eventOf('invoice.payment_failed', unpaid));
    expect(late.json()).toMatchObject({ result: 'processed' });
    expect(await transactionsOf(db(), account.id)).toEqual([]);
    expect(await stripeRowsOf(db(), account.id)).toEqual(rowsBefore);

    // The payment is recorded here; Stripe's copy of the invoice is then made to look unpaid.
    expect((await sendEvent(t.app, fake.eventOf('invoice.paid', invoice))).statusCode).toBe(200);
    fake.invoices.set(invoice.id as string, { ...fake.invoices.get(invoice.id as string), ...unpaid });
    expect((await sendEvent(t.app, fake.eventOf('invoice.payment_failed', unpaid))).statusCode).toBe(200);
    expect((await transactionsOf(db(), account.id)).map((row) => row.status)).toEqual(['completed']);

    expect(await outboxMailsTo(db(), account.email)).toEqual([]);
    expect(smtp.mailsTo(account.email)).toEqual([]);
  });

  it('writes to a Spanish-speaking user in Spanish, with the amount in their format', async () => {
    const { account, subscriptionId } = await subscriberIn('es', 'platinum');
    const invoice = fake.createInvoice(subscriptionId, { amount: 4900, paid: false });
    expect((await sendEvent(t.app, fake.eventOf('invoice.payment_failed', invoice))).statusCode).toBe(200);
    const mail = await smtp.waitForMail(account.email);
    expect(mail.subject).toBe('No hemos podido cobrar tu suscripción de Arcade ValueBets');
    expect(mail.text).toContain('Hola, Test Person:');
    expect(mail.text).toContain('49,00');
    expect(mail.text).toContain('Platinum');
  });
});

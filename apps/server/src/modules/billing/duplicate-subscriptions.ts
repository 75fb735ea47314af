import type { Plan } from '@arcade/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../db/client';
import {
  duplicateCancellationRecorded,
  grantingStripeSubscriptionIds,
  insertPaymentTransaction,
  invoiceIsRefunded,
  storedStripeSubscription,
} from './billing.repository';
import type { Billing } from './billing.service';
import {
  grantingStatus,
  paymentIntentOfInvoice,
  refundTransactionStatus,
  type StripeSubscriptionState,
  subscriptionState,
} from './stripe-client';
import { writeStripeState } from './stripe-state';

/**
 * Our own words in `cancellation_details.comment` of a subscription cancelled because its person
 * already pays for another: if the transaction that cancelled it rolls back, the next delivery still
 * knows the cancellation was ours and finishes the refund and the records.
 */
export const DUPLICATE_CANCELLATION_COMMENT = 'duplicate_subscription';

/** A second paid subscription, cancelled and refunded: what the person is told. */
export interface DuplicateSettlement {
  userId: string;
  subscriptionId: string;
  cancelledPlan: Plan;
  /** The plan that stays (null if none is live any more). */
  keptPlan: Plan | null;
  /** What was given back; null when its first invoice charged nothing or could not be refunded. */
  refund: { amount: number; currency: string } | null;
}

/** Of two live subscriptions the older one stays (then the smaller id, so the choice never depends on order). */
const olderFirst = (a: StripeSubscriptionState, b: StripeSubscriptionState) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

const cancelledAsDuplicate = (state: StripeSubscriptionState) =>
  state.stripeStatus === 'canceled' && state.cancellationComment === DUPLICATE_CANCELLATION_COMMENT;

/** The subscription's first invoice (Stripe lists newest first). */
async function firstInvoiceOf(stripe: Stripe, subscriptionId: string): Promise<Stripe.Invoice | undefined> {
  const invoices = await stripe.invoices.list({ subscription: subscriptionId, limit: 100 });
  return (
    invoices.data.find((invoice) => invoice.billing_reason === 'subscription_create') ?? invoices.data.at(-1)
  );
}

/**
 * Refunds a payment once: the idempotency key makes a repeated call (a rolled-back delivery) answer the
 * same refund; past the key's life Stripe says the charge is already refunded, and that refund is used.
 */
async function refundOnce(
  stripe: Stripe,
  paymentIntent: string,
  metadata: { userId: string; subscription: string; invoice: string },
): Promise<Stripe.Refund> {
  try {
    return await stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'duplicate', metadata },
      { idempotencyKey: `duplicate-refund:${metadata.invoice}` },
    );
  } catch (error) {
    const alreadyRefunded =
      error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded';
    if (!alreadyRefunded) throw error;
    const earlier = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 10 });
    const given = earlier.data.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled');
    const refund = given.find((r) => r.metadata?.invoice === metadata.invoice) ?? given[0];
    if (!refund) throw error;
    return refund;
  }
}

/** Gives back the first payment of a cancelled duplicate and records it, once per invoice. */
async function refundFirstInvoice(
  tx: Database,
  billing: Billing,
  userId: string,
  subscriptionId: string,
  log: FastifyBaseLogger,
): Promise<DuplicateSettlement['refund']> {
  const invoice = await firstInvoiceOf(billing.stripe, subscriptionId);
  // A live subscription made by Checkout has a paid first invoice: until Stripe lists it, try again later.
  if (!invoice?.id)
    throw new Error(`Stripe lists no invoice yet for the duplicate subscription ${subscriptionId}`);
  if (invoice.amount_paid <= 0) return null;
  const given = { amount: invoice.amount_paid, currency: invoice.currency };
  if (await invoiceIsRefunded(tx, invoice.id)) return given;
  const paid = await billing.stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
  const paymentIntent = paymentIntentOfInvoice(paid);
  if (!paymentIntent) {
    log.error(
      { subscription: subscriptionId, invoice: invoice.id },
      'duplicate subscription cancelled, but its first invoice was paid without a payment intent: refund it from the Stripe dashboard',
    );
    return null;
  }
  const refund = await refundOnce(billing.stripe, paymentIntent, {
    userId,
    subscription: subscriptionId,
    invoice: invoice.id,
  });
  await insertPaymentTransaction(tx, {
    userId,
    type: 'refund',
    amount: -refund.amount,
    currency: refund.currency,
    status: refundTransactionStatus(refund),
    stripeInvoiceId: invoice.id,
    stripeSubscriptionId: subscriptionId,
    stripeRefundId: refund.id,
    createdAt: new Date(),
  });
  return { amount: refund.amount, currency: refund.currency };
}

/**
 * One person, one paid plan. When two of the user's Stripe subscriptions grant a plan at once (two
 * Checkout tabs both paid), the older one stays and every other one is cancelled at Stripe at once,
 * its first invoice refunded, and both steps recorded as transactions, each exactly once however the
 * webhooks are ordered, repeated or concurrent. Runs under the user's lock (`lockStripeUser`), so the
 * second of two concurrent events sees the first one's subscription. Stripe is asked for each
 * subscription's state now rather than trusting the rows, which an event in flight may have written
 * from an older read. The subscription just synced counts too when it no longer grants but its
 * cancellation as a duplicate is not recorded yet: a delivery that cancelled it at Stripe and then
 * failed (say, at the refund) rolled its records back. Answers what was newly settled, for the mail.
 */
export async function settleDuplicateSubscriptions(
  tx: Database,
  billing: Billing,
  synced: { userId: string; subscriptionId: string },
  log: FastifyBaseLogger,
): Promise<DuplicateSettlement[]> {
  const { userId } = synced;
  const candidates = new Set(await grantingStripeSubscriptionIds(tx, userId));
  if (!candidates.has(synced.subscriptionId)) {
    if (candidates.size === 0 || (await duplicateCancellationRecorded(tx, synced.subscriptionId))) return [];
    candidates.add(synced.subscriptionId);
  }
  if (candidates.size < 2) return [];
  const states: StripeSubscriptionState[] = [];
  for (const id of [...candidates].sort()) {
    states.push(subscriptionState(await billing.stripe.subscriptions.retrieve(id)));
  }
  const [keeper] = states.filter((state) => grantingStatus(state.stripeStatus) === 'active').sort(olderFirst);
  const keptPlan = keeper ? ((await storedStripeSubscription(tx, keeper.id))?.plan ?? null) : null;
  const settled: DuplicateSettlement[] = [];
  for (const read of states) {
    let state = read;
    if (state.id !== keeper?.id && grantingStatus(state.stripeStatus) === 'active') {
      const cancelled = await billing.stripe.subscriptions.cancel(
        state.id,
        { cancellation_details: { comment: DUPLICATE_CANCELLATION_COMMENT } },
        { idempotencyKey: `duplicate-cancel:${state.id}` },
      );
      state = subscriptionState(cancelled);
      log.warn({ userId, kept: keeper?.id, cancelled: state.id }, 'second paid subscription cancelled');
    }
    await writeStripeState(tx, state);
    if (!cancelledAsDuplicate(state)) continue;
    const isNew = await insertPaymentTransaction(tx, {
      userId,
      type: 'duplicate_cancellation',
      amount: 0,
      currency: state.currency,
      status: 'completed',
      stripeSubscriptionId: state.id,
      createdAt: new Date(),
    });
    const refund = await refundFirstInvoice(tx, billing, userId, state.id, log);
    const cancelledPlan = (await storedStripeSubscription(tx, state.id))?.plan;
    if (isNew && cancelledPlan) {
      settled.push({ userId, subscriptionId: state.id, cancelledPlan, keptPlan, refund });
    }
  }
  return settled;
}

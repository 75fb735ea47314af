import type { Plan } from '@arcade/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../mail';
import { accessChanged, storeStripeSubscription } from '../subscriptions';
import { storeStripeCustomer } from '../users';
import {
  insertPaymentTransaction,
  invoiceIsPaid,
  lockStripeSubscription,
  lockStripeUser,
  recordStripeEvent,
  updateRefundStatus,
  userExists,
  storedStripeSubscription,
  userIdByCustomer,
} from './billing.repository';
import { type PaymentFailure, duplicateRefundMailOf, paymentFailedMailOf } from './billing-mails';
import { type Billing, requireBilling } from './billing.service';
import { type DuplicateSettlement, settleDuplicateSubscriptions } from './duplicate-subscriptions';
import {
  grantingStatus,
  idOf,
  paidAtOfInvoice,
  paymentIntentOfInvoice,
  planOfPrice,
  refundTransactionStatus,
  subscriptionOfInvoice,
  subscriptionState,
} from './stripe-client';

/** The events the webhook acts on; any other is acknowledged and ignored. */
const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'refund.updated',
  'refund.failed',
] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

const isHandled = (type: string): type is HandledEvent =>
  (HANDLED_EVENTS as readonly string[]).includes(type);

/** What the caller adds to an event's transaction (e.g. queueing the failed-payment mail in it). */
interface WebhookHooks {
  paymentFailed?: (tx: Database, failure: PaymentFailure, eventId: string) => Promise<void>;
  duplicateSettled?: (tx: Database, settlement: DuplicateSettlement) => Promise<void>;
}

interface WebhookOutcome {
  /** `duplicate`: the event id was processed before, nothing changed; `ignored`: not an event we act on. */
  result: 'processed' | 'duplicate' | 'ignored';
  /** Users whose plan may have changed (their cached access must be read again). */
  changedUsers: string[];
  paymentFailure: PaymentFailure | null;
}

/** How far a signature's timestamp may be from now, either way (Stripe's own tolerance, 5 minutes). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signature's timestamp (`t=`) is within the tolerance of `now`. Stripe's library refuses only old
 * ones: a timestamp in the future would let a captured delivery be replayed for as long as it says.
 */
function isTimely(signature: string, now: number): boolean {
  const t = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(signature)?.[1];
  return t !== undefined && Math.abs(now / 1000 - Number(t)) <= SIGNATURE_TOLERANCE_SECONDS;
}

/**
 * Verifies the signature on the exact bytes Stripe sent, made within 5 minutes of now either way;
 * anything else is refused before any change.
 */
function verifyEvent(
  billing: Billing,
  rawBody: Buffer,
  signature: string | undefined,
  now = Date.now(),
): Stripe.Event {
  if (!signature)
    throw new AppError('VALIDATION_ERROR', 'Missing Stripe-Signature header', { reason: 'bad_signature' });
  if (!isTimely(signature, now))
    throw new AppError('VALIDATION_ERROR', 'Stripe signature timestamp outside the 5-minute tolerance', {
      reason: 'bad_signature',
    });
  try {
    return billing.stripe.webhooks.constructEvent(rawBody, signature, billing.config.webhookSecret);
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', 'Invalid Stripe signature', {
      reason: 'bad_signature',
      cause: error,
    });
  }
}

/**
 * Re-reads the subscription from Stripe (never the payload's state, which may be older than what
 * we already stored) and writes it, under a per-subscription lock so that two events processed at
 * once cannot store an older read after a newer one. Answers the user it belongs to, if any.
 */
async function syncSubscription(
  tx: Database,
  billing: Billing,
  subscriptionId: string,
  hint: { userId: string | null; customerId: string | null },
  log: FastifyBaseLogger,
): Promise<{ userId: string; plan: Plan } | null> {
  await lockStripeSubscription(tx, subscriptionId);
  const state = subscriptionState(await billing.stripe.subscriptions.retrieve(subscriptionId));
  const customerId = state.customerId ?? hint.customerId;
  const stored = await storedStripeSubscription(tx, state.id);
  const userId =
    stored?.userId ??
    (customerId ? await userIdByCustomer(tx, customerId) : undefined) ??
    (await firstExistingUser(tx, [hint.userId, state.metadataUserId]));
  if (!userId) {
    log.warn(
      { subscription: state.id, customer: customerId },
      'Stripe subscription of no known user: ignored',
    );
    return null;
  }
  await lockStripeUser(tx, userId);
  const known = planOfPrice(billing.config, state.priceId);
  const unknownPrice = `Stripe subscription ${state.id} has price ${state.priceId}, which STRIPE_PRICES does not list`;
  // A subscription already stored keeps its plan, so that its cancellation or end still applies.
  if (!known && stored)
    log.warn({ subscription: state.id, price: state.priceId }, `${unknownPrice}: plan kept`);
  const plan = known ?? stored?.plan;
  // A new one is refused (500), so that Stripe retries the event once STRIPE_PRICES lists the price.
  if (!plan) throw new Error(unknownPrice);
  if (customerId) await storeStripeCustomer(tx, userId, customerId, null);
  await storeStripeSubscription(tx, {
    userId,
    plan,
    status: grantingStatus(state.stripeStatus),
    stripeStatus: state.stripeStatus,
    stripeSubscriptionId: state.id,
    stripePriceId: state.priceId,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  });
  return { userId, plan };
}

async function firstExistingUser(tx: Database, candidates: (string | null)[]): Promise<string | undefined> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  for (const id of candidates) if (id && uuid.test(id) && (await userExists(tx, id))) return id;
  return undefined;
}

interface Effect {
  changedUsers: string[];
  paymentFailure: PaymentFailure | null;
  /** The subscription synced and its user (whose lock is held): checked for a second paid plan. */
  synced?: { userId: string; subscriptionId: string };
}

const none: Effect = { changedUsers: [], paymentFailure: null };

/** A failed attempt reported after the invoice was paid (Stripe retried it and it went through). */
async function isPaidAlready(tx: Database, invoice: Stripe.Invoice): Promise<boolean> {
  return invoice.status === 'paid' || (invoice.id !== undefined && (await invoiceIsPaid(tx, invoice.id)));
}

async function applyInvoice(
  tx: Database,
  billing: Billing,
  type: 'invoice.paid' | 'invoice.payment_failed',
  invoiceId: string,
  log: FastifyBaseLogger,
): Promise<Effect> {
  const invoice = await billing.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) {
    log.info({ invoice: invoice.id }, 'Stripe invoice without a subscription: ignored');
    return none;
  }
  // Delivered late, after the invoice was paid: the failure no longer holds, so nothing changes and
  // nobody is told their payment failed.
  if (type === 'invoice.payment_failed' && (await isPaidAlready(tx, invoice))) {
    log.info({ invoice: invoice.id }, 'payment failure of an invoice already paid: ignored');
    return none;
  }
  const customerId = idOf(invoice.customer);
  // The subscription's own state moves with its invoices (a renewal, a payment that fails): sync it too.
  const synced = await syncSubscription(tx, billing, subscriptionId, { userId: null, customerId }, log);
  if (!synced) return none;
  const { userId, plan } = synced;
  const syncedOne = { userId, subscriptionId };
  if (type === 'invoice.paid') {
    if (invoice.amount_paid > 0) {
      await insertPaymentTransaction(tx, {
        userId,
        amount: invoice.amount_paid,
        currency: invoice.currency,
        status: 'completed',
        type: 'subscription',
        stripePaymentIntentId: paymentIntentOfInvoice(invoice),
        stripeInvoiceId: invoice.id,
        stripeSubscriptionId: subscriptionId,
        // Dated when Stripe took the money, so a charge reads before the refund it may lead to.
        createdAt: paidAtOfInvoice(invoice) ?? new Date(),
      });
    }
    return { changedUsers: [userId], paymentFailure: null, synced: syncedOne };
  }
  // A failed attempt keeps no payment intent id: a retry that succeeds records it on its completed row.
  await insertPaymentTransaction(tx, {
    userId,
    amount: invoice.amount_due,
    currency: invoice.currency,
    status: 'failed',
    type: 'subscription',
    stripeInvoiceId: invoice.id,
    stripeSubscriptionId: subscriptionId,
  });
  return {
    changedUsers: [userId],
    synced: syncedOne,
    paymentFailure: {
      userId,
      plan,
      amount: invoice.amount_due,
      currency: invoice.currency,
      invoiceId: invoice.id,
    },
  };
}

async function applyEvent(
  tx: Database,
  billing: Billing,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<Effect> {
  const syncedBy = (subscriptionId: string, synced: { userId: string } | null): Effect =>
    synced
      ? {
          changedUsers: [synced.userId],
          paymentFailure: null,
          synced: { userId: synced.userId, subscriptionId },
        }
      : none;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return none;
      const synced = await syncSubscription(
        tx,
        billing,
        subscriptionId,
        { userId: session.client_reference_id, customerId: idOf(session.customer) },
        log,
      );
      return syncedBy(subscriptionId, synced);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const synced = await syncSubscription(
        tx,
        billing,
        subscription.id,
        { userId: null, customerId: idOf(subscription.customer) },
        log,
      );
      return syncedBy(subscription.id, synced);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoiceId = event.data.object.id;
      if (!invoiceId) return none;
      return applyInvoice(tx, billing, event.type, invoiceId, log);
    }
    case 'refund.updated':
    case 'refund.failed': {
      // A refund we recorded (a duplicate's) follows Stripe's state: pending, then given back or failed.
      const refund = await billing.stripe.refunds.retrieve(event.data.object.id);
      await updateRefundStatus(tx, refund.id, refundTransactionStatus(refund));
      return none;
    }
    default:
      return none;
  }
}

/**
 * Applies one verified event exactly once: its id is recorded in the same transaction as its
 * effect, so a replay finds it and changes nothing, and a failure (Stripe unreachable, a request
 * Stripe refuses, an unknown price) rolls both back and answers 500, so Stripe sends the event again
 * later. A Stripe 4xx is a 500 here too: answering Stripe a 4xx would tell it the event was bad.
 */
async function processEvent(
  db: Database,
  billing: Billing,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  hooks: WebhookHooks = {},
): Promise<WebhookOutcome> {
  if (!isHandled(event.type)) return { result: 'ignored', changedUsers: [], paymentFailure: null };
  try {
    return await db.transaction(async (tx) => {
      if (!(await recordStripeEvent(tx, event.id, event.type))) {
        return { result: 'duplicate' as const, changedUsers: [], paymentFailure: null };
      }
      const { synced, ...effect } = await applyEvent(tx, billing, event, log);
      if (effect.paymentFailure && hooks.paymentFailed)
        await hooks.paymentFailed(tx, effect.paymentFailure, event.id);
      if (synced) {
        const settled = await settleDuplicateSubscriptions(tx, billing, synced, log);
        for (const settlement of settled) await hooks.duplicateSettled?.(tx, settlement);
      }
      return { result: 'processed' as const, ...effect };
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('INTERNAL_ERROR', `Stripe refused a request while applying ${event.type}`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** What the webhook needs besides the event: the database, Stripe, the mail queue and the request's log. */
interface WebhookContext {
  db: Database;
  billing: Billing | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * POST /api/billing/webhook: verifies the signature on the bytes Stripe sent, applies the event once,
 * queues the mails it calls for in the event's own transaction, and refreshes the access of every user
 * whose plan it may have changed. Without Stripe configured it answers 409 `payments_disabled`.
 */
export async function handleStripeWebhook(
  ctx: WebhookContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; result: WebhookOutcome['result'] }> {
  const billing = requireBilling(ctx.billing);
  const event = verifyEvent(billing, rawBody, signature);
  let mailQueued = false;
  const outcome = await processEvent(ctx.db, billing, event, ctx.log, {
    // Queued in the event's own transaction: the mail goes out if and only if the event is recorded,
    // so a replay mails nobody again and a restart loses nothing.
    paymentFailed: async (tx, failure, eventId) => {
      const mail = await paymentFailedMailOf(tx, billing, failure);
      if (mail)
        mailQueued = (await ctx.mailer.enqueue(tx, mail, { dedupeKey: `stripe:${eventId}` })) !== null;
    },
    // Once per cancelled subscription, whichever event revealed it.
    duplicateSettled: async (tx, settlement) => {
      const mail = await duplicateRefundMailOf(tx, billing, settlement);
      const dedupeKey = `stripe-duplicate:${settlement.subscriptionId}`;
      if (mail && (await ctx.mailer.enqueue(tx, mail, { dedupeKey })) !== null) mailQueued = true;
    },
  });
  for (const userId of outcome.changedUsers) accessChanged(ctx.db, userId);
  if (mailQueued) ctx.mailer.kick();
  ctx.log.info({ event: event.id, type: event.type, result: outcome.result }, 'Stripe webhook');
  return { received: true, result: outcome.result };
}

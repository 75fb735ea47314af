import type { Plan } from '@arcade/contracts';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { SubscriptionStatus, TransactionStatus } from '../../db/schema/index';

/** The official SDK, pointed at STRIPE_API_BASE_URL (Stripe itself, or a local fake in tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    host: config.api.host,
    port: config.api.port,
    protocol: config.api.protocol,
    timeout: 15_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Arcade ValueBets' },
  });
}

/** The id of an expandable Stripe field: the string itself, or the expanded object's id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's statuses that grant the plan; every other one stores `inactive`. */
const GRANTING_STATUSES: readonly string[] = ['active', 'trialing'];

export function grantingStatus(stripeStatus: string): Extract<SubscriptionStatus, 'active' | 'inactive'> {
  return GRANTING_STATUSES.includes(stripeStatus) ? 'active' : 'inactive';
}

/**
 * A Stripe subscription that is still alive (a new Checkout would bill the customer twice): the
 * portal, not another checkout, changes its plan.
 */
export function isLiveStripeStatus(stripeStatus: string | null): boolean {
  return stripeStatus !== null && !['canceled', 'incomplete_expired'].includes(stripeStatus);
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The fields of a subscription that the database keeps, as Stripe states them now. */
export interface StripeSubscriptionState {
  id: string;
  customerId: string | null;
  stripeStatus: string;
  priceId: string;
  /** The price's currency, lower case. */
  currency: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadataUserId: string | null;
  /** When Stripe created it: of two live subscriptions of one person, the older one is kept. */
  createdAt: Date;
  /** Why it was cancelled, in our own words (see DUPLICATE_CANCELLATION_COMMENT); null otherwise. */
  cancellationComment: string | null;
}

/**
 * Reads what we keep from a subscription. Recent API versions moved `current_period_start/end` onto
 * the items: read them there and fall back to the top level (older API versions).
 */
export function subscriptionState(subscription: Stripe.Subscription): StripeSubscriptionState {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item.current_period_start ?? legacy.current_period_start;
  const end = item.current_period_end ?? legacy.current_period_end;
  // A cancellation from the portal ends the plan at the period's end: `cancel_at_period_end`, or a
  // `cancel_at` set no later than that end (recent API versions may use either).
  const cancelAt = subscription.cancel_at;
  const endsThisPeriod = cancelAt !== null && (end === undefined || cancelAt <= end);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    stripeStatus: subscription.status,
    priceId: item.price.id,
    currency: item.price.currency,
    currentPeriodStart: fromUnix(start),
    currentPeriodEnd: fromUnix(end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || endsThisPeriod,
    metadataUserId: subscription.metadata?.userId ?? null,
    createdAt: new Date(subscription.created * 1000),
    cancellationComment: subscription.cancellation_details?.comment ?? null,
  };
}

/** The plan a configured price sells; undefined for a price STRIPE_PRICES does not list. */
export function planOfPrice(config: StripeConfig, priceId: string): Plan | undefined {
  return config.prices.find((entry) => entry.priceId === priceId)?.plan;
}

/** The subscription an invoice bills: `parent.subscription_details` now, `subscription` in older API versions. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/**
 * The payment intent that paid an invoice: from its `payments` (expanded) in recent API versions,
 * `payment_intent` in older ones; null for an invoice settled without one (e.g. from a credit balance).
 */
export function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { payment_intent?: string | { id: string } | null }).payment_intent;
  if (legacy) return idOf(legacy);
  const payments = invoice.payments?.data ?? [];
  const paid = payments.find((payment) => payment.status === 'paid') ?? payments[0];
  return idOf(paid?.payment.payment_intent);
}

/** When an invoice was paid, as Stripe states it; null when it does not say. */
export function paidAtOfInvoice(invoice: Stripe.Invoice): Date | null {
  return fromUnix(invoice.status_transitions?.paid_at);
}

/** A refund's state as a transaction's status: done, still under way, or not given back. */
export function refundTransactionStatus(refund: Stripe.Refund): TransactionStatus {
  if (refund.status === 'succeeded') return 'completed';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

import {
  type BillingConfig,
  type BillingPlan,
  type BillingRedirect,
  type BillingRefusal,
  type MySubscription,
  type MyTransaction,
  type Plan,
  tiersOfPlan,
} from '@arcade/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { currentOf, isGranting, subscriptionsOf } from '../subscriptions';
import { refuseOnBreak, storeStripeCustomer } from '../users';
import {
  type BillingUser,
  findBillingUser,
  hasLiveStripeSubscription,
  transactionsOfUser,
} from './billing.repository';
import { isLiveStripeStatus } from './stripe-client';

export interface Billing {
  config: StripeConfig;
  stripe: Stripe;
  /** The public URL that Checkout and the portal send the browser back to. */
  appUrl: string;
  /** Plans on sale with their prices, read from Stripe once (GET /api/billing/config). */
  plans(): Promise<BillingPlan[]>;
}

/** Stripe unreachable or failing: 503, so the client can say "try again later" (the cause is logged). */
export async function viaStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Stripe could not be reached', { cause: error });
    }
    throw error;
  }
}

function refuse(reason: BillingRefusal, message: string): AppError {
  return new AppError('CONFLICT', message, { reason });
}

/** Payments are on only with STRIPE_SECRET_KEY; otherwise plans are granted by hand. */
export function requireBilling(billing: Billing | undefined): Billing {
  if (!billing)
    throw refuse('payments_disabled', 'Payments are not configured: plans are granted by an admin');
  return billing;
}

/** A Stripe price as sold here: a weekly recurring price with a fixed amount. */
function toBillingPlan(plan: Plan, price: Stripe.Price): BillingPlan {
  const recurring = price.recurring;
  const problem = !price.active
    ? 'is archived'
    : recurring?.interval !== 'week' || recurring.interval_count !== 1
      ? `is not a weekly recurring price (${recurring ? `every ${recurring.interval_count} ${recurring.interval}` : 'one-off'})`
      : price.unit_amount === null
        ? 'has no fixed unit_amount'
        : null;
  if (problem !== null || price.unit_amount === null) {
    throw new Error(`STRIPE_PRICES: the price ${price.id} of plan "${plan}" ${problem ?? 'is unusable'}`);
  }
  return { plan, tiers: [...tiersOfPlan(plan)], weeklyAmount: price.unit_amount, currency: price.currency };
}

/**
 * The Stripe side of the app. The plans are read once: a success is kept for the life of the process
 * (a price changes in Stripe by creating a new one, which means a new STRIPE_PRICES and a restart); a
 * failure is not kept, so the next request tries again.
 */
export function createBilling(
  config: StripeConfig,
  stripe: Stripe,
  appUrl: string,
  log: FastifyBaseLogger,
): Billing {
  let cached: Promise<BillingPlan[]> | undefined;
  const readPlans = async () =>
    Promise.all(
      config.prices.map(async ({ plan, priceId }) =>
        toBillingPlan(plan, await stripe.prices.retrieve(priceId)),
      ),
    );
  return {
    config,
    stripe,
    appUrl: appUrl.replace(/\/+$/, ''),
    plans: () => {
      if (!cached) {
        cached = readPlans();
        cached.catch((error: unknown) => {
          cached = undefined;
          log.error({ err: error }, 'could not read the plans on sale from Stripe');
        });
      }
      return cached;
    },
  };
}

export async function billingConfig(billing: Billing | undefined): Promise<BillingConfig> {
  if (!billing) return { enabled: false, plans: [] };
  try {
    return { enabled: true, plans: await billing.plans() };
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The plans on sale could not be read from Stripe', {
      cause: error,
    });
  }
}

async function customerIsUsable(stripe: Stripe, customerId: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return !customer.deleted;
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return false;
    throw error;
  }
}

/**
 * The user's Stripe customer: the stored one while Stripe still has it, else a new one. A concurrent
 * request for the same user sends the same idempotency key, so Stripe answers both with one customer.
 */
async function ensureCustomer(
  db: Database,
  billing: Billing,
  user: BillingUser,
): Promise<{ id: string; isNew: boolean }> {
  const stored = user.stripeCustomerId;
  if (stored !== null && (await customerIsUsable(billing.stripe, stored)))
    return { id: stored, isNew: false };
  const customer = await billing.stripe.customers.create(
    {
      email: user.email,
      name: user.name,
      preferred_locales: [user.language],
      metadata: { userId: user.id },
    },
    { idempotencyKey: `customer:${user.id}:${stored ?? 'first'}` },
  );
  const kept = await storeStripeCustomer(db, user.id, customer.id, stored);
  if (kept === null) throw new Error(`could not store the Stripe customer of user ${user.id}`);
  return { id: kept, isNew: true };
}

const alreadySubscribed = () =>
  refuse('already_subscribed', 'You already have a subscription: change it from "Manage subscription"');

/**
 * A subscription that Stripe already has but whose webhook has not arrived yet (paid a moment ago in
 * another tab) counts as much as a stored one.
 */
async function hasLiveSubscriptionAtStripe(stripe: Stripe, customer: string): Promise<boolean> {
  const listed = await stripe.subscriptions.list({ customer, limit: 20 });
  return listed.data.some((subscription) => isLiveStripeStatus(subscription.status));
}

/**
 * Expires the customer's open Checkout sessions, so that of two tabs only the newest one can be paid.
 * A session paid in the meantime cannot expire: then the person already has a plan.
 */
async function expireOpenSessions(stripe: Stripe, customer: string): Promise<void> {
  const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 });
  for (const session of open.data) {
    try {
      await stripe.checkout.sessions.expire(session.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const now = await stripe.checkout.sessions.retrieve(session.id);
      if (now.status === 'complete') throw alreadySubscribed();
      if (now.status !== 'expired') throw error;
    }
  }
}

async function billingUser(db: Database, userId: string): Promise<BillingUser> {
  const user = await findBillingUser(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'You must log in to do this', { reason: 'login_required' });
  return user;
}

/**
 * POST /api/billing/checkout: a Checkout Session in subscription mode for the plan's weekly price,
 * for the user's Stripe customer (created the first time). One person, one paid plan: a user with any
 * Stripe subscription still alive (stored, or at Stripe before its webhook) changes plan in the portal
 * instead, and the new session expires the earlier open ones. A plan granted by hand is not paid and
 * does not stand in the way. Run under the person's lock (`startCheckoutAlone`); should two subscriptions
 * be paid anyway (two deployments, a session opened outside the app), the webhook cancels and refunds
 * the second.
 */
/**
 * The advisory-lock key of one person's Checkout: per schema on PostgreSQL (one deployment's instances
 * share it), per person anywhere.
 */
async function checkoutLockKey(database: DatabaseHandle, userId: string): Promise<number> {
  const name = `checkout:${userId}`;
  if (database.mode !== 'postgres') {
    let hash = 0;
    for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
    return hash;
  }
  const { rows } = await database.query<{ key: number }>(
    `select hashtext(current_schema() || ':' || $1::text) as key`,
    [name],
  );
  return rows[0]?.key ?? 0;
}

/**
 * One payable Checkout per person at any moment: a person's Checkout is opened under a lock of theirs
 * (on every instance), so that of several opened at once one goes through — and expires any earlier
 * open one — while the others answer 409 `checkout_in_progress` (three tabs at once were three payable
 * sessions, and a card charged three times).
 */
export async function startCheckoutAlone(
  database: DatabaseHandle,
  billing: Billing | undefined,
  userId: string,
  plan: Plan,
): Promise<BillingRedirect> {
  requireBilling(billing);
  const outcome = await database.withAdvisoryLock(await checkoutLockKey(database, userId), () =>
    startCheckout(database.db, billing, userId, plan),
  );
  if (!outcome.ran)
    throw refuse('checkout_in_progress', 'Another Checkout of yours is being opened right now');
  return outcome.value;
}

async function startCheckout(
  db: Database,
  billing: Billing | undefined,
  userId: string,
  plan: Plan,
): Promise<BillingRedirect> {
  const on = requireBilling(billing);
  const price = on.config.prices.find((entry) => entry.plan === plan);
  if (!price) throw refuse('plan_not_on_sale', `The plan ${plan} is not on sale`);
  const user = await billingUser(db, userId);
  refuseOnBreak(user, new Date(), 'CONFLICT');
  if (await hasLiveStripeSubscription(db, user.id)) throw alreadySubscribed();
  const { id: customer, isNew } = await ensureCustomer(db, on, user);
  if (!isNew) {
    if (await hasLiveSubscriptionAtStripe(on.stripe, customer)) throw alreadySubscribed();
    await expireOpenSessions(on.stripe, customer);
  }
  const metadata = { userId: user.id, plan };
  const session = await on.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: price.priceId, quantity: 1 }],
    success_url: `${on.appUrl}/dashboard?checkout=success`,
    cancel_url: `${on.appUrl}/dashboard?checkout=cancel`,
    locale: user.language,
    metadata,
    subscription_data: { metadata },
  });
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return { url: session.url };
}

/** POST /api/billing/portal: Stripe's customer portal (card, plan, cancellation), back to the dashboard. */
export async function openPortal(
  db: Database,
  billing: Billing | undefined,
  userId: string,
): Promise<BillingRedirect> {
  const on = requireBilling(billing);
  const user = await billingUser(db, userId);
  if (user.stripeCustomerId === null) {
    throw refuse('no_customer', 'There is no subscription to manage yet: subscribe to a plan first');
  }
  const session = await on.stripe.billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: `${on.appUrl}/dashboard`,
    locale: user.language,
  });
  return { url: session.url };
}

/** GET /api/billing/subscription: the signed-in user's plan as the dashboard shows it. */
export async function mySubscription(db: Database, userId: string, now: Date): Promise<MySubscription> {
  const [subscriptions, user] = await Promise.all([subscriptionsOf(db, userId), billingUser(db, userId)]);
  const current = currentOf(subscriptions, now);
  const { emailNotifications } = user;
  if (!current) {
    return {
      plan: null,
      stripeStatus: null,
      active: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      managedBy: null,
      emailNotifications,
    };
  }
  const byStripe = current.stripeSubscriptionId !== null;
  return {
    plan: current.plan,
    stripeStatus: byStripe ? current.stripeStatus : null,
    active: isGranting(current, now),
    currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    managedBy: byStripe ? 'stripe' : 'admin',
    emailNotifications,
  };
}

/** The transactions the billing page lists: the newest ones. */
const MY_TRANSACTIONS_SHOWN = 50;

/**
 * GET /api/billing/transactions: the signed-in user's own charges, failed attempts, cancellations and
 * refunds, newest first (the free pick is no payment and is not listed).
 */
export async function myTransactions(db: Database, userId: string): Promise<MyTransaction[]> {
  const rows = await transactionsOfUser(db, userId, MY_TRANSACTIONS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

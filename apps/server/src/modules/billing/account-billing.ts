import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { liveStripeSubscriptionIds } from './billing.repository';
import { type Billing, createBilling, viaStripe } from './billing.service';
import { createStripeClient, subscriptionState } from './stripe-client';
import { writeStripeState } from './stripe-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe, when STRIPE_SECRET_KEY is set; undefined with payments off (plans granted by hand). */
    billing: Billing | undefined;
  }
}

/** The app's Stripe side, made once: checkout and the portal use it, and so do breaks and deletions. */
export function createAppBilling(config: AppConfig, log: FastifyBaseLogger): Billing | undefined {
  const stripe = config.stripe;
  return stripe ? createBilling(stripe, createStripeClient(stripe), config.appUrl, log) : undefined;
}

/** Why a subscription was cancelled by us, as Stripe keeps it (cancellation_details.comment). */
export const ACCOUNT_DELETED_COMMENT = 'account_deleted';

/**
 * The person's live Stripe subscriptions, each changed at Stripe and then stored as Stripe answers.
 * With payments off, a live one cannot be reached: 503, and nothing changes here.
 */
async function forEachLive(
  db: Database,
  billing: Billing | undefined,
  userId: string,
  change: (on: Billing, id: string) => Promise<Parameters<typeof subscriptionState>[0]>,
): Promise<number> {
  const ids = await liveStripeSubscriptionIds(db, userId);
  if (ids.length === 0) return 0;
  if (!billing)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Stripe is not configured, and this person has a paid plan there',
    );
  for (const id of ids) {
    await writeStripeState(db, subscriptionState(await viaStripe(() => change(billing, id))));
  }
  return ids.length;
}

/** A deleted account: every live Stripe subscription is cancelled now (the week begun is not refunded). */
export function cancelPaidPlansNow(
  db: Database,
  billing: Billing | undefined,
  userId: string,
): Promise<number> {
  return forEachLive(db, billing, userId, (on, id) =>
    on.stripe.subscriptions.cancel(
      id,
      { cancellation_details: { comment: ACCOUNT_DELETED_COMMENT } },
      { idempotencyKey: `account-deleted:${id}` },
    ),
  );
}

/** A break: every live Stripe subscription stops renewing (it runs to the end of the week paid). */
export function stopPaidRenewals(
  db: Database,
  billing: Billing | undefined,
  userId: string,
): Promise<number> {
  return forEachLive(db, billing, userId, (on, id) =>
    on.stripe.subscriptions.update(id, { cancel_at_period_end: true }),
  );
}

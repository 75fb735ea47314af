import { BillingRedirectSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../src/db/client';
import { stripeEvents, subscriptions, transactions, users } from '../../src/db/schema/index';
import { type Caller, headersOf } from '../helpers/subscribers';
import type { FakeStripe } from './fake-stripe';

export const WEBHOOK_SECRET = 'whsec_test_arcade_valuebets';
export const APP_URL = 'http://localhost:3000';

/** The app's environment with payments on, against the fake Stripe. */
export function stripeEnv(fake: FakeStripe, extra: Record<string, string> = {}): Record<string, string> {
  return {
    APP_URL,
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICES: 'vip:price_vip,platinum:price_platinum',
    STRIPE_API_BASE_URL: fake.url,
    ...extra,
  };
}

/** The two prices STRIPE_PRICES sells, and one it does not list. */
export const FAKE_PRICES = [
  { id: 'price_vip', unitAmount: 1999 },
  { id: 'price_platinum', unitAmount: 4900, currency: 'eur' },
  { id: 'price_unlisted', unitAmount: 999 },
];

/** Posts an event to the webhook as Stripe does: the JSON bytes, signed with the endpoint secret. */
export function sendEvent(
  app: FastifyInstance,
  event: object,
  options: { secret?: string; signature?: string | null; payload?: string; timestamp?: number } = {},
) {
  const payload = options.payload ?? JSON.stringify(event);
  const signed = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload: signed,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** POST /api/billing/checkout as this caller; answers the fake's session id. */
export async function checkout(app: FastifyInstance, caller: Caller, plan: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: headersOf(caller),
    payload: { plan },
  });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode} ${res.body}`);
  const { url } = BillingRedirectSchema.parse(res.json());
  return url.split('/').at(-1) as string;
}

export async function stripeRowsOf(db: Database, userId: string) {
  return db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      stripeStatus: subscriptions.stripeStatus,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      stripePriceId: subscriptions.stripePriceId,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
}

export async function transactionsOf(db: Database, userId: string) {
  return db.select().from(transactions).where(eq(transactions.userId, userId));
}

export async function processedEvent(db: Database, id: string) {
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row;
}

export async function customerOf(db: Database, userId: string) {
  const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

export const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

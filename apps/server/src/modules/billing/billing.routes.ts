import {
  BillingConfigSchema,
  BillingRedirectSchema,
  CheckoutBodySchema,
  MySubscriptionSchema,
  MyTransactionsResponseSchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  billingConfig,
  mySubscription,
  myTransactions,
  openPortal,
  startCheckoutAlone,
  viaStripe,
} from './billing.service';
import { handleStripeWebhook } from './webhook.service';
import { currentUser } from '../sessions';

/** Each call creates a Stripe object (a session, maybe a customer): enough for people, not for a script. */
const billingLimit: RateLimitRule = { name: 'billing:user', max: 20, windowMs: 15 * 60_000 };

/** Stripe's events are small; this leaves room without accepting anything large. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const signedInUserId = (request: FastifyRequest): string => currentUser(request).id;

/**
 * Weekly plans paid with Stripe: the plans on sale, Checkout, the customer
 * portal, the user's subscription and the signed webhook that keeps `subscriptions` in Stripe's state.
 * Without STRIPE_SECRET_KEY payments are off: the config says so and checkout/portal answer 409.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.billing;

  app.get('/api/billing/config', { schema: { response: { 200: BillingConfigSchema } } }, async () =>
    billingConfig(billing),
  );

  app.post(
    '/api/billing/checkout',
    { schema: { body: CheckoutBodySchema, response: { 200: BillingRedirectSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await app.rateLimiter.consume(billingLimit, userId);
      return viaStripe(() => startCheckoutAlone(app.database, billing, userId, request.body.plan));
    },
  );

  app.post(
    '/api/billing/portal',
    { schema: { response: { 200: BillingRedirectSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await app.rateLimiter.consume(billingLimit, userId);
      return viaStripe(() => openPortal(app.db, billing, userId));
    },
  );

  app.get(
    '/api/billing/subscription',
    { schema: { response: { 200: MySubscriptionSchema } } },
    async (request) => mySubscription(app.db, signedInUserId(request), new Date()),
  );

  app.get(
    '/api/billing/transactions',
    { schema: { response: { 200: MyTransactionsResponseSchema } } },
    async (request) => ({ transactions: await myTransactions(app.db, signedInUserId(request)) }),
  );

  // Its own scope: the signature is checked on the exact bytes Stripe sent, so this one route reads
  // its body unparsed, whatever the content type.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    webhook.post('/api/billing/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const answer = await handleStripeWebhook(
        { db: app.db, billing, mailer: app.mailer, log: request.log },
        raw,
        typeof header === 'string' ? header : undefined,
      );
      return reply.send(answer);
    });
  });
};

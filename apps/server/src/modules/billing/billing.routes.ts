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
import { accessChanged } from '../subscriptions';
import { duplicateRefundMailOf, paymentFailedMailOf } from './billing-mails';
import {
  billingConfig,
  mySubscription,
  myTransactions,
  openPortal,
  requireBilling,
  startCheckoutAlone,
  viaStripe,
} from './billing.service';
import { processEvent, verifyEvent } from './webhook.service';
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
      const on = requireBilling(billing);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const event = verifyEvent(on, raw, typeof header === 'string' ? header : undefined);
      let mailQueued = false;
      const outcome = await processEvent(app.db, on, event, request.log, {
        // Queued in the event's own transaction: the mail goes out if and only if the event is
        // recorded, so a replay mails nobody again and a restart loses nothing.
        paymentFailed: async (tx, failure, eventId) => {
          const mail = await paymentFailedMailOf(tx, on, failure);
          if (mail)
            mailQueued = (await app.mailer.enqueue(tx, mail, { dedupeKey: `stripe:${eventId}` })) !== null;
        },
        // Once per cancelled subscription, whichever event revealed it.
        duplicateSettled: async (tx, settlement) => {
          const mail = await duplicateRefundMailOf(tx, on, settlement);
          const dedupeKey = `stripe-duplicate:${settlement.subscriptionId}`;
          if (mail && (await app.mailer.enqueue(tx, mail, { dedupeKey })) !== null) mailQueued = true;
        },
      });
      for (const userId of outcome.changedUsers) accessChanged(app.db, userId);
      if (mailQueued) app.mailer.kick();
      request.log.info({ event: event.id, type: event.type, result: outcome.result }, 'Stripe webhook');
      return reply.send({ received: true, result: outcome.result });
    });
  });
};

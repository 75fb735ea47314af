import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz, updatedAt } from './columns';
import {
  oneOf,
  PLANS,
  type Plan,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from './enums';
import { picks } from './picks';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text().$type<Plan>().notNull(),
    status: text().$type<SubscriptionStatus>().notNull(),
    // Null when an admin grants the plan by hand (no Stripe configured).
    stripeSubscriptionId: text().unique('subscriptions_stripe_subscription_id_unique'),
    stripePriceId: text(),
    // Stripe's own status ('active', 'trialing', 'past_due', 'canceled', …) as last read from Stripe;
    // `status` is what grants access: active for active or trialing, inactive otherwise.
    stripeStatus: text(),
    currentPeriodStart: timestamptz(),
    currentPeriodEnd: timestamptz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_id_status_idx').on(t.userId, t.status),
    check('subscriptions_plan_check', oneOf(t.plan, PLANS)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickId: uuid().references(() => picks.id, { onDelete: 'set null' }),
    // Integer cents, although the original data model calls the field real.
    amount: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text().$type<TransactionStatus>().notNull(),
    // Unique so a replayed Stripe webhook cannot record a payment twice.
    stripePaymentIntentId: text().unique('transactions_stripe_payment_intent_id_unique'),
    // The Stripe invoice a subscription payment (or failed attempt) belongs to; on a refund, the invoice
    // whose payment it gives back.
    stripeInvoiceId: text(),
    // The Stripe subscription a payment, a cancellation or a refund concerns.
    stripeSubscriptionId: text(),
    // A refund's own Stripe id (its payment intent is the refunded payment's, already on that row).
    stripeRefundId: text().unique('transactions_stripe_refund_id_unique'),
    type: text().$type<TransactionType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_id_idx').on(t.userId),
    // Backstop for the atomic free-pick claim: one free_pick transaction per user, ever.
    uniqueIndex('transactions_free_pick_once_idx')
      .on(t.userId)
      .where(sql`${t.type} = 'free_pick'`),
    // One completed payment per Stripe invoice, even for an invoice paid without a payment intent.
    uniqueIndex('transactions_stripe_invoice_paid_idx')
      .on(t.stripeInvoiceId)
      .where(sql`${t.type} = 'subscription' and ${t.status} = 'completed'`),
    // A duplicate subscription is cancelled once and its invoice refunded once, however often the
    // webhooks that reveal it are delivered.
    uniqueIndex('transactions_duplicate_cancellation_once_idx')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.type} = 'duplicate_cancellation'`),
    uniqueIndex('transactions_refund_per_invoice_idx')
      .on(t.stripeInvoiceId)
      .where(sql`${t.type} = 'refund'`),
    check('transactions_status_check', oneOf(t.status, TRANSACTION_STATUSES)),
    check('transactions_type_check', oneOf(t.type, TRANSACTION_TYPES)),
  ],
);

/**
 * Stripe webhook events already processed. The row is inserted in the same transaction as
 * the event's effect, so an event id is applied once: a replay finds its row and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamptz().notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

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
    // Integer cents (product.md §9 "Amounts are stored in cents"), although §3 calls the field real.
    amount: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: text().$type<TransactionStatus>().notNull(),
    // Unique so a replayed Stripe webhook cannot record a payment twice.
    stripePaymentIntentId: text().unique('transactions_stripe_payment_intent_id_unique'),
    type: text().$type<TransactionType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_id_idx').on(t.userId),
    // Backstop for the atomic free-pick claim: one free_pick transaction per user, ever.
    uniqueIndex('transactions_free_pick_once_idx')
      .on(t.userId)
      .where(sql`${t.type} = 'free_pick'`),
    check('transactions_status_check', oneOf(t.status, TRANSACTION_STATUSES)),
    check('transactions_type_check', oneOf(t.type, TRANSACTION_TYPES)),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

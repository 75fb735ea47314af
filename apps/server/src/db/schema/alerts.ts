import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, money, timestamptz, updatedAt } from './columns';
import { oneOf, type Sport } from './enums';

/** The channels a publication alert goes out on besides email (which keeps its own mail queue). */
export const ALERT_CHANNELS = ['telegram', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/**
 * A person's alert switches beyond the email one (which stays `users.email_notifications`). No row
 * means the defaults: every channel on, every sport, no bankroll (stakes shown as a share).
 */
export const alertPreferences = pgTable('alert_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  telegram: boolean().notNull().default(true),
  push: boolean().notNull().default(true),
  // Null: every sport, including any added later; otherwise only these.
  sports: text().array().$type<Sport[]>(),
  // The bankroll alerts compute the suggested stake on; null shows the stake as a share.
  bankroll: money(),
  updatedAt: updatedAt(),
});

/** A Telegram chat linked to an account: one chat per account, one account per chat. */
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: bigint({ mode: 'number' }).notNull(),
    username: text(),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('telegram_links_chat_id_idx').on(t.chatId)],
);

/** One-time deep-link tokens (stored hashed): single use, short-lived. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [index('telegram_link_tokens_user_id_idx').on(t.userId)],
);

/** A browser's Web Push subscription; the endpoint is the push service's address for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * The durable queue of Telegram and push alerts: queued in the transaction that closes a
 * publication batch, delivered by the alert worker with retries and backoff. `dedupeKey` makes a
 * batch's alert to one person (or one push subscription) at most one row, ever.
 */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().$type<AlertChannel>().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dedupeKey: text().notNull(),
    // What the channel's sender needs: a Telegram chat and text, or a push subscription and payload.
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<AlertStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('alert_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('alert_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('alert_outbox_channel_check', oneOf(t.channel, ALERT_CHANNELS)),
    check('alert_outbox_status_check', oneOf(t.status, ALERT_STATUSES)),
  ],
);

export type AlertOutboxRow = typeof alertOutbox.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz } from './columns';
import { BREAK_PERIODS, type BreakPeriod, LANGUAGES, type Language, oneOf, ROLES, type Role } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique('users_email_unique'),
    // Holds the argon2id/scrypt hash, never the plain password.
    password: text().notNull(),
    name: text().notNull(),
    role: text().$type<Role>().notNull().default('user'),
    emailVerified: boolean().notNull().default(false),
    hasUsedFreePick: boolean().notNull().default(false),
    stripeCustomerId: text().unique('users_stripe_customer_id_unique'),
    // Mail goes out in the recipient's language.
    language: text().$type<Language>().notNull().default('es'),
    // The user's own switch for publication emails (the dashboard's, and the unsubscribe link's).
    emailNotifications: boolean().notNull().default(true),
    createdAt: createdAt(),
    // When the person said they are 18 or older (at signup; accounts made before, once on the dashboard).
    ageConfirmedAt: timestamptz(),
    // A break from gambling: until this instant (null: none); self-exclusion closes picks for good.
    // Their history is in account_breaks.
    breakEndsAt: timestamptz(),
    selfExcluded: boolean().notNull().default(false),
    // The person's own weekly stake limit, in bankroll units (null: none).
    weeklyStakeLimit: money(),
    // Set when the person deleted the account: the row stays for the transactions, without name,
    // address or password.
    erasedAt: timestamptz(),
  },
  (t) => [
    // Emails compare case-insensitively; the plain unique above only guards exact duplicates.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
  ],
);

// Every break a person took (the export lists them); users.break_ends_at / self_excluded hold the one in force.
export const accountBreaks = pgTable(
  'account_breaks',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text().$type<BreakPeriod>().notNull(),
    startedAt: timestamptz().notNull().defaultNow(),
    // Null for self-exclusion, which does not end.
    endsAt: timestamptz(),
  },
  (t) => [
    index('account_breaks_user_id_idx').on(t.userId),
    check('account_breaks_period_check', oneOf(t.period, BREAK_PERIODS)),
  ],
);

// Addresses of deleted accounts that had used their free pick, as a keyed hash (the key is a server
// secret): only so that the same address never gets a second free pick. Nothing else is kept.
export const spentFreePickAddresses = pgTable('spent_free_pick_addresses', {
  addressHash: text().primaryKey(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    // The hash of the opaque random token sent in the `sid` cookie.
    id: text().primaryKey(),
    // What the owner's session list names a session by: never the token's hash.
    publicId: uuid().notNull().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
  ],
);

export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    // Hash of the 6-digit code; the name stays `code` as in the original data model.
    code: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_verification_codes_email_idx').on(t.email),
    index('email_verification_codes_user_id_idx').on(t.userId),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Hash of the 6-digit code; the name stays `code` as in the original data model.
    code: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_id_idx').on(t.userId)],
);

// A signed-in person's change of address: the code goes to the new address, which takes effect when
// the code comes back (POST /api/account/email/verify). One live code per account.
export const emailChangeCodes = pgTable(
  'email_change_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    code: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_codes_user_id_idx').on(t.userId)],
);

// Every mail goes through this table: the durable queue a worker drains (modules/mail/mail-worker.ts).
// Without SMTP the worker writes each mail to the log and marks it `logged`, so codes reach a demo user.
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    language: text().$type<Language>().notNull().default('es'),
    createdAt: createdAt(),
    sentAt: timestamptz(),
    // The last delivery error, kept after a retry succeeds.
    error: text(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    // Failed deliveries so far; the worker gives up (status failed) at MAIL_MAX_ATTEMPTS.
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    // One mail per key, ever (e.g. `publication:{batchId}:{userId}`): a second enqueue is a no-op.
    dedupeKey: text().unique('mail_outbox_dedupe_key_unique'),
    // The List-Unsubscribe header's address, for mail a user may stop.
    listUnsubscribe: text(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_language_check', oneOf(t.language, LANGUAGES)),
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type AccountBreakRow = typeof accountBreaks.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type EmailVerificationCodeRow = typeof emailVerificationCodes.$inferSelect;
export type NewEmailVerificationCodeRow = typeof emailVerificationCodes.$inferInsert;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
export type NewPasswordResetCodeRow = typeof passwordResetCodes.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

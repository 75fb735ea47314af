import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { LANGUAGES, type Language, oneOf, ROLES, type Role } from './enums';

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
  },
  (t) => [
    // Emails compare case-insensitively; the plain unique above only guards exact duplicates.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
  ],
);

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
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type EmailVerificationCodeRow = typeof emailVerificationCodes.$inferSelect;
export type NewEmailVerificationCodeRow = typeof emailVerificationCodes.$inferInsert;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
export type NewPasswordResetCodeRow = typeof passwordResetCodes.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

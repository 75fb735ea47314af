import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { picks } from './picks';

/**
 * A pick published while publication emails were on, waiting to be mailed. Written in the
 * publication's own transaction; the mail worker later gathers every notice without a batch into one
 * batch (once publishing has paused for MAIL_BATCH_WINDOW_MS) and queues that batch's emails in the
 * same transaction that stamps `batchId`, so a restart loses no publication and mails none twice.
 */
export const publicationNotices = pgTable(
  'publication_notices',
  {
    pickId: uuid()
      .primaryKey()
      .references(() => picks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    batchId: uuid(),
    batchedAt: timestamptz(),
  },
  (t) => [
    index('publication_notices_unbatched_idx')
      .on(t.createdAt)
      .where(sql`${t.batchId} is null`),
  ],
);

/**
 * Secrets the server makes for itself when the environment gives none (APP_SECRET), kept here so
 * every instance and every restart signs with the same key (e.g. unsubscribe links).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

export type PublicationNoticeRow = typeof publicationNotices.$inferSelect;

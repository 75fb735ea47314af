import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The public, append-only record of every change to the public life of a pick (publish, reveal,
 * result, correction, withdraw). `entry` is the entry's canonical JSON (RFC 8785) and
 * `hash = sha256_hex(previous hash + entry)`, so rewriting any entry breaks every hash after it. The
 * database refuses UPDATE, DELETE and TRUNCATE on it (a trigger, in the migration).
 */
export const recordLedger = pgTable(
  'record_ledger',
  {
    seq: bigint({ mode: 'number' }).primaryKey(),
    entry: text().notNull(),
    hash: text().notNull(),
  },
  // The corrections, few among every pick's entries, read without a scan of the whole ledger
  // (ledger.repository.ts correctionEntriesOf states the same condition as a constant).
  (t) => [
    index('record_ledger_corrections_idx')
      .on(t.seq)
      .where(sql`${t.entry} like '%"kind":"correction"%'`),
  ],
);

/**
 * Server-side only, never sent before the reveal: the opening of each commitment the ledger holds
 * (the details of a pick with their random salt, as canonical JSON), keyed by the seq of the entry
 * that committed to it. The reveal publishes them; until then the public sees only their hashes.
 */
export const ledgerOpenings = pgTable(
  'ledger_openings',
  {
    seq: bigint({ mode: 'number' }).primaryKey(),
    pickId: uuid().notNull(),
    details: text().notNull(),
  },
  (t) => [index('ledger_openings_pick_id_idx').on(t.pickId, t.seq)],
);

/**
 * Where each published pick stands in the ledger: the seq of its publish, of its reveal (null while
 * its details are sealed) and of its withdrawal, and its details as the ledger holds them now
 * (canonical JSON with the salt of its latest commitment; private like the openings). No foreign
 * key: a withdrawn pick's row is deleted, its public life is not.
 */
export const ledgerPicks = pgTable('ledger_picks', {
  pickId: uuid().primaryKey(),
  details: text().notNull(),
  publishedSeq: bigint({ mode: 'number' }).notNull(),
  revealedSeq: bigint({ mode: 'number' }),
  withdrawnSeq: bigint({ mode: 'number' }),
});

export type LedgerRow = typeof recordLedger.$inferSelect;

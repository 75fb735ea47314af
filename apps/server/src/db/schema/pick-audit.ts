import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { oneOf } from './enums';

/** What an admin did to the published record; mirrors `PickAuditActionSchema` in contracts. */
export const PICK_AUDIT_ACTIONS = [
  'deleted',
  'result_changed',
  'odds_changed',
  'tier_changed',
  'date_changed',
] as const;
export type PickAuditAction = (typeof PICK_AUDIT_ACTIONS)[number];

/**
 * Every hand-made change to the record subscribers see: a published pick deleted, a result set or
 * corrected, a published pick repriced. Append-only, and kept when the pick or the admin is gone,
 * so `pickId` has no foreign key and the admin's email is copied.
 */
export const pickAuditLog = pgTable(
  'pick_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    pickId: uuid().notNull(),
    action: text().$type<PickAuditAction>().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    /** The pick as it was before the change (every column). */
    pick: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The changed fields, `{ field: { from, to } }`; null for a deletion. */
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>(),
    /** Why the admin made it: required to correct a result or withdraw a published pick. */
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pick_audit_log_pick_id_idx').on(t.pickId, t.createdAt),
    index('pick_audit_log_created_at_idx').on(t.createdAt),
    // The results corrected before the ledger (record.repository.ts resultCorrections), few among
    // every audit entry, read in their order without a scan.
    index('pick_audit_log_result_corrections_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.action} = 'result_changed' and ${t.changes} -> 'result' ->> 'from' is not null`),
    // The published picks withdrawn on an event (generation never proposes them again), read by event.
    index('pick_audit_log_withdrawn_event_idx')
      .on(sql`(${t.pick} ->> 'eventId')`)
      .where(sql`${t.action} = 'deleted'`),
    check('pick_audit_log_action_check', oneOf(t.action, PICK_AUDIT_ACTIONS)),
  ],
);

export type PickAuditRow = typeof pickAuditLog.$inferSelect;
export type NewPickAuditRow = typeof pickAuditLog.$inferInsert;

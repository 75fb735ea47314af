import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });

/** A hand-made change to the published record: `pick_audit_log`. */
export const PickAuditActionSchema = z.enum([
  'deleted',
  'result_changed',
  'odds_changed',
  'tier_changed',
  'date_changed',
]);
export const PickAuditEntrySchema = z.object({
  id: z.string(),
  pickId: z.string(),
  action: PickAuditActionSchema,
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** The pick as it was before the change. */
  pick: z.record(z.string(), z.unknown()),
  /** `{ field: { from, to } }`; null for a deletion. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  /** The admin's reason (a corrected result, a withdrawal, a published pick's tier or odds). */
  reason: z.string().nullable(),
  /** The entry of the public ledger that records the change (null: a change the ledger does not hold). */
  ledgerSeq: z.number().int().nullable(),
  createdAt: isoDate,
});
export type PickAuditEntry = z.infer<typeof PickAuditEntrySchema>;
/** GET /api/admin/picks/audit?pickId=: newest first, at most 200 entries. */
export const PickAuditQuerySchema = z.strictObject({ pickId: z.uuid().optional() });
export const PickAuditResponseSchema = z.object({ entries: z.array(PickAuditEntrySchema) });

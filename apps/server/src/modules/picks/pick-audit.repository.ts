import type { PickAuditEntry } from '@arcade/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ChangeEntry, ledgerChangesOf } from '../record';
import { type PickAuditAction, type PickRow, pickAuditLog } from '../../db/schema/index';
import { toAdminPick } from './pick-view';

/** Who made a change: kept by id and by email, so the entry survives the account. */
export interface Actor {
  id: string;
  email: string;
}

type PickChanges = Record<string, { from: unknown; to: unknown }>;

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields of `values` that differ from the row, as `{ field: { from, to } }` with dates in ISO. */
export function changesOf(row: PickRow, values: Partial<PickRow>): PickChanges {
  const changes: PickChanges = {};
  for (const [key, to] of Object.entries(values)) {
    const from = plain(row[key as keyof PickRow]);
    if (key === 'analysisLog' || JSON.stringify(from) === JSON.stringify(plain(to))) continue;
    changes[key] = { from, to: plain(to) };
  }
  return changes;
}

/**
 * The `eventId|market|selection` of the published picks withdrawn on these events (a withdrawal is the
 * audit's only deletion): generation never proposes them again.
 */
export async function withdrawnKeys(db: Database, eventIds: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  if (eventIds.length === 0) return keys;
  const rows = await db
    .select({ pick: pickAuditLog.pick })
    .from(pickAuditLog)
    .where(
      and(
        eq(pickAuditLog.action, 'deleted'),
        inArray(sql`(${pickAuditLog.pick} ->> 'eventId')`, [...eventIds]),
      ),
    );
  for (const { pick } of rows)
    keys.add(`${String(pick.eventId)}|${String(pick.market)}|${String(pick.selection)}`);
  return keys;
}

/** Appends one entry; runs inside the transaction that makes the change, so both land or neither. */
export async function recordPickAudit(
  tx: Database,
  entry: {
    row: PickRow;
    action: PickAuditAction;
    actor: Actor;
    changes: PickChanges | null;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(pickAuditLog).values({
    pickId: entry.row.id,
    action: entry.action,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    pick: toAdminPick(entry.row),
    changes: entry.changes,
    reason: entry.reason ?? null,
  });
}

/** How far apart an audit entry and its ledger entry may be written (one transaction: milliseconds). */
const SAME_CHANGE_MS = 60_000;

type AuditRow = typeof pickAuditLog.$inferSelect;

/**
 * The ledger entry that made an audit entry public: of the same pick, with the same reason, a
 * correction of a field the change touched (a withdrawal for a deletion), written in the same
 * moment; the first such, as a change of several fields writes one correction per field.
 */
function ledgerSeqOf(row: AuditRow, entries: readonly ChangeEntry[]): number | null {
  const fields = new Set(Object.keys(row.changes ?? {}));
  const match = entries.find(
    (entry) =>
      entry.pickId === row.pickId &&
      (entry.reason ?? null) === (row.reason ?? null) &&
      Math.abs(Date.parse(entry.at) - row.createdAt.getTime()) <= SAME_CHANGE_MS &&
      (row.action === 'deleted'
        ? entry.kind === 'withdraw'
        : entry.field !== null && fields.has(entry.field)),
  );
  return match?.seq ?? null;
}

/** Newest first, optionally of one pick, each with the ledger entry that records it (null: none). */
export async function listPickAudit(db: Database, pickId?: string, limit = 200): Promise<PickAuditEntry[]> {
  const rows = await db
    .select()
    .from(pickAuditLog)
    .where(pickId ? eq(pickAuditLog.pickId, pickId) : undefined)
    .orderBy(desc(pickAuditLog.createdAt), desc(pickAuditLog.id))
    .limit(limit);
  const entries = await ledgerChangesOf(db, [...new Set(rows.map((row) => row.pickId))]);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    ledgerSeq: ledgerSeqOf(row, entries),
  }));
}

import { PickResultSchema, type RecordCorrection } from '@arcade/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pickAuditLog } from '../../db/schema/index';
import { ledgerCorrections } from './ledger/index';

type ByPick = Map<string, RecordCorrection[]>;

function add(byPick: ByPick, pickId: string, correction: RecordCorrection): void {
  const list = byPick.get(pickId) ?? [];
  list.push(correction);
  byPick.set(pickId, list);
}

/**
 * Every result an admin changed on a pick that already had one, by pick, oldest first: from the
 * ledger (with the admin's reason and the entry's seq), and for a pick the ledger holds no result
 * correction of, from the pick audit (corrections made before the ledger). A first result set by
 * hand (from null) grades the pick; it corrects nothing.
 */
export async function resultCorrections(db: Database): Promise<ByPick> {
  const byPick: ByPick = new Map();
  for (const entry of await ledgerCorrections(db, 'result')) {
    const from = PickResultSchema.safeParse(entry.from);
    const to = PickResultSchema.safeParse(entry.to);
    if (!from.success || !to.success) continue;
    add(byPick, entry.pickId, {
      at: entry.at,
      from: from.data,
      to: to.data,
      reason: entry.reason,
      seq: entry.seq,
    });
  }
  const inLedger = new Set(byPick.keys());
  const rows = await db
    .select({
      pickId: pickAuditLog.pickId,
      createdAt: pickAuditLog.createdAt,
      reason: pickAuditLog.reason,
      from: sql<unknown>`${pickAuditLog.changes} -> 'result' ->> 'from'`,
      to: sql<unknown>`${pickAuditLog.changes} -> 'result' ->> 'to'`,
    })
    .from(pickAuditLog)
    .where(
      and(
        eq(pickAuditLog.action, 'result_changed'),
        sql`${pickAuditLog.changes} -> 'result' ->> 'from' is not null`,
      ),
    )
    .orderBy(asc(pickAuditLog.createdAt), asc(pickAuditLog.id));
  for (const row of rows) {
    if (inLedger.has(row.pickId)) continue;
    const from = PickResultSchema.safeParse(row.from);
    const to = PickResultSchema.safeParse(row.to);
    if (!from.success || !to.success) continue;
    add(byPick, row.pickId, {
      at: row.createdAt.toISOString(),
      from: from.data,
      to: to.data,
      reason: row.reason,
      seq: null,
    });
  }
  return byPick;
}

import { PickResultSchema, type RecordCorrection } from '@arcade/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pickAuditLog } from '../../db/schema/index';

/**
 * Every result an admin changed on a pick that already had one, by pick, oldest first. A first
 * result set by hand (from null) grades the pick; it corrects nothing.
 */
export async function resultCorrections(db: Database): Promise<Map<string, RecordCorrection[]>> {
  const rows = await db
    .select({
      pickId: pickAuditLog.pickId,
      createdAt: pickAuditLog.createdAt,
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
  const byPick = new Map<string, RecordCorrection[]>();
  for (const row of rows) {
    const from = PickResultSchema.safeParse(row.from);
    const to = PickResultSchema.safeParse(row.to);
    if (!from.success || !to.success) continue;
    const list = byPick.get(row.pickId) ?? [];
    list.push({ at: row.createdAt.toISOString(), from: from.data, to: to.data });
    byPick.set(row.pickId, list);
  }
  return byPick;
}

import type { AdminPick } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { NewPickRow, PickAuditAction, PickRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type Actor, changesOf, recordPickAudit } from './pick-audit.repository';
import { toAdminPick } from './pick-view';
import { lockPick, updatePick } from './picks.repository';

export const notFound = () => new AppError('NOT_FOUND', 'Pick not found');

/** An audit entry for the change `changePick` is about to store, when the change rewrites the record. */
export interface Audit {
  action: Exclude<PickAuditAction, 'deleted'>;
  actor: Actor;
  when: (row: PickRow) => boolean;
}

/**
 * Runs `change` on the locked pick and stores what it returns, with its audit entry when one is due,
 * in one transaction; an AppError thrown inside changes nothing.
 */
export async function changePick(
  db: Database,
  id: string,
  change: (row: PickRow) => Partial<NewPickRow>,
  audit?: Audit,
): Promise<AdminPick> {
  const row = await db.transaction(async (tx) => {
    const current = await lockPick(tx, id);
    if (!current) throw notFound();
    const values = change(current);
    if (audit?.when(current)) {
      const changes = changesOf(current, values as Partial<PickRow>);
      await recordPickAudit(tx, { row: current, action: audit.action, actor: audit.actor, changes });
    }
    return updatePick(tx, id, values);
  });
  if (!row) throw notFound();
  return toAdminPick(row);
}

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

/** More work on the stored change inside its transaction (e.g. recording a publication for its emails). */
export type AfterChange = (tx: Database, before: PickRow, after: PickRow) => Promise<void>;

/**
 * Runs `change` on the locked pick and stores what it returns, with its audit entry when one is due
 * and whatever `afterChange` adds, in one transaction; an AppError thrown inside changes nothing.
 */
export async function changePick(
  db: Database,
  id: string,
  change: (row: PickRow) => Partial<NewPickRow>,
  audit?: Audit,
  afterChange?: AfterChange,
): Promise<AdminPick> {
  const row = await db.transaction(async (tx) => {
    const current = await lockPick(tx, id);
    if (!current) throw notFound();
    const values = change(current);
    if (audit?.when(current)) {
      const changes = changesOf(current, values as Partial<PickRow>);
      await recordPickAudit(tx, { row: current, action: audit.action, actor: audit.actor, changes });
    }
    const stored = await updatePick(tx, id, values);
    if (stored && afterChange) await afterChange(tx, current, stored);
    return stored;
  });
  if (!row) throw notFound();
  return toAdminPick(row);
}

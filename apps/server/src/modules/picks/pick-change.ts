import type { AdminPick } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { NewPickRow, PickAuditAction, PickRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { lockLedger, recordRowCorrections } from '../record';
import { type Actor, changesOf, recordPickAudit } from './pick-audit.repository';
import { toAdminPick } from './pick-view';
import { lockPick, updatePick } from './picks.repository';

export const notFound = () => new AppError('NOT_FOUND', 'Pick not found', { reason: 'pick_not_found' });

/** An audit entry for the change `changePick` is about to store, when the change rewrites the record. */
interface Audit {
  action: Exclude<PickAuditAction, 'deleted'>;
  actor: Actor;
  when: (row: PickRow) => boolean;
  /** Why the admin made the change: kept in the audit and in the record's correction entries. */
  reason?: string | null;
}

/** More work on the stored change inside its transaction (e.g. recording a publication for its emails). */
export type AfterChange = (tx: Database, before: PickRow, after: PickRow) => Promise<void>;

/**
 * Runs `change` on the locked pick and stores what it returns, with its audit entry when one is due
 * and whatever `afterChange` adds, in one transaction; an AppError thrown inside changes nothing.
 * A published pick's changed details are corrections of the public record: each is appended to the
 * ledger in the same transaction (naming the audit's admin and reason). A change that alters no field
 * (the analysis log aside) stores nothing and answers the pick as it is.
 */
export async function changePick(
  db: Database,
  id: string,
  change: (row: PickRow) => Partial<NewPickRow>,
  audit?: Audit,
  afterChange?: AfterChange,
): Promise<AdminPick> {
  const row = await db.transaction(async (tx) => {
    // The ledger's lock before the pick's row, in every transaction that may append (no lock cycles).
    await lockLedger(tx);
    const current = await lockPick(tx, id);
    if (!current) throw notFound();
    const values = change(current);
    const changes = changesOf(current, values as Partial<PickRow>);
    // An edit that changes nothing writes nothing: no audit entry, no analysis-log line, no correction.
    if (Object.keys(changes).length === 0) return current;
    if (audit?.when(current)) {
      await recordPickAudit(tx, {
        row: current,
        action: audit.action,
        actor: audit.actor,
        changes,
        reason: audit.reason ?? null,
      });
    }
    const stored = await updatePick(tx, id, values);
    if (stored && afterChange) await afterChange(tx, current, stored);
    if (stored && audit && current.status === 'published') {
      const admin = { adminId: audit.actor.id, reason: audit.reason ?? null };
      await recordRowCorrections(tx, { pickId: id, before: current, after: stored }, admin);
    }
    return stored;
  });
  if (!row) throw notFound();
  return toAdminPick(row);
}

import type { ClearPicksResponse, DeleteSelectedResponse } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { PickRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Actor } from './pick-audit.repository';
import { refused } from './pick-refusal';
import { deletePicks, deleteUnpublishedPicks, lockPick, lockPicks, recordCounts } from './picks.repository';

/** Pending and approved picks are drafts; a published or graded one is part of the record. */
const isDraft = (row: PickRow) => row.status !== 'published' && row.result === null;

/**
 * Deletes one draft (pending or approved) pick. A published pick is part of the public record: it is
 * withdrawn (POST …/withdraw, with a reason, before its start), never deleted (409 `withdraw_required`);
 * a graded pick never goes (the track record keeps losers too: a wrong result is corrected, not erased).
 */
export async function deletePick(
  db: Database,
  id: string,
  actor: Actor,
  isConfirmed: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPick(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Pick not found', { reason: 'pick_not_found' });
    if (row.result !== null) {
      throw refused(
        'pick_graded',
        `The pick is graded (${row.result}): it stays in the record; correct its result instead`,
      );
    }
    if (row.status === 'published') {
      if (!isConfirmed) {
        throw refused('confirmation_required', 'Deleting a published pick needs ?confirm=published');
      }
      throw refused(
        'withdraw_required',
        'A published pick is withdrawn with a reason (POST /api/admin/picks/:id/withdraw), not deleted',
      );
    }
    await deletePicks(tx, [id]);
  });
}

/** The bulk delete: drafts only; every other id is answered with why it was kept. */
export async function deleteSelected(db: Database, ids: readonly string[]): Promise<DeleteSelectedResponse> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = new Map((await lockPicks(tx, unique)).map((row) => [row.id, row]));
    const kept: DeleteSelectedResponse['kept'] = [];
    const drafts: string[] = [];
    for (const id of unique) {
      const row = rows.get(id);
      if (!row) kept.push({ id, reason: 'not_found' });
      else if (row.result !== null) kept.push({ id, reason: 'graded' });
      else if (!isDraft(row)) kept.push({ id, reason: 'published' });
      else drafts.push(id);
    }
    return { count: await deletePicks(tx, drafts), kept };
  });
}

/** Limpiar: every pending and approved pick; published and graded picks stay, and are counted. */
export async function clearPicks(db: Database): Promise<ClearPicksResponse> {
  return db.transaction(async (tx) => {
    const count = await deleteUnpublishedPicks(tx);
    const kept = await recordCounts(tx);
    return { count, keptPublished: kept.published, keptGraded: kept.graded };
  });
}

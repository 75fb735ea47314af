import type { Database } from '../../../db/client';
import { headRow, storedPicks, takeLedgerLock } from './ledger.repository';
import { recordPublish, recordResult, recordReveal } from './ledger.service';

interface Step {
  at: Date;
  order: number;
  pickId: string;
  run: (tx: Database) => Promise<unknown>;
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * Writes the picks published before the ledger existed into it, through the same functions as the
 * live path: each pick's publication (when it was approved), its reveal (when its event started, or
 * when it was graded) and its result (when it was graded), all in the order they happened. Runs once,
 * in one transaction, only while the ledger is empty and published picks exist; answers the entries
 * written.
 */
export async function backfillLedger(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await takeLedgerLock(tx);
    if (await headRow(tx)) return 0;
    const published = (await storedPicks(tx)).filter((pick) => pick.status === 'published');
    if (published.length === 0) return 0;
    const steps: Step[] = [];
    for (const pick of published) {
      const publishedAt = pick.approvedAt ?? pick.timestamp;
      steps.push({
        at: publishedAt,
        order: 0,
        pickId: pick.id,
        run: (t) => recordPublish(t, pick.id, publishedAt),
      });
      const start = pick.eventStartTime && pick.eventStartTime <= now ? pick.eventStartTime : null;
      const revealAt = start ?? pick.gradedAt;
      if (!revealAt) continue;
      const revealedAt = later(revealAt, publishedAt);
      steps.push({
        at: revealedAt,
        order: 1,
        pickId: pick.id,
        run: (t) => recordReveal(t, pick.id, revealedAt),
      });
      if (pick.result === null) continue;
      const gradedAt = later(pick.gradedAt ?? revealedAt, revealedAt);
      steps.push({
        at: gradedAt,
        order: 2,
        pickId: pick.id,
        run: (t) => recordResult(t, pick.id, gradedAt, null),
      });
    }
    steps.sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        a.order - b.order ||
        (a.pickId < b.pickId ? -1 : a.pickId > b.pickId ? 1 : 0),
    );
    for (const step of steps) await step.run(tx);
    return steps.length;
  });
}

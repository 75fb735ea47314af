import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  backtestCandidates,
  backtestResults,
  backtestRuns,
  type BacktestRunRow,
  type NewBacktestCandidateRow,
  type NewBacktestResultRow,
  type NewBacktestRunRow,
} from '../../../db/schema/index';

export const INTERRUPTED_MESSAGE = 'Interrupted: the server stopped';
/** Rows per insert statement when storing a product run's candidates. */
const CANDIDATE_BATCH = 500;

export async function insertRun(db: Database, values: NewBacktestRunRow): Promise<BacktestRunRow> {
  const [run] = await db.insert(backtestRuns).values(values).returning();
  if (!run) throw new Error('backtest run insert returned nothing');
  return run;
}

export async function findRun(db: Database, id: string): Promise<BacktestRunRow | undefined> {
  const [run] = await db.select().from(backtestRuns).where(eq(backtestRuns.id, id));
  return run;
}

export function latestRuns(db: Database, limit = 20): Promise<BacktestRunRow[]> {
  return db.select().from(backtestRuns).orderBy(desc(backtestRuns.createdAt)).limit(limit);
}

/** Records progress while the run is still running; answers false when it no longer is (cancelled elsewhere). */
export async function recordProgress(db: Database, id: string, done: number): Promise<boolean> {
  const rows = await db
    .update(backtestRuns)
    .set({ progressDone: done })
    .where(and(eq(backtestRuns.id, id), eq(backtestRuns.status, 'running')))
    .returning({ id: backtestRuns.id });
  return rows.length > 0;
}

/** Ends a running run (cancelled or failed); answers the row, or undefined when it was not running. */
export async function endRun(
  db: Database,
  id: string,
  status: 'cancelled' | 'failed',
  errorMessage: string | null = null,
): Promise<BacktestRunRow | undefined> {
  const [run] = await db
    .update(backtestRuns)
    .set({ status, errorMessage, completedAt: new Date() })
    .where(and(eq(backtestRuns.id, id), eq(backtestRuns.status, 'running')))
    .returning();
  return run;
}

/** Runs left running by a process that died: only called while holding the backtest lock. */
export async function failInterruptedRuns(db: Database): Promise<number> {
  const rows = await db
    .update(backtestRuns)
    .set({ status: 'failed', errorMessage: INTERRUPTED_MESSAGE, completedAt: new Date() })
    .where(eq(backtestRuns.status, 'running'))
    .returning({ id: backtestRuns.id });
  return rows.length;
}

/**
 * Stores a finished run's result and candidates and marks it completed, in one transaction, unless it
 * was cancelled meanwhile (then nothing is written and false is answered).
 */
export async function completeRun(
  db: Database,
  id: string,
  run: Partial<NewBacktestRunRow>,
  result: Omit<NewBacktestResultRow, 'runId'>,
  candidates: Omit<NewBacktestCandidateRow, 'runId'>[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(backtestRuns)
      .set({ ...run, status: 'completed', completedAt: new Date() })
      .where(and(eq(backtestRuns.id, id), eq(backtestRuns.status, 'running')))
      .returning({ id: backtestRuns.id });
    if (updated.length === 0) return false;
    await tx.insert(backtestResults).values({ ...result, runId: id });
    for (let i = 0; i < candidates.length; i += CANDIDATE_BATCH) {
      await tx
        .insert(backtestCandidates)
        .values(candidates.slice(i, i + CANDIDATE_BATCH).map((c) => ({ ...c, runId: id })));
    }
    return true;
  });
}

export async function resultOf(db: Database, runId: string) {
  const [result] = await db.select().from(backtestResults).where(eq(backtestResults.runId, runId)).limit(1);
  return result;
}

export async function candidateCount(db: Database, runId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backtestCandidates)
    .where(eq(backtestCandidates.runId, runId));
  return row?.n ?? 0;
}

import type { AnalysisLog } from '@arcade/contracts';
import type { Database } from '../../src/db/client';
import { backtestCandidates, backtestRuns, type NewBacktestCandidateRow } from '../../src/db/schema/index';
import { createPick } from '../helpers/picks';

const day = (iso: string) => new Date(iso);

/** The part of an analysis log a formula reads (consensus and market evaluation). */
const log = (agreementPercentage: number, totalStrategies: number, bookmakers: number) =>
  ({
    consensus: { agreementPercentage, totalStrategies },
    marketEvaluation: { bookmakers },
  }) as unknown as AnalysisLog;

/**
 * The hand-computed world of the formula tests (default rules: edge ≥ 2%, odds ≥ 1.67, p ≥ 0.5,
 * sweet spot 1.67–3.00, Kelly ¼ capped at 1.5% of a 1000 bankroll):
 *
 * Graded picks (nba)
 *  P1 2.10 @ 0.52, win, logged (agreement 0.75): edge 0.092, Kelly 20.91 → 15.00; +15×1.10 = +16.50; close 0.50 → CLV +0.05
 *  P2 1.90 @ 0.545, loss, no log (manual): edge 0.0355, Kelly 250×0.0355/0.90 = 9.86; −9.86
 *  P3 2.00 @ 0.55, published, no result, no log: pending (taken, not staked)
 *  P4 pending status, no result: not a source at all
 * Newest completed product run (soccer) candidates
 *  C1 2.50 @ 0.45: p < 0.5 → out
 *  C2 2.20 @ 0.50, win, agreement 0.8: edge 0.10, Kelly 250×0.10/1.20 = 20.83 → 15.00; +15×1.20 = +18.00; close 0.47 → CLV +0.034
 *  C3 3.40 @ 0.50, loss, agreement 0.8: edge 0.70 but outside the sweet spot (3.40 > 3.00) → out without a formula
 *  C4 1.80 @ 0.60, push, agreement 0.4: edge 0.08, Kelly 250×0.08/0.80 = 25 → 15.00; push 0
 * An older completed product run, a newer failed one and a completed 'auto' run are not replayed.
 *
 * Current (no formula): P1, P2, P3, C2, C4 → 5 picks, 2-1-1, 1 pending; staked 15 + 9.86 + 15 + 15 = 54.86;
 *  profit 16.50 − 9.86 + 18.00 + 0 = 24.64; ROI 24.64/54.86 = 0.449143; win rate 2/3;
 *  CLV (0.05 + 0.034)/2 = 0.042 over 2 bets, both beat the close.
 * Tested `odds >= 2 and agreement >= 0.5`: P1 (0.75), C2 (0.8), C3 (0.8, the formula overrides the sweet
 *  spot; −15.00); P2 and P3 read the neutral agreement 0 → out (2 picks needed a neutral value); C4 odds 1.80 → out.
 *  3 picks, 2-1; staked 45; profit 16.50 + 18.00 − 15.00 = 19.50; ROI 19.5/45 = 0.433333.
 */
export async function seedFormulaWorld(db: Database) {
  await createPick(db, {
    odds: 2.1,
    pModel: 0.52,
    status: 'published',
    result: 'win',
    profit: 22,
    timestamp: day('2024-03-01T14:00:00Z'),
    eventStartTime: day('2024-03-01T20:00:00Z'),
    analysisLog: log(0.75, 4, 6),
    pMarketClose: 0.5,
  });
  await createPick(db, {
    odds: 1.9,
    oddsAmerican: -111,
    pModel: 0.545,
    status: 'published',
    result: 'loss',
    profit: -20,
    strategy: 'manual',
    timestamp: day('2024-03-02T14:00:00Z'),
    eventStartTime: day('2024-03-02T20:00:00Z'),
  });
  await createPick(db, {
    odds: 2,
    oddsAmerican: 100,
    pModel: 0.55,
    status: 'published',
    timestamp: day('2024-03-03T14:00:00Z'),
    eventStartTime: day('2024-03-03T20:00:00Z'),
  });
  await createPick(db, { status: 'pending', timestamp: day('2024-03-03T14:00:00Z') });

  const run = async (values: Partial<typeof backtestRuns.$inferInsert>) => {
    const [row] = await db
      .insert(backtestRuns)
      .values({ sport: 'soccer', name: 'run', strategy: 'product', ...values })
      .returning();
    if (!row) throw new Error('insert failed');
    return row;
  };
  const older = await run({ status: 'completed', completedAt: day('2024-05-01T00:00:00Z') });
  const newest = await run({ status: 'completed', completedAt: day('2024-06-01T00:00:00Z') });
  await run({ status: 'failed', completedAt: day('2024-07-01T00:00:00Z') });
  const auto = await run({ strategy: 'auto', status: 'completed', completedAt: day('2024-08-01T00:00:00Z') });

  const candidate = (
    runId: string,
    key: string,
    values: Pick<NewBacktestCandidateRow, 'odds' | 'pModel' | 'result' | 'agreement'> &
      Partial<NewBacktestCandidateRow>,
  ): NewBacktestCandidateRow => ({
    runId,
    matchKey: key,
    sport: 'soccer',
    league: 'EPL',
    homeTeam: `Home ${key}`,
    awayTeam: `Away ${key}`,
    startTime: day('2024-02-10T15:00:00Z'),
    selection: 'home',
    pMarketFair: 0.45,
    strategies: 4,
    bookmakers: 8,
    hoursToStart: 5,
    inSweetSpot: values.odds >= 1.67 && values.odds <= 3,
    ...values,
  });
  await db.insert(backtestCandidates).values([
    candidate(newest.id, 'c1', { odds: 2.5, pModel: 0.45, result: 'win', agreement: 0.8 }),
    candidate(newest.id, 'c2', { odds: 2.2, pModel: 0.5, result: 'win', agreement: 0.8, closeFair: 0.47 }),
    candidate(newest.id, 'c3', { odds: 3.4, pModel: 0.5, result: 'loss', agreement: 0.8 }),
    candidate(newest.id, 'c4', { odds: 1.8, pModel: 0.6, result: 'push', agreement: 0.4 }),
    // Replayed by no one: an older run and another strategy.
    candidate(older.id, 'c1', { odds: 2.2, pModel: 0.6, result: 'loss', agreement: 1 }),
    candidate(auto.id, 'c1', { odds: 2.2, pModel: 0.6, result: 'loss', agreement: 1 }),
  ]);
  return { newestRunId: newest.id, newestCompletedAt: '2024-06-01T00:00:00.000Z' };
}

import type { Sport, SyncResult } from '@arcade/contracts';

export type SportSyncTotals = { sport: Sport; events: number; odds: number; graded: number };
export type SyncSummary = {
  sports: SportSyncTotals[];
  errors: { provider: string; sport: Sport; error: string }[];
  graded: number;
  /** Every provider failed: the sync as a whole did not work. */
  hasFailed: boolean;
};

/** Totals per sport (events, odds, graded picks) and each provider's error, for the sync toast. */
export function summarizeSync(results: readonly SyncResult[]): SyncSummary {
  const bySport = new Map<Sport, SportSyncTotals>();
  const errors: SyncSummary['errors'] = [];
  for (const result of results) {
    if (result.error) errors.push({ provider: result.provider, sport: result.sport, error: result.error });
    const totals = bySport.get(result.sport) ?? { sport: result.sport, events: 0, odds: 0, graded: 0 };
    totals.events += result.events;
    totals.odds += result.odds;
    totals.graded += result.graded ?? 0;
    bySport.set(result.sport, totals);
  }
  const sports = [...bySport.values()].filter((totals) => totals.events > 0 || totals.odds > 0);
  return {
    sports,
    errors,
    graded: [...bySport.values()].reduce((sum, totals) => sum + totals.graded, 0),
    hasFailed: results.length > 0 && errors.length === results.length,
  };
}

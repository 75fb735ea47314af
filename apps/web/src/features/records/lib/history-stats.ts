import type { AdminPick, GradedRecord, Sport, Tier } from '@arcade/contracts';

/** Highest tier first, the order the history shows them in. */
export const HISTORY_TIERS: readonly Tier[] = ['diamante', 'platinum', 'exclusivo', 'vip'];

/** The record of graded picks as the server sums it (GradedRecordSchema). */
export type RecordSummary = GradedRecord;

export type GroupSummary<K extends string> = RecordSummary & { key: K };

export type HistoryFilters = { sport: Sport | 'all'; tier: Tier | 'all' };

/**
 * The profit of a graded pick: the stored one, else the settled bet's (win stake × (odds − 1), loss
 * −stake, push 0). Ungraded picks have no profit.
 */
export function pickProfit(pick: AdminPick): number {
  if (pick.result === null) return 0;
  if (pick.profit !== null) return pick.profit;
  if (pick.result === 'win') return pick.stake * (pick.odds - 1);
  if (pick.result === 'loss') return -pick.stake;
  return 0;
}

/** Win rate colour band, the one rule every screen uses. */
export { hitRateBand as winRateBand } from '@/lib/hit-rate';

import type { AdminPick, GradedRecord, Sport, Tier } from '@arcade/contracts';
import { meanOf, recordHitRate, recordRoi, settledProfit } from '@arcade/core';

/** The record of graded picks as the server sums it (GradedRecordSchema). */
export type RecordSummary = GradedRecord;

export type GroupSummary<K extends string> = RecordSummary & { key: K };

export type HistoryFilters = { sport: Sport | 'all'; tier: Tier | 'all' };

/**
 * The profit of a graded pick: the stored one, else the settled bet's (core's settledProfit). An
 * ungraded pick has none yet: 0.
 */
export function pickProfit(pick: AdminPick): number {
  return settledProfit(pick) ?? 0;
}

/** A record's figures as a screen shows them: null, shown as "—", where there is nothing to compute. */
export interface ShownFigures {
  /** Wins over decided picks; null with nothing decided. */
  winRate: number | null;
  /** Profit over staked; null with nothing staked. */
  roi: number | null;
  /** Σ profit; null with no graded pick. */
  profit: number | null;
  /** Profit per graded pick; null with no graded pick. */
  averageProfit: number | null;
}

/**
 * The figures of a record the server summed: core's ratios of its counts and sums, which equal the
 * answer's wherever they are defined (the answer carries an undefined one as 0).
 */
export function shownFigures(summary: RecordSummary): ShownFigures {
  return {
    winRate: recordHitRate(summary.wins, summary.losses),
    roi: recordRoi(summary.profit, summary.staked),
    profit: summary.picks === 0 ? null : summary.profit,
    averageProfit: meanOf(summary.profit, summary.picks),
  };
}

/** Win rate colour band, the one rule every screen uses. */
export { hitRateBand as winRateBand } from '@/lib/hit-rate';

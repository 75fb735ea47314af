import { type BetResult, betProfit } from '../grading/grading';

/**
 * The record's figures: one rule for every screen and answer that shows a record (the public record,
 * the per-tier KPIs, the admin's history). A figure that has nothing to be computed from (no decided
 * pick for a hit rate, nothing staked for a ROI, no pick for an average) is `null`, shown as "—",
 * never 0: a 0% would report a record that does not exist.
 *
 * Sums may come from here (recordTotals) or from a database that adds up the same columns; the
 * ratios are taken from the sums by the functions below either way.
 */

/** One pick as the record sees it: its result (null while ungraded), odds, stake and stored profit. */
export interface RecordFiguresPick {
  result: BetResult | null;
  odds: number;
  stake: number;
  /** The profit stored at grading; null when none was stored. */
  profit: number | null;
  /** Closing-line value, when the pick has one. */
  clv?: number | null;
}

/**
 * One pick's profit in units of its own stake: profit / stake (a win at 2.10 is +1.10). A pick
 * staked 0 (a manual pick without a stake) or without a stored profit counts one flat unit at its
 * odds instead: a win `odds − 1`, a loss −1, a push or an ungraded pick 0.
 *
 * @example pickUnits({ result: 'win', odds: 2.1, stake: 20, profit: 22 }) // 1.1
 * @example pickUnits({ result: 'loss', odds: 1.9, stake: 0, profit: 0 }) // -1
 */
export function pickUnits(pick: RecordFiguresPick): number {
  if (pick.stake > 0 && pick.profit !== null) return pick.profit / pick.stake;
  if (pick.result === 'win') return pick.odds - 1;
  return pick.result === 'loss' ? -1 : 0;
}

/**
 * A graded pick's profit: the stored one, else the settled bet's (betProfit: win
 * `stake × (odds − 1)`, loss `−stake`, push 0, in cents). Null for an ungraded pick.
 *
 * @example settledProfit({ result: 'win', odds: 2.5, stake: 10, profit: null }) // 15
 * @example settledProfit({ result: null, odds: 2.5, stake: 10, profit: null }) // null
 */
export function settledProfit(pick: RecordFiguresPick): number | null {
  if (pick.result === null) return null;
  if (pick.profit !== null) return pick.profit;
  return betProfit(pick.result, pick.stake, pick.odds);
}

/** Counts and sums over the graded picks of a record: what every figure is computed from. */
export interface RecordTotals {
  /** Graded picks (wins + losses + pushes). */
  picks: number;
  wins: number;
  losses: number;
  pushes: number;
  /** Picks without a result yet: counted here, left out of every other figure. */
  pending: number;
  /** Σ stake of the graded picks. */
  staked: number;
  /** Σ stored profit of the graded picks, a missing one counting 0. */
  profit: number;
  /** Σ pickUnits of the graded picks. */
  units: number;
  /** Over the graded picks that have a CLV: Σ CLV, how many, how many above zero. */
  clvSum: number;
  clvCount: number;
  clvAbove: number;
}

/** The totals of no pick at all. */
export const emptyRecordTotals = (): RecordTotals => ({
  picks: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  pending: 0,
  staked: 0,
  profit: 0,
  units: 0,
  clvSum: 0,
  clvCount: 0,
  clvAbove: 0,
});

/**
 * Adds one pick to some totals, returning new totals: an ungraded pick only counts as pending.
 *
 * @example addToRecordTotals(emptyRecordTotals(), { result: 'loss', odds: 2, stake: 10, profit: -10 }).losses // 1
 */
export function addToRecordTotals(totals: RecordTotals, pick: RecordFiguresPick): RecordTotals {
  if (pick.result === null) return { ...totals, pending: totals.pending + 1 };
  const clv = pick.clv ?? null;
  return {
    picks: totals.picks + 1,
    wins: totals.wins + (pick.result === 'win' ? 1 : 0),
    losses: totals.losses + (pick.result === 'loss' ? 1 : 0),
    pushes: totals.pushes + (pick.result === 'push' ? 1 : 0),
    pending: totals.pending,
    staked: totals.staked + pick.stake,
    profit: totals.profit + (pick.profit ?? 0),
    units: totals.units + pickUnits(pick),
    clvSum: totals.clvSum + (clv ?? 0),
    clvCount: totals.clvCount + (clv === null ? 0 : 1),
    clvAbove: totals.clvAbove + (clv !== null && clv > 0 ? 1 : 0),
  };
}

/**
 * The totals of some picks (see RecordTotals).
 *
 * @example recordTotals([{ result: 'win', odds: 2, stake: 10, profit: 10 }, { result: null, odds: 2, stake: 10, profit: null }]) // { picks: 1, wins: 1, pending: 1, staked: 10, profit: 10, units: 1, … }
 */
export function recordTotals(picks: readonly RecordFiguresPick[]): RecordTotals {
  return picks.reduce(addToRecordTotals, emptyRecordTotals());
}

/**
 * Hit rate of the decided picks, wins / (wins + losses): pushes are left out; null when nothing is
 * decided.
 *
 * @example recordHitRate(3, 1) // 0.75
 * @example recordHitRate(0, 0) // null
 */
export function recordHitRate(wins: number, losses: number): number | null {
  return wins + losses === 0 ? null : wins / (wins + losses);
}

/**
 * ROI of a record, profit / staked; null when nothing was staked.
 *
 * @example recordRoi(20, 50) // 0.4
 * @example recordRoi(0, 0) // null
 */
export function recordRoi(profit: number, staked: number): number | null {
  return staked > 0 ? profit / staked : null;
}

/**
 * A mean from its sum and count (average profit per pick, mean CLV, the share of picks that beat
 * the close); null over nothing.
 *
 * @example meanOf(20, 5) // 4
 * @example meanOf(0, 0) // null
 */
export function meanOf(sum: number, count: number): number | null {
  return count === 0 ? null : sum / count;
}

/**
 * Units rounded to four decimals, as the record shows them.
 *
 * @example roundUnits(1.23456) // 1.2346
 */
export function roundUnits(units: number): number {
  return Math.round(units * 10_000) / 10_000;
}

/** The ratios of a record (see recordRatios). */
export interface RecordRatios {
  hitRate: number | null;
  roi: number | null;
  /** Σ units, rounded to four decimals. */
  unitsWon: number;
  averageProfit: number | null;
  meanClv: number | null;
  beatCloseShare: number | null;
}

/**
 * The ratios of some totals, each null when it has nothing to be computed from: hit rate of the
 * decided picks, ROI = profit / staked, units, profit per graded pick, mean CLV and the share of
 * picks that beat the closing line (CLV > 0), both over the picks that have a CLV.
 *
 * @example recordRatios(recordTotals([])) // { hitRate: null, roi: null, unitsWon: 0, averageProfit: null, meanClv: null, beatCloseShare: null }
 */
export function recordRatios(totals: Omit<RecordTotals, 'pending'>): RecordRatios {
  return {
    hitRate: recordHitRate(totals.wins, totals.losses),
    roi: recordRoi(totals.profit, totals.staked),
    unitsWon: roundUnits(totals.units),
    averageProfit: meanOf(totals.profit, totals.picks),
    meanClv: meanOf(totals.clvSum, totals.clvCount),
    beatCloseShare: meanOf(totals.clvAbove, totals.clvCount),
  };
}

/**
 * Sums over a record's bets, the graded picks staked more than 0 with a stored profit: what ROI's
 * interval is computed from (roiInterval's inputs, summed so that a database can add them up).
 */
export interface RecordBetSums {
  bets: number;
  /** Σ sᵢ, Σ pᵢ, Σ pᵢ²/sᵢ, Σ sᵢ² over the bets' stakes s and profits p. */
  betStake: number;
  betProfit: number;
  betProfitSqOverStake: number;
  betStakeSq: number;
}

/**
 * The bet sums of some picks (see RecordBetSums); ungraded, unstaked and profitless picks are left out.
 *
 * @example recordBetSums([{ result: 'win', odds: 2, stake: 10, profit: 10 }]) // { bets: 1, betStake: 10, betProfit: 10, betProfitSqOverStake: 10, betStakeSq: 100 }
 */
export function recordBetSums(picks: readonly RecordFiguresPick[]): RecordBetSums {
  const sums: RecordBetSums = { bets: 0, betStake: 0, betProfit: 0, betProfitSqOverStake: 0, betStakeSq: 0 };
  for (const { result, stake, profit } of picks) {
    if (result === null || !(stake > 0) || profit === null) continue;
    sums.bets += 1;
    sums.betStake += stake;
    sums.betProfit += profit;
    sums.betProfitSqOverStake += (profit * profit) / stake;
    sums.betStakeSq += stake * stake;
  }
  return sums;
}

/**
 * ROI's interval from the bets' sums: roiInterval (the stake-weighted variance of the per-unit
 * returns around the ROI, over the effective number of bets) with its sums expanded,
 * Σ wᵢ(rᵢ − roi)² = (Σ pᵢ²/sᵢ − 2·roi·Σ pᵢ + roi²·S) / S and n_eff = S² / Σ sᵢ². Null under two
 * bets. `z` 1.96 for 95%.
 *
 * @example recordRoiInterval(recordBetSums(52 wins and 48 losses of 1 unit at evens)) // { low: −0.157, high: 0.237 }
 */
export function recordRoiInterval(sums: RecordBetSums, z = 1.96): { low: number; high: number } | null {
  if (sums.bets < 2) return null;
  const staked = sums.betStake;
  const roi = sums.betProfit / staked;
  const variance = Math.max(
    0,
    (sums.betProfitSqOverStake - 2 * roi * sums.betProfit + roi * roi * staked) / staked,
  );
  const effectiveN = (staked * staked) / sums.betStakeSq;
  const halfWidth = z * Math.sqrt(variance / Math.max(1, effectiveN - 1));
  return { low: roi - halfWidth, high: roi + halfWidth };
}

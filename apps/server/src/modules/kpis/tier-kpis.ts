import { type PickResult, type Tier, type TierKpi, TierSchema } from '@arcade/contracts';
import { meanOf, pickUnits, recordHitRate, recordRoi, recordTotals, roundUnits } from '@arcade/core';

export interface KpiPick {
  tier: Tier;
  odds: number;
  stake: number;
  result: PickResult | null;
  profit: number | null;
  clv: number | null;
}

/** One pick's profit in units of its own stake (core's pickUnits). */
export const unitsOf: (pick: KpiPick) => number = pickUnits;

/** Money rounded as the KPIs have always shown it. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The record per tier over published picks (callers pass published ones only): counts, hit rate of
 * decided picks (wins / (wins + losses), null when none), units profit, ROI = profit / staked (null
 * when nothing was staked) and mean CLV of the graded picks that have one.
 */
export function tierKpis(picks: readonly KpiPick[]): TierKpi[] {
  return TierSchema.options.map((tier) =>
    kpiOf(
      sumsOf(
        tier,
        picks.filter((pick) => pick.tier === tier),
      ),
    ),
  );
}

/** What a tier's record is computed from: counts and sums over its published picks. */
export interface TierSums {
  tier: Tier;
  graded: number;
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  /** Over the graded picks: stakes, profits, units (unitsOf), and the CLVs they have. */
  staked: number;
  profit: number;
  units: number;
  clvSum: number;
  clvCount: number;
}

/** The sums of one tier's picks (the database computes the same in kpis.repository.ts). */
export function sumsOf(tier: Tier, picks: readonly KpiPick[]): TierSums {
  const totals = recordTotals(picks);
  return {
    tier,
    graded: totals.picks,
    wins: totals.wins,
    losses: totals.losses,
    pushes: totals.pushes,
    pending: totals.pending,
    staked: totals.staked,
    profit: totals.profit,
    units: totals.units,
    clvSum: totals.clvSum,
    clvCount: totals.clvCount,
  };
}

/** A tier's record from its sums (see tierKpis). */
export function kpiOf(sums: TierSums): TierKpi {
  const { tier, wins, losses, staked, profit } = sums;
  return {
    tier,
    total: sums.graded,
    wins,
    losses,
    pushes: sums.pushes,
    pending: sums.pending,
    hitRate: recordHitRate(wins, losses),
    unitsProfit: roundUnits(sums.units),
    staked: round2(staked),
    profit: round2(profit),
    roi: recordRoi(profit, staked),
    meanClv: meanOf(sums.clvSum, sums.clvCount),
  };
}

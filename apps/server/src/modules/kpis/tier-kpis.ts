import { type PickResult, type Tier, type TierKpi, TierSchema } from '@arcade/contracts';
import {
  meanOf,
  recordHitRate,
  recordRoi,
  type RecordTotals,
  recordTotals,
  roundCents,
  roundUnits,
} from '@arcade/core';

export interface KpiPick {
  tier: Tier;
  odds: number;
  stake: number;
  result: PickResult | null;
  profit: number | null;
  clv: number | null;
}

/**
 * The record per tier over published picks (callers pass published ones only), by core's record
 * figures: counts, hit rate of decided picks (null when none), units profit, staked and profit in
 * cents, ROI = profit / staked (null when nothing was staked) and mean CLV of the graded picks that
 * have one.
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

/**
 * What a tier's record is computed from: core's record totals of its published picks (`graded` is
 * their `picks`), less the count of CLVs above zero, which the KPIs do not show. The database keeps
 * the same sums in `tier_sums`.
 */
export interface TierSums extends Omit<RecordTotals, 'picks' | 'clvAbove'> {
  tier: Tier;
  graded: number;
}

/** The sums of one tier's picks (core's recordTotals; the database computes the same in kpis.repository.ts). */
export function sumsOf(tier: Tier, picks: readonly KpiPick[]): TierSums {
  const { picks: graded, clvAbove: _clvAbove, ...totals } = recordTotals(picks);
  return { tier, graded, ...totals };
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
    staked: roundCents(staked),
    profit: roundCents(profit),
    roi: recordRoi(profit, staked),
    meanClv: meanOf(sums.clvSum, sums.clvCount),
  };
}

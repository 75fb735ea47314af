import { type PickResult, type Tier, type TierKpi, TierSchema } from '@arcade/contracts';

export interface KpiPick {
  tier: Tier;
  odds: number;
  stake: number;
  result: PickResult | null;
  profit: number | null;
  clv: number | null;
}

/**
 * One pick's profit in units of its own stake: profit / stake (a win at 2.10 is +1.10). A pick
 * staked 0 (a manual pick without a stake) counts as one flat unit at its odds instead.
 */
export function unitsOf(pick: KpiPick): number {
  if (pick.stake > 0 && pick.profit !== null) return pick.profit / pick.stake;
  if (pick.result === 'win') return pick.odds - 1;
  return pick.result === 'loss' ? -1 : 0;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

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
  const graded = picks.filter((pick) => pick.result !== null);
  const count = (result: PickResult) => graded.filter((pick) => pick.result === result).length;
  const clvs = graded.flatMap((pick) => (pick.clv === null ? [] : [pick.clv]));
  return {
    tier,
    graded: graded.length,
    wins: count('win'),
    losses: count('loss'),
    pushes: count('push'),
    pending: picks.length - graded.length,
    staked: graded.reduce((sum, pick) => sum + pick.stake, 0),
    profit: graded.reduce((sum, pick) => sum + (pick.profit ?? 0), 0),
    units: graded.reduce((sum, pick) => sum + unitsOf(pick), 0),
    clvSum: clvs.reduce((sum, clv) => sum + clv, 0),
    clvCount: clvs.length,
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
    hitRate: wins + losses === 0 ? null : wins / (wins + losses),
    unitsProfit: round(sums.units, 4),
    staked: round(staked, 2),
    profit: round(profit, 2),
    roi: staked > 0 ? profit / staked : null,
    meanClv: sums.clvCount === 0 ? null : sums.clvSum / sums.clvCount,
  };
}

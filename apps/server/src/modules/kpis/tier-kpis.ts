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
  return TierSchema.options.map((tier) => {
    const ofTier = picks.filter((pick) => pick.tier === tier);
    const graded = ofTier.filter((pick) => pick.result !== null);
    const count = (result: PickResult) => graded.filter((pick) => pick.result === result).length;
    const wins = count('win');
    const losses = count('loss');
    const staked = graded.reduce((sum, pick) => sum + pick.stake, 0);
    const profit = graded.reduce((sum, pick) => sum + (pick.profit ?? 0), 0);
    const clvs = graded.flatMap((pick) => (pick.clv === null ? [] : [pick.clv]));
    return {
      tier,
      total: graded.length,
      wins,
      losses,
      pushes: count('push'),
      pending: ofTier.length - graded.length,
      hitRate: wins + losses === 0 ? null : wins / (wins + losses),
      unitsProfit: round(
        graded.reduce((sum, pick) => sum + unitsOf(pick), 0),
        4,
      ),
      staked: round(staked, 2),
      profit: round(profit, 2),
      roi: staked > 0 ? profit / staked : null,
      meanClv: clvs.length === 0 ? null : clvs.reduce((sum, clv) => sum + clv, 0) / clvs.length,
    };
  });
}

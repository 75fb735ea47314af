import type { Tier, TierKpi } from '@arcade/contracts';
import { type HitRateBand, hitRateBand as bandOf } from '@/lib/hit-rate';

/** The four tiers, cheapest first, as the cards show them. */
export const TIERS: readonly Tier[] = ['vip', 'exclusivo', 'platinum', 'diamante'];

/** The dashboard's history dialog lists this many picks. */
export const TIER_HISTORY_SIZE = 10;

export type { HitRateBand } from '@/lib/hit-rate';

/** The hit-rate band (55% green, 50% yellow, else red); null when nothing is decided yet. */
export function hitRateBand(hitRate: number | null): HitRateBand | null {
  return hitRate === null ? null : bandOf(hitRate);
}

/** A tier with no graded pick yet reads as zeros, not as missing. */
export function emptyKpi(tier: Tier): TierKpi {
  return {
    tier,
    total: 0,
    wins: 0,
    losses: 0,
    pushes: 0,
    pending: 0,
    hitRate: null,
    unitsProfit: 0,
    staked: 0,
    profit: 0,
    roi: null,
    meanClv: null,
  };
}

/** The KPIs of every tier in card order, filling tiers the server did not list. */
export function kpisByTier(kpis: readonly TierKpi[]): TierKpi[] {
  return TIERS.map((tier) => kpis.find((kpi) => kpi.tier === tier) ?? emptyKpi(tier));
}

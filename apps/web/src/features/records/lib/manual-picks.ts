import type { AdminPick, Tier } from '@arcade/contracts';

/** How many manual picks the list shows (product.md §9). */
export const MANUAL_PICKS_LIMIT = 50;

/** Manual picks (strategy 'manual'), optionally of one tier, newest first, at most 50. */
export function manualPicks(picks: readonly AdminPick[], tier: Tier | 'all'): AdminPick[] {
  return picks
    .filter((pick) => pick.strategy === 'manual' && (tier === 'all' || pick.tier === tier))
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, MANUAL_PICKS_LIMIT);
}

/** Only a published pick still without a result can be graded by hand (product.md §4). */
export const canMarkResult = (pick: AdminPick) => pick.status === 'published' && pick.result === null;

import type { Tier } from '@arcade/contracts';

/** Highest tier first: the order the admin's tier filters and selects list them in. */
export const TIERS_HIGHEST_FIRST: readonly Tier[] = ['diamante', 'platinum', 'exclusivo', 'vip'];

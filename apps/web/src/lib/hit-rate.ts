export type HitRateBand = 'good' | 'fair' | 'poor';

/**
 * The colour band of a hit rate: 55% or more green ('good'), 50% or more yellow ('fair'),
 * else red ('poor'). Every screen that colours a hit rate uses this one rule.
 */
export function hitRateBand(hitRate: number): HitRateBand {
  if (hitRate >= 0.55) return 'good';
  if (hitRate >= 0.5) return 'fair';
  return 'poor';
}

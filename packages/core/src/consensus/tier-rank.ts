import { DomainError } from '../errors';
import { DEFAULT_TIER_THRESHOLDS, type Tier, type TierThresholds, tierFor } from './consensus';

/** How a new pick's tier is chosen: by its edge's rank among recent candidates, or by fixed thresholds. */
export type TierMode = 'rank' | 'fixed';

/** Below this many candidates in the window a rank says little, and the fixed thresholds decide. */
export const MIN_RANK_WINDOW = 40;

/** The lowest share of the window a tier's edges rank above (mid-rank percentile), best tier first. */
const RANK_FLOORS: readonly (readonly [Tier, number])[] = [
  ['diamante', 0.75],
  ['platinum', 0.5],
  ['exclusivo', 0.25],
];

export interface TierAssignment {
  tier: Tier;
  /**
   * `rank`: by the window's quartiles; `small_window`: by the fixed thresholds, the window holding
   * too few candidates to rank; `fixed`: by the fixed thresholds, as the mode asks.
   */
  basis: 'rank' | 'small_window' | 'fixed';
  /** The edge's mid-rank percentile in the window, in [0, 1]; null when the thresholds decided. */
  percentile: number | null;
  /** How many candidates the window held. */
  windowSize: number;
}

function checkEdge(edge: number, what: string): void {
  if (!Number.isFinite(edge) || edge < 0)
    throw new DomainError('INVALID_ARGUMENT', `${what} must be a finite edge ≥ 0, got ${edge}`);
}

/**
 * Mid-rank percentile of `edge` in `window`: the share of the window below it, counting the edges
 * equal to it as half below. Equal edges therefore always share one percentile (and one tier), and
 * a larger edge never ranks lower.
 *
 * @example edgePercentile([0.02, 0.03, 0.04, 0.05], 0.04) // (2 + 0.5) / 4 = 0.625
 */
export function edgePercentile(window: readonly number[], edge: number): number {
  checkEdge(edge, 'edge');
  if (window.length === 0) throw new DomainError('INVALID_ARGUMENT', 'an empty window has no percentile');
  let below = 0;
  let equal = 0;
  for (const value of window) {
    checkEdge(value, 'every edge of the window');
    if (value < edge) below++;
    else if (value === edge) equal++;
  }
  return (below + equal / 2) / window.length;
}

/**
 * A new pick's tier. By rank (the default): where its edge stands among the policy's recent
 * candidates — the top quarter of the window `diamante`, then `platinum`, `exclusivo` and `vip` —
 * so each tier receives about a quarter of the picks and a higher tier always holds a larger edge
 * than the tier below (the tier only grows with the edge; equal edges share a tier). Agreement does
 * not gate a ranked tier: it is already inside the edge through the pooled forecast, and a gate would
 * put a larger edge below a smaller one. With fewer than `MIN_RANK_WINDOW` candidates (a new
 * install), or in `fixed` mode, the fixed thresholds decide as `tierFor` does (diamante there also
 * needs the strategies' agreement).
 *
 * @example assignTier({ mode: 'rank', edge: 0.05, agreement: 0.5, window: forty edges 0.01…0.04 })
 * // { tier: 'diamante', basis: 'rank', percentile: 1, windowSize: 40 }
 * @example assignTier({ mode: 'rank', edge: 0.05, agreement: 0.5, window: [] })
 * // { tier: 'exclusivo', basis: 'small_window', percentile: null, windowSize: 0 }
 */
export function assignTier(input: {
  mode: TierMode;
  edge: number;
  /** Share of the strategies that agree, in [0, 1] (only the fixed thresholds read it). */
  agreement: number;
  /** The edges of the policy's candidates in the window (this run's included). */
  window: readonly number[];
  thresholds?: TierThresholds | undefined;
}): TierAssignment {
  const { mode, edge, agreement, window } = input;
  checkEdge(edge, 'edge');
  if (!(agreement >= 0 && agreement <= 1))
    throw new DomainError('INVALID_ARGUMENT', `agreement must be within [0, 1], got ${agreement}`);
  if (mode === 'fixed' || window.length < MIN_RANK_WINDOW) {
    for (const value of window) checkEdge(value, 'every edge of the window');
    return {
      tier: tierFor(edge, agreement, input.thresholds ?? DEFAULT_TIER_THRESHOLDS),
      basis: mode === 'fixed' ? 'fixed' : 'small_window',
      percentile: null,
      windowSize: window.length,
    };
  }
  const percentile = edgePercentile(window, edge);
  const tier = RANK_FLOORS.find(([, floor]) => percentile >= floor)?.[0] ?? 'vip';
  return { tier, basis: 'rank', percentile, windowSize: window.length };
}

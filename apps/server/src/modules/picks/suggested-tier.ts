import type { Tier } from '@arcade/contracts';
import { tierFor } from '@arcade/core';
import type { TierThresholdsValue } from '@arcade/contracts';

/**
 * The tier an edge would earn under the current settings, offered beside an odds edit (which keeps
 * the pick's tier): the one place the admin panel asks which tier an edge deserves, so the web never
 * repeats the rule. It follows core's `tierFor` with the configured thresholds.
 */
export function suggestedTier(
  config: { tierThresholds: TierThresholdsValue },
  edge: number,
  agreement: number,
): Tier {
  return tierFor(edge, agreement, config.tierThresholds);
}

import { assignTier, type TierAssignment, type TierThresholds } from '@arcade/core';
import type { Database } from '../../db/client';
import type { TierMode } from '../../db/schema/index';
import { generatedEdgesSince } from './generated-picks.repository';

const DAY_MS = 86_400_000;
/** The window a new pick's edge is ranked in. */
export const TIER_WINDOW_DAYS = 30;

/** A candidate of the run being tiered: its key `eventId|market|selection` and the edge the policy found. */
interface RunCandidate {
  key: string;
  edge: number;
}

export type TierAssigner = (edge: number, agreement: number) => TierAssignment;

/**
 * Tiers a run's picks: by the rank of each edge among the policy's candidates of the last 30 days
 * (every pick generated in the window, whatever became of it, and this run's candidates within the
 * per-event cap, each selection of an event counted once), or by the fixed thresholds in fixed mode
 * and while the window holds fewer than core's minimum. The generated picks stand for the window's
 * earlier candidates because a run's candidates are kept only as the picks made from them.
 */
export async function tierAssigner(
  db: Database,
  config: { tierMode: TierMode; tierThresholds: TierThresholds },
  now: Date,
  run: readonly RunCandidate[] = [],
): Promise<TierAssigner> {
  const edges =
    config.tierMode === 'fixed'
      ? new Map<string, number>()
      : await generatedEdgesSince(db, new Date(now.getTime() - TIER_WINDOW_DAYS * DAY_MS), now);
  for (const candidate of run) edges.set(candidate.key, candidate.edge);
  // Every candidate cleared an edge threshold of at least 0; anything else is no candidate's edge.
  const window = [...edges.values()].filter((edge) => Number.isFinite(edge) && edge >= 0);
  return (edge, agreement) =>
    assignTier({ mode: config.tierMode, edge, agreement, window, thresholds: config.tierThresholds });
}

import { type GradedRecord, type GradedSummary, SportSchema, type Tier } from '@arcade/contracts';
import { meanOf, recordHitRate, recordRoi, roundCents } from '@arcade/core';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import type { PickTier, Sport } from '../../db/schema/index';
import { type GradedCell, gradedCells, gradedDays } from './graded-summary.repository';

/** Highest tier first, the order Historial shows them in. */
const TIERS: readonly Tier[] = ['diamante', 'platinum', 'exclusivo', 'vip'];

/**
 * The record of some cells: counts and money added up, then core's rates of them (answered as 0 when
 * undefined, as GradedRecordSchema says; a screen shows those as "—").
 */
export function recordOf(cells: readonly GradedCell[]): GradedRecord {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  let profit = 0;
  let staked = 0;
  for (const cell of cells) {
    wins += cell.wins;
    losses += cell.losses;
    pushes += cell.pushes;
    profit += cell.profit;
    staked += cell.staked;
  }
  const picks = wins + losses + pushes;
  profit = roundCents(profit);
  staked = roundCents(staked);
  return {
    picks,
    wins,
    losses,
    pushes,
    winRate: recordHitRate(wins, losses) ?? 0,
    profit,
    staked,
    roi: recordRoi(profit, staked) ?? 0,
    averageProfit: meanOf(profit, picks) ?? 0,
  };
}

/**
 * Historial's figures (GradedSummarySchema): read as one row per sport and tier, so the work and the
 * answer stay small however many picks were graded, and the filters are applied to those rows.
 */
async function gradedSummary(
  db: Database,
  filters: { sport?: Sport | undefined; tier?: PickTier | undefined },
): Promise<GradedSummary> {
  const { sport, tier } = filters;
  const [cells, days] = await Promise.all([
    gradedCells(db),
    gradedDays(db, { ...(sport ? { sport } : {}), ...(tier ? { tier } : {}) }),
  ]);
  const ofSport = (cell: GradedCell) => !sport || cell.sport === sport;
  const ofTier = (cell: GradedCell) => !tier || cell.tier === tier;
  let cumulative = 0;
  return {
    summary: recordOf(cells.filter((cell) => ofSport(cell) && ofTier(cell))),
    bySport: SportSchema.options
      .map((key) => ({ key, ...recordOf(cells.filter((cell) => cell.sport === key && ofTier(cell))) }))
      .filter((group) => group.picks > 0),
    byTier: TIERS.map((key) => ({
      key,
      ...recordOf(cells.filter((cell) => cell.tier === key && ofSport(cell))),
    })),
    series: days.map((day) => {
      cumulative = roundCents(cumulative + day.profit);
      return { date: day.date, picks: day.picks, profit: roundCents(day.profit), cumulative };
    }),
  };
}

type SummaryFilters = Parameters<typeof gradedSummary>[1];

// Historial's figures aggregate every graded pick: read once per change of the picks (picksChanged)
// for each filter asked (the unfiltered one with the read), not on every request. Sports × tiers
// bound the filters.
const summaries = preparedRead('picks', {
  read: async (db) => {
    const unfiltered = gradedSummary(db, {});
    await unfiltered;
    return new Map([[keyOf({}), unfiltered]]);
  },
  revalidateInBackground: true,
});

const keyOf = (filters: SummaryFilters) => `${filters.sport ?? ''}|${filters.tier ?? ''}`;

/** gradedSummary, prepared once per change of the picks and filter. */
export async function preparedGradedSummary(db: Database, filters: SummaryFilters): Promise<GradedSummary> {
  const cache = (await summaries.get(db)).value;
  const key = keyOf(filters);
  let summary = cache.get(key);
  if (!summary) {
    summary = gradedSummary(db, filters);
    cache.set(key, summary);
    summary.catch(() => cache.delete(key));
  }
  return summary;
}

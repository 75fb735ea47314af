import { type AdminPick, type Sport, SportSchema, type Tier } from '@arcade/contracts';

/** Highest tier first, the order the history shows them in (product.md §2 Historial). */
export const HISTORY_TIERS: readonly Tier[] = ['diamante', 'platinum', 'exclusivo', 'vip'];

export type RecordSummary = {
  picks: number;
  wins: number;
  losses: number;
  pushes: number;
  /** wins / (wins + losses) as a fraction; 0 when nothing is decided (product.md §4). */
  winRate: number;
  profit: number;
  staked: number;
  /** profit / staked as a fraction; 0 when nothing was staked. */
  roi: number;
  /** profit per graded pick; 0 without picks. */
  averageProfit: number;
};

export type GroupSummary<K extends string> = RecordSummary & { key: K };

export type ProfitPoint = { date: string; profit: number; cumulative: number };

export type HistoryFilters = { sport: Sport | 'all'; tier: Tier | 'all' };

/**
 * The profit of a graded pick: the stored one, else the settled bet's (decisions.md §3:
 * win stake × (odds − 1), loss −stake, push 0). Ungraded picks have no profit.
 */
export function pickProfit(pick: AdminPick): number {
  if (pick.result === null) return 0;
  if (pick.profit !== null) return pick.profit;
  if (pick.result === 'win') return pick.stake * (pick.odds - 1);
  if (pick.result === 'loss') return -pick.stake;
  return 0;
}

/** When a pick was settled: its grading time, else its own date for picks graded before it was kept. */
function gradedDate(pick: AdminPick): string {
  return pick.gradedAt ?? pick.timestamp;
}

/** Win rate colour band (product.md §4), the one rule every screen uses. */
export { hitRateBand as winRateBand } from '@/lib/hit-rate';

/** Record, win rate, profit and ROI of the graded picks in `picks` (ungraded ones are ignored). */
export function summarize(picks: readonly AdminPick[]): RecordSummary {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  let profit = 0;
  let staked = 0;
  for (const pick of picks) {
    if (pick.result === null) continue;
    if (pick.result === 'win') wins += 1;
    else if (pick.result === 'loss') losses += 1;
    else pushes += 1;
    profit += pickProfit(pick);
    staked += pick.stake;
  }
  const graded = wins + losses + pushes;
  const decided = wins + losses;
  return {
    picks: graded,
    wins,
    losses,
    pushes,
    winRate: decided === 0 ? 0 : wins / decided,
    profit,
    staked,
    roi: staked === 0 ? 0 : profit / staked,
    averageProfit: graded === 0 ? 0 : profit / graded,
  };
}

/** Per sport, in the contract's sport order; only sports with graded picks. */
export function summarizeBySport(picks: readonly AdminPick[]): GroupSummary<Sport>[] {
  return SportSchema.options
    .map((sport) => ({ key: sport, ...summarize(picks.filter((pick) => pick.sport === sport)) }))
    .filter((group) => group.picks > 0);
}

/** Per tier, highest first; every tier is listed, even without picks, so the table keeps its shape. */
export function summarizeByTier(picks: readonly AdminPick[]): GroupSummary<Tier>[] {
  return HISTORY_TIERS.map((tier) => ({
    key: tier,
    ...summarize(picks.filter((pick) => pick.tier === tier)),
  }));
}

export function filterPicks(picks: readonly AdminPick[], filters: HistoryFilters): AdminPick[] {
  return picks.filter(
    (pick) =>
      (filters.sport === 'all' || pick.sport === filters.sport) &&
      (filters.tier === 'all' || pick.tier === filters.tier),
  );
}

/** Cumulative profit after each graded pick, oldest first by graded date. */
export function cumulativeProfit(picks: readonly AdminPick[]): ProfitPoint[] {
  const graded = picks
    .filter((pick) => pick.result !== null)
    .sort((a, b) => Date.parse(gradedDate(a)) - Date.parse(gradedDate(b)));
  let cumulative = 0;
  return graded.map((pick) => {
    const profit = pickProfit(pick);
    cumulative += profit;
    return { date: gradedDate(pick), profit, cumulative };
  });
}

/** Graded picks, newest first by pick date: the history table's rows. */
export function historyRows(picks: readonly AdminPick[]): AdminPick[] {
  return picks
    .filter((pick) => pick.result !== null)
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

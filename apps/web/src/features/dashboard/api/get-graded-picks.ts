import type { RecordPick, Sport, Tier } from '@arcade/contracts';
import { RecordResponseParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TIER_HISTORY_SIZE } from '../lib/tier-stats';

/**
 * Graded picks older than GET /api/picks' window are the public record's: the dashboard reads them
 * from GET /api/record, which pages them. Spelled out rather than imported from the record feature;
 * a pick change invalidates every query under this path.
 */
const RECORD_PATH = '/api/record';

/** Pages of the record the latest decided picks are gathered from. */
const PAGE_SIZE = 25;

type GradedFilter = { tier?: Tier; sport?: Sport };

/** One page of the record's graded picks, newest first, with their details (the caller is logged in). */
export async function getGradedPicks(
  filter: GradedFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ picks: RecordPick[]; pages: number }> {
  const params = new URLSearchParams();
  if (filter.tier) params.set('tier', filter.tier);
  if (filter.sport) params.set('sport', filter.sport);
  if (page > 1) params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  const response = await apiRequest(`${RECORD_PATH}?${params}`, RecordResponseParser, { signal });
  return { picks: response.picks, pages: response.pages };
}

/** The tier's newest graded picks, as many as the history dialog lists. */
export function tierHistoryQueryOptions(tier: Tier, size = TIER_HISTORY_SIZE) {
  return queryOptions({
    queryKey: [RECORD_PATH, 'tier-history', tier, size],
    queryFn: async ({ signal }) => (await getGradedPicks({ tier }, 1, size, signal)).picks,
  });
}

export function useTierHistory(tier: Tier) {
  return useQuery(tierHistoryQueryOptions(tier));
}

/**
 * The sport's newest `size` decided picks (won or lost; pushes skipped), newest first: page after
 * page of the record until there are enough or it ends.
 */
export function latestDecidedQueryOptions(sport: Sport, size: number) {
  return queryOptions({
    queryKey: [RECORD_PATH, 'latest-decided', sport, size],
    queryFn: async ({ signal }) => {
      const decided: RecordPick[] = [];
      for (let page = 1; ; page += 1) {
        const result = await getGradedPicks({ sport }, page, PAGE_SIZE, signal);
        decided.push(...result.picks.filter((pick) => pick.result !== 'push'));
        if (decided.length >= size || page >= result.pages) return decided.slice(0, size);
      }
    },
  });
}

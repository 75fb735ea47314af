import { type NbaStandingsResponse, NbaStandingsResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryUpTo } from '../lib/standings';

export const STANDINGS_PATH = '/api/danyscore-nba/standings';

export function getStandings(season: number, signal?: AbortSignal): Promise<NbaStandingsResponse> {
  return apiRequest(`${STANDINGS_PATH}?season=${season}`, NbaStandingsResponseSchema, { signal });
}

/** A season's standings: kept fresh 5 minutes and retried twice. */
export function standingsQueryOptions(season: number) {
  return queryOptions({
    queryKey: [STANDINGS_PATH, season],
    queryFn: ({ signal }) => getStandings(season, signal),
    staleTime: 5 * 60_000,
    retry: retryUpTo(2),
  });
}

export function useStandings(season: number) {
  return useQuery(standingsQueryOptions(season));
}

import { type NbaTeamResponse, NbaTeamResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryUpTo } from '../lib/standings';

export const TEAM_PATH = '/api/danyscore-nba/team';

export function getTeam(teamId: number, season: number, signal?: AbortSignal): Promise<NbaTeamResponse> {
  return apiRequest(`${TEAM_PATH}/${teamId}?season=${season}`, NbaTeamResponseSchema, { signal });
}

/** A team's DanyScore numbers: kept fresh an hour and retried once; a refresh drops them. */
export function teamQueryOptions(teamId: number, season: number) {
  return queryOptions({
    queryKey: [TEAM_PATH, teamId, season],
    queryFn: ({ signal }) => getTeam(teamId, season, signal),
    staleTime: 60 * 60_000,
    retry: retryUpTo(1),
  });
}

export function useTeam(teamId: number | null, season: number) {
  return useQuery({ ...teamQueryOptions(teamId ?? 0, season), enabled: teamId !== null });
}

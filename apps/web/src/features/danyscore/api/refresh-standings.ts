import { type NbaStandingsResponse, NbaStandingsResponseSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STANDINGS_PATH } from './get-standings';
import { TEAM_PATH } from './get-team';

/** POST /api/danyscore-nba/standings/refresh: balldontlie with a key, the demo market otherwise. */
export function refreshStandings(season: number): Promise<NbaStandingsResponse> {
  return apiRequest(`${STANDINGS_PATH}/refresh?season=${season}`, NbaStandingsResponseSchema, {
    method: 'POST',
  });
}

export function useRefreshStandings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshStandings,
    onSuccess: async (standings) => {
      queryClient.setQueryData([STANDINGS_PATH, standings.season], standings);
      // The teams' numbers changed with the rosters: their hour-long cache no longer holds.
      await queryClient.invalidateQueries({ queryKey: [TEAM_PATH] });
    },
  });
}

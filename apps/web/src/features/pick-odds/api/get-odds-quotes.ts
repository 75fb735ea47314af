import { PickQuotesResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH, pickPath } from '@/features/picks';

/** GET /api/admin/picks/:id/odds-quotes: the books that price the pick's selection now, best first. */
export function oddsQuotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH, id, 'odds-quotes'],
    queryFn: async ({ signal }) =>
      (await apiRequest(pickPath(id, 'odds-quotes'), PickQuotesResponseSchema, { signal })).quotes,
    staleTime: 30_000,
  });
}

export function useOddsQuotes(id: string) {
  return useQuery(oddsQuotesQueryOptions(id));
}

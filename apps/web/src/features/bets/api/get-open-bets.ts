import type { Bet } from '@arcade/contracts';
import { OpenBetsParser } from '@arcade/contracts/account-parsers';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const BETS_PATH = '/api/bets';

/** Every query of the person's book sits under this key, so one write refreshes them all. */
export const BETS_QUERY_KEY = ['bets'] as const;

/** GET /api/bets/open: the person's bets not graded yet. */
export async function getOpenBets(signal?: AbortSignal): Promise<Bet[]> {
  const response = await apiRequest(`${BETS_PATH}/open`, OpenBetsParser, { signal });
  return response.bets;
}

export function openBetsQueryOptions() {
  return queryOptions({
    queryKey: [...BETS_QUERY_KEY, 'open'],
    queryFn: ({ signal }) => getOpenBets(signal),
  });
}

/** The open bets of the page: every card reads the same query, so the page asks once. */
export const useOpenBets = () => useQuery(openBetsQueryOptions());

/** The person's bet on a pick among the open ones, if they recorded one. */
export function useOpenBetOn(pickId: string) {
  const query = useOpenBets();
  return { ...query, bet: query.data?.find((bet) => bet.pickId === pickId) ?? null };
}

/** After a write: the open bets and every other view of the book are read again. */
export function refreshBets(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BETS_QUERY_KEY });
}

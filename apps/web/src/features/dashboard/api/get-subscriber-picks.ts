import type { SubscriberPick } from '@arcade/contracts';
import { SubscriberPicksResponseParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The same key the admin's pick changes invalidate (picks, admin picks, kpis). */
export const SUBSCRIBER_PICKS_PATH = '/api/picks';

/** Published picks as the server lets this caller see them: in full where entitled, teasers otherwise. */
export async function getSubscriberPicks(signal?: AbortSignal): Promise<SubscriberPick[]> {
  const response = await apiRequest(SUBSCRIBER_PICKS_PATH, SubscriberPicksResponseParser, { signal });
  return response.picks;
}

export function subscriberPicksQueryOptions() {
  return queryOptions({
    queryKey: [SUBSCRIBER_PICKS_PATH],
    queryFn: ({ signal }) => getSubscriberPicks(signal),
  });
}

export function useSubscriberPicks() {
  return useQuery(subscriberPicksQueryOptions());
}

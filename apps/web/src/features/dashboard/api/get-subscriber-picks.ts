import type { SubscriberPick, Tier } from '@arcade/contracts';
import { SubscriberPicksResponseParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryPath } from '@/lib/first-reads';

/** The same key the admin's pick changes invalidate (picks, admin picks, kpis). */
export const SUBSCRIBER_PICKS_PATH = '/api/picks';

/** The dashboard's first screen: the nearest open picks, this many per tier ("Ver más" shows the rest). */
export const FIRST_SCREEN_PICKS_PER_TIER = 6;

/** The first screen's picks, and how many other open picks each tier has in the whole list. */
export interface FirstScreenPicks {
  picks: SubscriberPick[];
  more: Readonly<Partial<Record<Tier, number>>>;
}

/** Published picks as the server lets this caller see them: in full where entitled, teasers otherwise. */
export async function getSubscriberPicks(signal?: AbortSignal): Promise<SubscriberPick[]> {
  const response = await apiRequest(SUBSCRIBER_PICKS_PATH, SubscriberPicksResponseParser, { signal });
  return response.picks;
}

/** The whole list: loaded when the person asks for more than the first screen. */
export function subscriberPicksQueryOptions() {
  return queryOptions({
    queryKey: [SUBSCRIBER_PICKS_PATH],
    queryFn: ({ signal }) => getSubscriberPicks(signal),
  });
}

export function useSubscriberPicks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriberPicksQueryOptions(), enabled });
}

/** Under the whole list's key, so whatever invalidates the picks invalidates the first screen too. */
const firstScreenKey = [SUBSCRIBER_PICKS_PATH, { perTier: FIRST_SCREEN_PICKS_PER_TIER }] as const;

export function firstScreenPicksQueryOptions() {
  return queryOptions({
    queryKey: firstScreenKey,
    queryFn: async ({ signal }): Promise<FirstScreenPicks> => {
      const path = queryPath({ queryKey: firstScreenKey });
      const response = await apiRequest(path, SubscriberPicksResponseParser, { signal });
      return { picks: response.picks, more: response.more ?? {} };
    },
  });
}

export function useFirstScreenPicks() {
  return useQuery(firstScreenPicksQueryOptions());
}

import type { MySubscription } from '@arcade/contracts';
import { MySubscriptionParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const MY_SUBSCRIPTION_PATH = '/api/billing/subscription';

/** The signed-in user's plan, its renewal or end, who manages it and the publication-email switch. */
export async function getMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return apiRequest(MY_SUBSCRIPTION_PATH, MySubscriptionParser, { signal });
}

export function mySubscriptionQueryOptions() {
  return queryOptions({
    queryKey: [MY_SUBSCRIPTION_PATH],
    queryFn: ({ signal }) => getMySubscription(signal),
  });
}

type Poll = (subscription: MySubscription | undefined) => number | false;

/**
 * `pollEveryMs` says, from the subscription as last read, how soon to read it again (after a checkout,
 * until the webhook has landed), or `false`; without it the subscription is read once like every query.
 */
export function useMySubscription({ pollEveryMs }: { pollEveryMs?: Poll } = {}) {
  return useQuery({
    ...mySubscriptionQueryOptions(),
    refetchInterval: pollEveryMs ? (query) => pollEveryMs(query.state.data) : false,
  });
}

import type { BillingConfig } from '@arcade/contracts';
import { BillingConfigParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const BILLING_CONFIG_PATH = '/api/billing/config';

/** Whether payments are on, and the plans on sale with their weekly price. */
export async function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return apiRequest(BILLING_CONFIG_PATH, BillingConfigParser, { signal });
}

export function billingConfigQueryOptions() {
  return queryOptions({
    queryKey: [BILLING_CONFIG_PATH],
    queryFn: ({ signal }) => getBillingConfig(signal),
  });
}

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}

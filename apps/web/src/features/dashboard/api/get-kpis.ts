import type { TierKpi } from '@arcade/contracts';
import { KpisResponseParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const KPIS_PATH = '/api/kpis';

/** Each tier's record over its published, graded picks. */
export async function getKpis(signal?: AbortSignal): Promise<TierKpi[]> {
  const response = await apiRequest(KPIS_PATH, KpisResponseParser, { signal });
  return response.tiers;
}

export function kpisQueryOptions() {
  return queryOptions({ queryKey: [KPIS_PATH], queryFn: ({ signal }) => getKpis(signal) });
}

export function useKpis() {
  return useQuery(kpisQueryOptions());
}

import { type ProviderStatus, ProvidersResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PROVIDERS_PATH = '/api/admin/providers';

export async function getProviders(signal?: AbortSignal): Promise<ProviderStatus[]> {
  const response = await apiRequest(PROVIDERS_PATH, ProvidersResponseSchema, { signal });
  return response.providers;
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: [PROVIDERS_PATH],
    queryFn: ({ signal }) => getProviders(signal),
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}

/** The "Demo data" badge: an active provider serves the simulated market. */
export const isServingDemoData = (providers: readonly ProviderStatus[]) =>
  providers.some((provider) => provider.isActive && provider.isDemo);

import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, type On401 } from './api-client';

// The default queryFn has no schema to hand: each feature's queryOptions parse with its own.
const passThrough = { parse: (data: unknown) => data };

/** GETs the path formed by the key segments joined with '/' (e.g. `['/api/admin/picks', id]`). */
export function getQueryFn({ on401 = 'throw' }: { on401?: On401 } = {}): QueryFunction<unknown> {
  return ({ queryKey, signal }) => apiRequest(queryKey.map(String).join('/'), passThrough, { on401, signal });
}

/** Never stale, no focus refetch, no polling, no retries; unused data dropped after 5 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

import { type HealthResponse, HealthResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const HEALTH_PATH = '/api/health';

export type DatabaseMode = HealthResponse['database']['mode'];

export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiRequest(HEALTH_PATH, HealthResponseSchema, { signal });
}

/** Which database the server runs on (it cannot change while it runs): embedded PGlite or PostgreSQL. */
export function databaseModeQueryOptions() {
  return queryOptions({
    queryKey: [HEALTH_PATH],
    queryFn: ({ signal }) => getHealth(signal),
    select: (health): DatabaseMode => health.database.mode,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDatabaseMode() {
  return useQuery(databaseModeQueryOptions());
}

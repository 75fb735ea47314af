import { type AdminStats, AdminStatsSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ADMIN_STATS_PATH = '/api/admin/stats';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest(ADMIN_STATS_PATH, AdminStatsSchema, { signal });
}

/** Users and pick counts for the Stats tab; pick mutations invalidate this key. */
export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_STATS_PATH],
    queryFn: ({ signal }) => getAdminStats(signal),
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}

import { type PickAuditEntry, PickAuditResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH } from '@/features/picks';

/** GET /api/admin/picks/audit: the hand-made changes to published picks, newest first (at most 200). */
export async function getPickAudit(signal?: AbortSignal): Promise<PickAuditEntry[]> {
  const response = await apiRequest(`${ADMIN_PICKS_PATH}/audit`, PickAuditResponseSchema, { signal });
  return response.entries;
}

/** Keyed under the admin picks list, so every pick change (which invalidates that key) refreshes it. */
export function pickAuditQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH, 'audit'],
    queryFn: ({ signal }) => getPickAudit(signal),
  });
}

export function usePickAudit() {
  return useQuery(pickAuditQueryOptions());
}

import { PickDateUpdateSchema, PickResponseSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from '@/features/picks';

/** PATCH /api/admin/picks/:id/date: the pick's timestamp, sent as ISO 8601 (a published pick's with a reason). */
export function updatePickDate({
  id,
  timestamp,
  reason,
}: {
  id: string;
  timestamp: string;
  reason?: string;
}) {
  const body = PickDateUpdateSchema.parse({ timestamp, ...(reason ? { reason } : {}) });
  return apiRequest(pickPath(id, 'date'), PickResponseSchema, { method: 'PATCH', body });
}

export function useUpdatePickDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickDate,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

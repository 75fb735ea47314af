import { PickResponseSchema, PickTierUpdateSchema, type Tier } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from '@/features/picks';

/**
 * PATCH /api/admin/picks/:id/tier: any pick not graded; on a published pick it is a
 * correction of the public record, with an optional reason.
 */
export function updatePickTier({ id, tier, reason }: { id: string; tier: Tier; reason?: string }) {
  const body = PickTierUpdateSchema.parse(reason ? { tier, reason } : { tier });
  return apiRequest(pickPath(id, 'tier'), PickResponseSchema, { method: 'PATCH', body });
}

export function useUpdatePickTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickTier,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

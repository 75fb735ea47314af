import { PickResponseSchema, PickTierUpdateSchema, type Tier } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from './invalidate-picks';

/** PATCH /api/admin/picks/:id/tier (allowed at any time, product.md §4). */
export function updatePickTier({ id, tier }: { id: string; tier: Tier }) {
  const body = PickTierUpdateSchema.parse({ tier });
  return apiRequest(pickPath(id, 'tier'), PickResponseSchema, { method: 'PATCH', body });
}

export function useUpdatePickTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickTier,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

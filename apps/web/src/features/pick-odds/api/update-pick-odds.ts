import { PickOddsEditResponseSchema, type PickOddsUpdate, PickOddsUpdateSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from '@/features/picks';

export type PickOddsChange = { id: string } & PickOddsUpdate;

/**
 * PATCH /api/admin/picks/:id/odds: the decimal price, the American price it came from and the book
 * that offers it (a published pick's change may carry a reason). Answers the repriced pick and the
 * tier its new edge would earn.
 */
export function updatePickOdds({ id, ...change }: PickOddsChange) {
  const body = PickOddsUpdateSchema.parse(change);
  return apiRequest(pickPath(id, 'odds'), PickOddsEditResponseSchema, { method: 'PATCH', body });
}

export function useUpdatePickOdds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickOdds,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

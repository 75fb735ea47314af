import { PickOddsUpdateSchema, PickResponseSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from './invalidate-picks';

export type PickOddsChange = { id: string; odds: number; oddsAmerican: number };

/** PATCH /api/admin/picks/:id/odds with the decimal price and the American price it came from. */
export function updatePickOdds({ id, odds, oddsAmerican }: PickOddsChange) {
  const body = PickOddsUpdateSchema.parse({ odds, oddsAmerican });
  return apiRequest(pickPath(id, 'odds'), PickResponseSchema, { method: 'PATCH', body });
}

export function useUpdatePickOdds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickOdds,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

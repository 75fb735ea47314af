import { ClearPicksResponseSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH, invalidatePickLists } from '@/features/picks';

/**
 * DELETE /api/admin/picks/clear (Limpiar) → {count, keptPublished, keptGraded}: only pending and
 * approved picks go; published and graded ones stay in the record.
 */
export function clearPicks() {
  return apiRequest(`${ADMIN_PICKS_PATH}/clear`, ClearPicksResponseSchema, { method: 'DELETE' });
}

export function useClearPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearPicks,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

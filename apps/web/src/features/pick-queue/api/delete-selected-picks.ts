import { DeleteSelectedResponseSchema, DeleteSelectedSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH, invalidatePickLists } from '@/features/picks';

/**
 * POST /api/admin/picks/delete-selected {pickIds} → {count, kept}: pending and approved picks are
 * deleted; a published or graded one is kept, with the reason.
 */
export function deleteSelectedPicks(pickIds: readonly string[]) {
  const body = DeleteSelectedSchema.parse({ pickIds });
  return apiRequest(`${ADMIN_PICKS_PATH}/delete-selected`, DeleteSelectedResponseSchema, {
    method: 'POST',
    body,
  });
}

export function useDeleteSelectedPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSelectedPicks,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

import type { AdminPick } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, NoContentSchema, pickPath } from '@/features/picks';

/**
 * DELETE /api/admin/picks/:id (204). A published pick is part of the record subscribers see: the
 * server deletes it (and logs the deletion) only with `?confirm=published`, which the UI sends after
 * its own explicit confirmation. A graded pick is never deleted.
 */
export function deletePick(pick: Pick<AdminPick, 'id' | 'status'>) {
  const query = pick.status === 'published' ? '?confirm=published' : '';
  return apiRequest(`${pickPath(pick.id)}${query}`, NoContentSchema, { method: 'DELETE' });
}

export function useDeletePick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePick,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

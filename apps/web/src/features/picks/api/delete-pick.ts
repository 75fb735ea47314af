import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, NoContentSchema, pickPath } from './invalidate-picks';

/** DELETE /api/admin/picks/:id (204). */
export function deletePick(id: string) {
  return apiRequest(pickPath(id), NoContentSchema, { method: 'DELETE' });
}

export function useDeletePick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePick,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

import { PickResponseSchema, type PickResult } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from './invalidate-picks';

export type MarkPickResultInput = { pickId: string; result: PickResult };

/**
 * PATCH /api/admin/picks/:id/result. Only the result is sent: the server settles the profit
 * from the stake and odds (decisions.md §3).
 */
export async function markPickResult({ pickId, result }: MarkPickResultInput) {
  const response = await apiRequest(pickPath(pickId, 'result'), PickResponseSchema, {
    method: 'PATCH',
    body: { result },
  });
  return response.pick;
}

/** Win / loss / push by hand (product.md §5); shared by the Aprobados/Publicados and Picks Manuales tabs. */
export function useMarkPickResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPickResult,
    retry: false,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

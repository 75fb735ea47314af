import { PickResponseSchema, type PickResult } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from './invalidate-picks';

/**
 * `reason`: required to correct a pick that already has a result (the public ledger keeps it);
 * `source`: where the score of a pick off the feed can be checked, required on its first result.
 */
export type MarkPickResultInput = { pickId: string; result: PickResult; reason?: string; source?: string };

/**
 * PATCH /api/admin/picks/:id/result. The result (and a correction's reason) only: the server settles
 * the profit from the stake and odds.
 */
export async function markPickResult({ pickId, result, reason, source }: MarkPickResultInput) {
  const response = await apiRequest(pickPath(pickId, 'result'), PickResponseSchema, {
    method: 'PATCH',
    body: {
      result,
      ...(reason === undefined ? {} : { reason }),
      ...(source === undefined ? {} : { source }),
    },
  });
  return response.pick;
}

/** Win / loss / push by hand; shared by the Aprobados/Publicados and Picks Manuales tabs. */
export function useMarkPickResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPickResult,
    retry: false,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

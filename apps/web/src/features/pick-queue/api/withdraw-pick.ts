import { PickWithdrawSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, NoContentSchema, pickPath } from '@/features/picks';

/**
 * POST /api/admin/picks/:id/withdraw (204): a published pick taken back before its event starts,
 * with the reason the public ledger keeps. After the start the server refuses (`event_started`).
 */
export function withdrawPick({ id, reason }: { id: string; reason: string }) {
  const body = PickWithdrawSchema.parse({ reason });
  return apiRequest(pickPath(id, 'withdraw'), NoContentSchema, { method: 'POST', body });
}

export function useWithdrawPick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPick,
    retry: false,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

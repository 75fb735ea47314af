import { type ManualPick, PickResponseSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH, invalidatePickLists } from '@/features/picks';

export const MANUAL_PICK_PATH = `${ADMIN_PICKS_PATH}/manual`;

/** POST /api/admin/picks/manual (201 {pick}); the body is what `ManualPickFormSchema` makes of the form. */
export async function createManualPick(body: ManualPick) {
  const response = await apiRequest(MANUAL_PICK_PATH, PickResponseSchema, { method: 'POST', body });
  return response.pick;
}

/** Creates a manual pick; the pick lists and the stats are fetched again after it. */
export function useCreateManualPick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [MANUAL_PICK_PATH],
    mutationFn: createManualPick,
    retry: false,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

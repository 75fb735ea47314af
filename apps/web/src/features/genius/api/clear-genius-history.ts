import { GeniusClearResponseSchema, type GeniusHistory } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { GENIUS_HISTORY_PATH } from './get-genius-history';

/** DELETE /api/admin/genius-chat/history: clears this admin's conversation. */
export async function clearGeniusHistory(): Promise<number> {
  const { deleted } = await apiRequest(GENIUS_HISTORY_PATH, GeniusClearResponseSchema, { method: 'DELETE' });
  return deleted;
}

export function useClearGeniusHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearGeniusHistory,
    onSuccess: () =>
      queryClient.setQueryData<GeniusHistory>([GENIUS_HISTORY_PATH], (history) =>
        history ? { ...history, messages: [] } : history,
      ),
  });
}

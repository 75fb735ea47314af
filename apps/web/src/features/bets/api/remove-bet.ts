import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BETS_PATH, openBetsQueryOptions, refreshBets } from './get-open-bets';

/** DELETE /api/bets/:id answers 204 with no body. */
const NoContent = { parse: (): void => undefined };

/** DELETE /api/bets/:id: forgets a bet, until its event starts. */
export function removeBet(id: string): Promise<void> {
  return apiRequest(`${BETS_PATH}/${encodeURIComponent(id)}`, NoContent, { method: 'DELETE' });
}

export function useRemoveBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBet,
    retry: false,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(openBetsQueryOptions().queryKey, (bets) =>
        bets?.filter((bet) => bet.id !== id),
      );
      void refreshBets(queryClient);
    },
    onError: () => void refreshBets(queryClient),
  });
}

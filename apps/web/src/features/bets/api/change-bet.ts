import type { Bet, UpdateBetBody } from '@arcade/contracts';
import { BetResponseParser } from '@arcade/contracts/account-parsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BETS_PATH, openBetsQueryOptions, refreshBets } from './get-open-bets';

/** PATCH /api/bets/:id: the price, book or stake of a bet, until its event starts. */
export async function changeBet({ id, change }: { id: string; change: UpdateBetBody }): Promise<Bet> {
  const response = await apiRequest(`${BETS_PATH}/${encodeURIComponent(id)}`, BetResponseParser, {
    method: 'PATCH',
    body: change,
  });
  return response.bet;
}

export function useChangeBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBet,
    retry: false,
    onSuccess: (changed) => {
      queryClient.setQueryData(openBetsQueryOptions().queryKey, (bets) =>
        bets?.map((bet) => (bet.id === changed.id ? changed : bet)),
      );
      void refreshBets(queryClient);
    },
    onError: () => void refreshBets(queryClient),
  });
}

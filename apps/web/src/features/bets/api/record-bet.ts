import type { Bet, CreateBetBody } from '@arcade/contracts';
import { BetResponseParser } from '@arcade/contracts/account-parsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BETS_PATH, openBetsQueryOptions, refreshBets } from './get-open-bets';

/** POST /api/bets: the bet the person placed on a pick, before its event starts. */
export async function recordBet(body: CreateBetBody): Promise<Bet> {
  const response = await apiRequest(BETS_PATH, BetResponseParser, { method: 'POST', body });
  return response.bet;
}

/**
 * Records the bet; its card shows it at once (the answer carries it) and the book is read again. A
 * refusal reads it again too: a bet recorded in another tab (`bet_exists`) then shows on its card.
 */
export function useRecordBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBet,
    retry: false,
    onSuccess: (bet) => {
      queryClient.setQueryData(openBetsQueryOptions().queryKey, (bets) => (bets ? [...bets, bet] : [bet]));
      void refreshBets(queryClient);
    },
    onError: () => void refreshBets(queryClient),
  });
}

import type { SubscriberPick, UnlockedPick } from '@arcade/contracts';
import { UnlockFreeResponseParser } from '@arcade/contracts/account-parsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_PATH } from '@/lib/session/get-me';
import { SUBSCRIBER_PICKS_PATH, firstScreenPicksQueryOptions } from './get-subscriber-picks';

/** POST /api/picks/:id/unlock-free: spends the account's one free pick on this pick. */
export async function unlockFreePick(pickId: string): Promise<UnlockedPick> {
  const response = await apiRequest(
    `${SUBSCRIBER_PICKS_PATH}/${encodeURIComponent(pickId)}/unlock-free`,
    UnlockFreeResponseParser,
    { method: 'POST' },
  );
  return response.pick;
}

/**
 * Claims the free pick; on success the claimed pick replaces its teaser at once (the answer carries it
 * in full) and the session is re-read so the free-pick badge goes. A refusal re-reads both: the free
 * pick may have been spent in another tab, or the pick may have started.
 */
export function useUnlockFreePick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockFreePick,
    retry: false,
    onSuccess: (pick) => {
      const claimed = (each: SubscriberPick) => (each.id === pick.id ? pick : each);
      queryClient.setQueryData<SubscriberPick[]>([SUBSCRIBER_PICKS_PATH], (picks) => picks?.map(claimed));
      queryClient.setQueryData(firstScreenPicksQueryOptions().queryKey, (first) =>
        first ? { ...first, picks: first.picks.map(claimed) } : first,
      );
      void queryClient.invalidateQueries({ queryKey: [ME_PATH] });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: [ME_PATH] });
      void queryClient.invalidateQueries({ queryKey: [SUBSCRIBER_PICKS_PATH] });
    },
  });
}

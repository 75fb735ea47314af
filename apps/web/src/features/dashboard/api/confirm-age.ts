import { MeResponseParser } from '@arcade/contracts/parsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';
import { SUBSCRIBER_PICKS_PATH } from './get-subscriber-picks';

/** POST /api/account/age: an account made before signup asked says, once, that its person is 18+. */
export function useConfirmAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/account/age', MeResponseParser, { method: 'POST', body: { ageConfirmed: true } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      // The picks were refused until now: read them again.
      void queryClient.invalidateQueries({ queryKey: [SUBSCRIBER_PICKS_PATH] });
    },
  });
}

import type { EndSessionsResponse } from '@arcade/contracts';
import { EndSessionsResponseParser } from '@arcade/contracts/account-parsers';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';
import { SESSIONS_PATH } from './get-sessions';

/** DELETE /api/auth/sessions/:id: signs one of the user's sessions out. */
export function endSession(id: string): Promise<EndSessionsResponse> {
  return apiRequest(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, EndSessionsResponseParser, {
    method: 'DELETE',
  });
}

/** After a sign-out: this browser is logged out if its own session ended, else the list is read again. */
export function afterSignOut(queryClient: QueryClient, outcome: EndSessionsResponse): Promise<void> {
  if (outcome.endedCurrent) {
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    return Promise.resolve();
  }
  return queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (outcome) => afterSignOut(queryClient, outcome),
  });
}

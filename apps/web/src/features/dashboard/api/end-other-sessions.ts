import type { EndSessionsResponse } from '@arcade/contracts';
import { EndSessionsResponseParser } from '@arcade/contracts/account-parsers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterSignOut } from './end-session';
import { SESSIONS_PATH } from './get-sessions';

/** POST /api/auth/sessions/revoke-others: signs out every session but this browser's. */
export function endOtherSessions(): Promise<EndSessionsResponse> {
  return apiRequest(`${SESSIONS_PATH}/revoke-others`, EndSessionsResponseParser, { method: 'POST' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (outcome) => afterSignOut(queryClient, outcome),
  });
}

import type { Session } from '@arcade/contracts';
import { SessionListResponseParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const SESSIONS_PATH = '/api/auth/sessions';

/** The signed-in user's live sessions, the most recently used first. */
export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  const response = await apiRequest(SESSIONS_PATH, SessionListResponseParser, { signal });
  return response.sessions;
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: [SESSIONS_PATH], queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

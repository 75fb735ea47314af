import { type GeniusHistory, GeniusHistorySchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const GENIUS_HISTORY_PATH = '/api/admin/genius-chat/history';

export function getGeniusHistory(signal?: AbortSignal): Promise<GeniusHistory> {
  return apiRequest(GENIUS_HISTORY_PATH, GeniusHistorySchema, { signal });
}

/** This admin's conversation (oldest first) and the context the Genius is given. */
export function geniusHistoryQueryOptions() {
  return queryOptions({
    queryKey: [GENIUS_HISTORY_PATH],
    queryFn: ({ signal }) => getGeniusHistory(signal),
  });
}

export function useGeniusHistory() {
  return useQuery(geniusHistoryQueryOptions());
}

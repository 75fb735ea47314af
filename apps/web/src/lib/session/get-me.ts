import type { User } from '@arcade/contracts';
import { MeResponseParser } from '@arcade/contracts/parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const ME_PATH = '/api/auth/me';

/**
 * The signed-in user, or null for a visitor: the server answers `{ user: null }` (200, so public pages
 * log no failed request); a 401 from an older server means the same.
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  const response = await apiRequest(ME_PATH, MeResponseParser, { on401: 'returnNull', signal });
  return response?.user ?? null;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: [ME_PATH],
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

import { MessageResponseParser } from '@arcade/contracts/parsers';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { meQueryOptions } from './get-me';
import { LOGIN_MUTATION_KEY, LOGOUT_MUTATION_KEY, SIGNUP_MUTATION_KEY } from './mutation-keys';

export function logout() {
  return apiRequest('/api/auth/logout', MessageResponseParser, { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: LOGOUT_MUTATION_KEY,
    mutationFn: logout,
    onSuccess: () => queryClient.setQueryData(meQueryOptions().queryKey, null),
  });
}

const SESSION_KEYS = new Set<string>([LOGIN_MUTATION_KEY[0], SIGNUP_MUTATION_KEY[0], LOGOUT_MUTATION_KEY[0]]);

/**
 * True when the latest session change was a logout the user asked for (not a failed one).
 * The route guard reads it so a protected page being left after logout sends the visitor home,
 * like the logout itself does, rather than racing it with a redirect to /login.
 */
export function endedByLogout(queryClient: QueryClient): boolean {
  let latestKey: string | undefined;
  let latestAt = -1;
  let latestFailed = false;
  for (const mutation of queryClient.getMutationCache().getAll()) {
    const key = String(mutation.options.mutationKey?.[0]);
    if (!SESSION_KEYS.has(key) || mutation.state.submittedAt < latestAt) continue;
    latestKey = key;
    latestAt = mutation.state.submittedAt;
    latestFailed = mutation.state.status === 'error';
  }
  return latestKey === LOGOUT_MUTATION_KEY[0] && !latestFailed;
}

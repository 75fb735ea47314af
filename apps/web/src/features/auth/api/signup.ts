import { AuthResponseSchema, type SignupBody } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';
import { SIGNUP_MUTATION_KEY } from '@/lib/session/mutation-keys';

export function signup(body: SignupBody) {
  return apiRequest('/api/auth/signup', AuthResponseSchema, { method: 'POST', body });
}

/** The new account is signed in straight away: its user becomes the current-user data. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGNUP_MUTATION_KEY,
    mutationFn: signup,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}

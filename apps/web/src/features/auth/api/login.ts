import { AuthResponseSchema, type LoginBody } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';
import { LOGIN_MUTATION_KEY } from '@/lib/session/mutation-keys';

export function login(body: LoginBody) {
  return apiRequest('/api/auth/login', AuthResponseSchema, { method: 'POST', body });
}

/** On success the signed-in user becomes the current-user data, so guards and the header see it at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: LOGIN_MUTATION_KEY,
    mutationFn: login,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}

import { MessageResponseSchema, type User, type VerifyEmailBody } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';

export function verifyEmail(body: VerifyEmailBody) {
  return apiRequest('/api/auth/verify-email', MessageResponseSchema, { method: 'POST', body });
}

/** The server confirmed the code: the current user is marked verified without another round trip. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/auth/verify-email'],
    mutationFn: verifyEmail,
    onSuccess: () =>
      queryClient.setQueryData<User | null>(meQueryOptions().queryKey, (user) =>
        user ? { ...user, emailVerified: true } : user,
      ),
  });
}

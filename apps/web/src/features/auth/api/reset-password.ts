import { MessageResponseSchema, type ResetPasswordBody } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/api/auth/reset-password', MessageResponseSchema, { method: 'POST', body });
}

/** A reset ends every session of the account on the server, this browser's included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/auth/reset-password'],
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(meQueryOptions().queryKey, null),
  });
}

import { type ForgotPasswordBody, MessageResponseSchema } from '@arcade/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server answers the same whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest('/api/auth/forgot-password', MessageResponseSchema, { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['/api/auth/forgot-password'], mutationFn: forgotPassword });
}

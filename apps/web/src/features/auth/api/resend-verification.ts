import { MessageResponseSchema, type ResendVerificationBody } from '@arcade/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resendVerification(body: ResendVerificationBody) {
  return apiRequest('/api/auth/resend-verification', MessageResponseSchema, { method: 'POST', body });
}

export function useResendVerification() {
  return useMutation({ mutationKey: ['/api/auth/resend-verification'], mutationFn: resendVerification });
}

import type { BillingRedirect } from '@arcade/contracts';
import { BillingRedirectParser } from '@arcade/contracts/account-parsers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { leaveTo } from '@/lib/navigation';

/** POST /api/billing/portal: Stripe's customer portal, to change card or plan or cancel any time. */
export async function openPortal(): Promise<BillingRedirect> {
  return apiRequest('/api/billing/portal', BillingRedirectParser, { method: 'POST' });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => leaveTo(url),
  });
}

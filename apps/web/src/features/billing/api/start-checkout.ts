import type { BillingRedirect, Plan } from '@arcade/contracts';
import { BillingRedirectParser } from '@arcade/contracts/account-parsers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { leaveTo } from '@/lib/navigation';

/** POST /api/billing/checkout {plan}: a Stripe Checkout Session for the plan's weekly price. */
export async function startCheckout(plan: Plan): Promise<BillingRedirect> {
  return apiRequest('/api/billing/checkout', BillingRedirectParser, {
    method: 'POST',
    body: { plan },
  });
}

/** Opens Stripe's Checkout page for the plan; Stripe sends the browser back to the dashboard. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => leaveTo(url),
  });
}

import type { Plan } from '@arcade/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useOpenPortal } from '../api/open-portal';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Subscribe (Stripe Checkout) and manage (Stripe's portal), shared by the plan card and the plans so
 * that every billing button waits while the browser is on its way to Stripe. A refusal is a toast in
 * the user's language (`payments_disabled` and the other reasons translated).
 */
export function useBillingActions() {
  const { t } = useTranslation('dashboard');
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const { reset: resetCheckout } = checkout;
  const { reset: resetPortal } = portal;

  // Back from Stripe through the browser's cache: the page comes back as it was left, buttons waiting.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetCheckout();
      resetPortal();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetCheckout, resetPortal]);

  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: getErrorMessage(error) });
  const isCheckingOut = checkout.isPending || checkout.isSuccess;
  const isOpeningPortal = portal.isPending || portal.isSuccess;

  return {
    subscribe: (plan: Plan) => checkout.mutate(plan, { onError: failed(t('offers.checkoutError')) }),
    manage: () => portal.mutate(undefined, { onError: failed(t('plan.portalError')) }),
    /** The plan whose checkout is opening. */
    checkoutPlan: isCheckingOut ? checkout.variables : undefined,
    isOpeningPortal,
    /** On the way to Stripe: no other billing button may start a second trip. */
    isLeaving: isCheckingOut || isOpeningPortal,
  };
}

export type BillingActions = ReturnType<typeof useBillingActions>;

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ME_PATH } from '@/lib/session/get-me';
import { useMySubscription } from '../api/get-my-subscription';
import { MY_TRANSACTIONS_PATH } from '../api/get-my-transactions';
import { hasCheckoutLanded } from '../lib/billing';

export type CheckoutOutcome = 'success' | 'cancel';
/** After a paid checkout: waiting for Stripe's webhook, the plan in force, or still not there after the wait. */
export type CheckoutProgress = 'activating' | 'active' | 'delayed';

/** How often, and how long, the dashboard re-reads the subscription after Stripe's Checkout. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_WAIT_MS = 30_000;

// Stripe's return (?checkout=success|cancel, with the session id) and the unsubscribe link's (?unsubscribed=1).
const RETURN_PARAMS = ['checkout', 'session_id', 'unsubscribed'];

function parseCheckout(value: string | null): CheckoutOutcome | null {
  return value === 'success' || value === 'cancel' ? value : null;
}

/**
 * What the URL says the user comes back from: read once, then taken off the address so a reload does
 * not repeat it. After a successful checkout the subscription is re-read every 2 s for up to 30 s,
 * until the webhook has made the plan active; then the session is re-read, and `onPlanActive` re-reads
 * the caller's own reads of the plan (the dashboard's picks) so the plan's picks unlock, and the
 * payments are re-read so the charge shows.
 */
export function useBillingReturn({ onPlanActive }: { onPlanActive?: () => void } = {}) {
  const queryClient = useQueryClient();
  // The latest callback, so a new one on every render does not re-run the refresh below.
  const onPlanActiveRef = useRef(onPlanActive);
  useEffect(() => {
    onPlanActiveRef.current = onPlanActive;
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkout, setCheckout] = useState(() => parseCheckout(searchParams.get('checkout')));
  const [isUnsubscribed, setUnsubscribed] = useState(() => searchParams.get('unsubscribed') === '1');
  const [isWaiting, setWaiting] = useState(checkout === 'success');

  useEffect(() => {
    if (!RETURN_PARAMS.some((name) => searchParams.has(name))) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setWaiting(false), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [isWaiting]);

  const subscription = useMySubscription({
    pollEveryMs: (current) => (isWaiting && !hasCheckoutLanded(current) ? CHECKOUT_POLL_MS : false),
  });
  const hasLanded = checkout === 'success' && hasCheckoutLanded(subscription.data);

  useEffect(() => {
    if (!hasLanded) return;
    void queryClient.invalidateQueries({ queryKey: [ME_PATH] });
    onPlanActiveRef.current?.();
    void queryClient.invalidateQueries({ queryKey: [MY_TRANSACTIONS_PATH] });
  }, [hasLanded, queryClient]);

  const progress: CheckoutProgress = hasLanded ? 'active' : isWaiting ? 'activating' : 'delayed';
  return {
    checkout,
    progress,
    plan: subscription.data?.plan ?? null,
    isUnsubscribed,
    dismissCheckout: () => {
      setCheckout(null);
      setWaiting(false);
    },
    dismissUnsubscribed: () => setUnsubscribed(false),
  };
}

import type { BillingPlan, MySubscription, User } from '@arcade/contracts';

/** The user's plan as the dashboard shows it, from the billing API or, until it answers, the session. */
export type PlanView = Pick<
  MySubscription,
  'plan' | 'active' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'managedBy' | 'stripeStatus'
>;

export function planView(user: User, subscription: MySubscription | undefined): PlanView {
  if (subscription) return subscription;
  const session = user.activeSubscription;
  return {
    plan: session?.plan ?? null,
    active: session?.status === 'active',
    currentPeriodEnd: session?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: false,
    managedBy: null,
    stripeStatus: null,
  };
}

/** A paid plan in force. */
export function isPaidAndActive(view: PlanView): boolean {
  return view.active && view.managedBy === 'stripe';
}

/** Stripe's statuses of a subscription that is over: a new checkout may start another. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * A Stripe subscription still alive (in force, or past due and retrying): its plan is changed, paid or
 * cancelled in Stripe's portal; the server refuses a second checkout (`already_subscribed`).
 */
export function isManagedInPortal(view: PlanView): boolean {
  if (view.managedBy !== 'stripe') return false;
  return view.active || (view.stripeStatus !== null && !ENDED.has(view.stripeStatus));
}

/** After a checkout: the webhook has landed once the subscription is active and Stripe's. */
export function hasCheckoutLanded(subscription: MySubscription | undefined): boolean {
  return subscription !== undefined && isPaidAndActive(subscription);
}

/** Stripe's statuses that mean the last payment did not go through. */
const PAYMENT_TROUBLE = new Set(['past_due', 'unpaid', 'incomplete']);

export function hasPaymentTrouble(view: PlanView): boolean {
  return view.managedBy === 'stripe' && view.stripeStatus !== null && PAYMENT_TROUBLE.has(view.stripeStatus);
}

/** Plans on sale from the fewest tiers to the most, then cheapest first. */
export function sortOffers(plans: readonly BillingPlan[]): BillingPlan[] {
  return [...plans].sort((a, b) => a.tiers.length - b.tiers.length || a.weeklyAmount - b.weeklyAmount);
}

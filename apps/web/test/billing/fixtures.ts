import {
  type BillingConfig,
  type BillingPlan,
  type MySubscription,
  type Plan,
  tiersOfPlan,
  type User,
} from '@arcade/contracts';

/** GET /api/billing/subscription; each test states only the fields it is about. */
export function makeSubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    plan: null,
    stripeStatus: null,
    active: false,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    managedBy: null,
    emailNotifications: true,
    ...overrides,
  };
}

/** A plan paid through Stripe, in force and renewing. */
export function paidSubscription(plan: Plan, overrides: Partial<MySubscription> = {}): MySubscription {
  return makeSubscription({
    plan,
    stripeStatus: 'active',
    active: true,
    currentPeriodEnd: '2030-03-14T18:30:00.000Z',
    managedBy: 'stripe',
    ...overrides,
  });
}

/** What the billing API says of the session's plan: granted by hand, or none. */
export function subscriptionOf(user: User): MySubscription {
  const granted = user.activeSubscription;
  if (!granted) return makeSubscription();
  return makeSubscription({
    plan: granted.plan,
    active: granted.status === 'active',
    currentPeriodEnd: granted.currentPeriodEnd,
    managedBy: 'admin',
  });
}

export function makeOffer(plan: Plan, weeklyAmount: number, currency = 'usd'): BillingPlan {
  return { plan, tiers: [...tiersOfPlan(plan)], weeklyAmount, currency };
}

/** GET /api/billing/config without STRIPE_SECRET_KEY. */
export const PAYMENTS_OFF: BillingConfig = { enabled: false, plans: [] };

export function paymentsOn(plans: BillingPlan[]): BillingConfig {
  return { enabled: true, plans };
}

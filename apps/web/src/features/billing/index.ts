export { billingConfigQueryOptions } from './api/get-billing-config';
export { myTransactionsQueryOptions } from './api/get-my-transactions';
export { mySubscriptionQueryOptions, useMySubscription } from './api/get-my-subscription';
export { BillingNotices } from './components/billing-notices';
export { PlanCard } from './components/plan-card';
export { PlansSection } from './components/plans-section';
export { useBillingActions } from './hooks/use-billing-actions';
export { planView } from './lib/billing';
export { planForTier } from './lib/plans';

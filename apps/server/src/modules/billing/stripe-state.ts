import type { Database } from '../../db/client';
import { storeStripeSubscriptionState } from '../subscriptions';
import { type StripeSubscriptionState, grantingStatus } from './stripe-client';

/** A subscription as Stripe answered it, written over its stored row (user and plan kept). */
export function writeStripeState(db: Database, state: StripeSubscriptionState): Promise<void> {
  return storeStripeSubscriptionState(db, {
    stripeSubscriptionId: state.id,
    status: grantingStatus(state.stripeStatus),
    stripeStatus: state.stripeStatus,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  });
}

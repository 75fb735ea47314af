import { type Plan, type SubscriptionState, type Tier, TierSchema, tiersOfPlan } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { sessionUserChanged } from '../sessions';

/** A plan granted by hand runs this long from the grant; granting or re-activating it again renews it. */
export const HAND_GRANT_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SubscriptionTerms {
  plan: Plan;
  status: string;
  /** Null: open-ended (no billing period recorded). */
  currentPeriodEnd: Date | null;
}

/** A subscription grants its tiers only while it is active and its period has not ended. */
export function isGranting(subscription: SubscriptionTerms, now: Date): boolean {
  const { status, currentPeriodEnd } = subscription;
  return status === 'active' && (currentPeriodEnd === null || currentPeriodEnd.getTime() > now.getTime());
}

/** Every tier the user's subscriptions grant now, lowest first; an expired or inactive one adds nothing. */
export function grantedTiers(subscriptions: readonly SubscriptionTerms[], now: Date): Tier[] {
  const granted = new Set<Tier>();
  for (const subscription of subscriptions) {
    if (isGranting(subscription, now)) for (const tier of tiersOfPlan(subscription.plan)) granted.add(tier);
  }
  return TierSchema.options.filter((tier) => granted.has(tier));
}

/** How the admin sees a subscription: active and ended reads `expired`; anything not active, `inactive`. */
export function subscriptionState(subscription: SubscriptionTerms, now: Date): SubscriptionState {
  if (isGranting(subscription, now)) return 'active';
  if (subscription.status === 'active' || subscription.status === 'expired') return 'expired';
  return 'inactive';
}

/** The end of a period granted by hand at `now`. */
export function handGrantEnd(now: Date): Date {
  return new Date(now.getTime() + HAND_GRANT_DAYS * DAY_MS);
}

/** The earliest moment one of these subscriptions stops granting, if any does (for caches). */
export function nextGrantChange(subscriptions: readonly SubscriptionTerms[], now: Date): Date | null {
  let earliest: Date | null = null;
  for (const subscription of subscriptions) {
    const end = subscription.currentPeriodEnd;
    if (!isGranting(subscription, now) || end === null) continue;
    if (earliest === null || end < earliest) earliest = end;
  }
  return earliest;
}

/**
 * Call when a user's plan or free pick changes, so their next request reads it again on every
 * instance (the session's user too: it carries hasUsedFreePick, which a claim has just flipped).
 */
export function accessChanged(db: Database, userId: string): void {
  sessionUserChanged(db, userId);
}

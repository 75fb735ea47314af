import { type Plan, PLAN_TIERS, type Tier } from '@arcade/contracts';

/** The plans the dashboard shows while payments are off, one per tier (the other plan names are aliases of these). */
export const OFFERED_PLANS = ['vip', 'exclusivo', 'platinum', 'diamante'] as const satisfies readonly Plan[];

/** The cheapest offered plan that includes a tier, e.g. `platinum` for a platinum pick. */
export function planForTier(tier: Tier): Plan {
  const plan = OFFERED_PLANS.find((each) => PLAN_TIERS[each].includes(tier));
  if (!plan) throw new Error(`No plan includes the tier ${tier}`);
  return plan;
}

import type { Plan, Tier } from './domain';

/**
 * The tiers each plan grants. Shared so that the server enforces and the web
 * explains the same mapping.
 */
export const PLAN_TIERS: Readonly<Record<Plan, readonly Tier[]>> = {
  free: [],
  standard: ['vip'],
  vip: ['vip'],
  exclusivo: ['vip', 'exclusivo'],
  platinum: ['vip', 'exclusivo', 'platinum'],
  diamante: ['vip', 'exclusivo', 'platinum', 'diamante'],
  diamond: ['vip', 'exclusivo', 'platinum', 'diamante'],
  all_access: ['vip', 'exclusivo', 'platinum', 'diamante'],
};

/** The tiers a plan grants while it is in force, e.g. `tiersOfPlan('exclusivo')` → `['vip', 'exclusivo']`. */
export function tiersOfPlan(plan: Plan): readonly Tier[] {
  return PLAN_TIERS[plan];
}

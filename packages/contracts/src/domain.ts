import { z } from 'zod';

/** Sport values as stored on events and picks. */
export const SportSchema = z.enum(['soccer', 'nfl', 'baseball', 'nba', 'nhl']);
export type Sport = z.infer<typeof SportSchema>;

/** Pick tiers from lowest to highest. */
export const TierSchema = z.enum(['vip', 'exclusivo', 'platinum', 'diamante']);
export type Tier = z.infer<typeof TierSchema>;

export const PickStatusSchema = z.enum(['pending', 'approved', 'published']);
export type PickStatus = z.infer<typeof PickStatusSchema>;

export const PickResultSchema = z.enum(['win', 'loss', 'push']);
export type PickResult = z.infer<typeof PickResultSchema>;

export const PlanSchema = z.enum([
  'all_access',
  'diamond',
  'standard',
  'vip',
  'exclusivo',
  'platinum',
  'diamante',
  'free',
]);
export type Plan = z.infer<typeof PlanSchema>;

export const StrategySchema = z.enum([
  'auto',
  'danyscore',
  'danyscore-nba',
  'massey',
  'epa',
  'poisson',
  'clv',
  'market-inefficiency',
  'sharp-money',
]);
export type Strategy = z.infer<typeof StrategySchema>;

/** Role as the client sees it; the database stores `user` for regular accounts. */
export const RoleSchema = z.enum(['admin', 'regular']);
export type Role = z.infer<typeof RoleSchema>;

/**
 * A bankroll as the server stores it: in cents (numeric(14, 2)), so at least 0.01 — a smaller one would
 * be stored as 0.00 and every stake on it as nothing — and at most a billion.
 */
export const MIN_BANKROLL = 0.01;
export const MAX_BANKROLL = 1_000_000_000;
export const BankrollSchema = z.number().min(MIN_BANKROLL).max(MAX_BANKROLL);

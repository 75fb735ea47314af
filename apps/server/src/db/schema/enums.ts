import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Mirrors of the enums in @arcade/contracts (domain.ts, events.ts). Kept local because drizzle-kit loads this
// folder on its own and must not pull in workspace packages; the coverage test checks they agree.
export const SPORTS = ['soccer', 'nfl', 'baseball', 'nba', 'nhl'] as const;
export type Sport = (typeof SPORTS)[number];

export const PICK_TIERS = ['vip', 'exclusivo', 'platinum', 'diamante'] as const;
export type PickTier = (typeof PICK_TIERS)[number];

export const PICK_STATUSES = ['pending', 'approved', 'published'] as const;
export type PickStatus = (typeof PICK_STATUSES)[number];

export const PICK_RESULTS = ['win', 'loss', 'push'] as const;
export type PickResult = (typeof PICK_RESULTS)[number];

// A person's own bet: graded as its pick, or void when the pick was withdrawn.
export const BET_RESULTS = ['win', 'loss', 'push', 'void'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export const MARKETS = ['h2h', 'spreads', 'totals'] as const;
export type Market = (typeof MARKETS)[number];

export const PLANS = [
  'all_access',
  'diamond',
  'standard',
  'vip',
  'exclusivo',
  'platinum',
  'diamante',
  'free',
] as const;
export type Plan = (typeof PLANS)[number];

// Stored role; the client shows `user` as "regular".
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// A break from gambling (account_breaks.period); `permanent` is self-exclusion.
export const BREAK_PERIODS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// The spec's active/inactive/expired plus Stripe's own statuses, since the webhook re-syncs from Stripe.
export const SUBSCRIPTION_STATUSES = [
  'active',
  'inactive',
  'expired',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

// `duplicate_cancellation`: a second paid subscription of one person, cancelled at Stripe (its refund is
// a `refund` row of its own).
export const TRANSACTION_TYPES = [
  'subscription',
  'free_pick',
  'refund',
  'manual',
  'duplicate_cancellation',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const EVENT_STATUSES = ['upcoming', 'live', 'finished', 'postponed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const FORMULA_SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type FormulaSuggestionStatus = (typeof FORMULA_SUGGESTION_STATUSES)[number];

export const BACKTEST_STATUSES = ['running', 'completed', 'failed', 'cancelled'] as const;
export type BacktestStatus = (typeof BACKTEST_STATUSES)[number];

export const ANALYSIS_TYPES = ['pre_pick', 'manual', 'post_result'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export const LEVELS = ['low', 'medium', 'high'] as const;
export type Level = (typeof LEVELS)[number];

/** `column in ('a', 'b')` for a CHECK constraint; values are inlined because DDL takes no parameters. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

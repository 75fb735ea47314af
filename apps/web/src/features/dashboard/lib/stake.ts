import { DomainError, kellyStake } from '@arcade/core';

/** The product's staking defaults: a quarter Kelly, never more than 1.5% of the bankroll. */
export const SUGGESTED_KELLY_FRACTION = 0.25;
export const SUGGESTED_MAX_STAKE_PERCENT = 0.015;

/**
 * The stake a pick suggests for the subscriber's own bankroll: core's capped fractional Kelly on the
 * pick's probability and price. Null when the numbers cannot be staked (no bankroll typed, a price or
 * probability core refuses); 0 when the pick has no edge at this price.
 */
export function suggestedStake(
  pick: { pModel: number; odds: number },
  bankroll: number | null,
): number | null {
  if (bankroll === null) return null;
  try {
    return kellyStake({
      bankroll,
      probability: pick.pModel,
      odds: pick.odds,
      fraction: SUGGESTED_KELLY_FRACTION,
      maxStakePercent: SUGGESTED_MAX_STAKE_PERCENT,
    }).stake;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** A number as typed, with a comma or a point for decimals; null when it is not one. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  return Number(normalized);
}

/**
 * The pick's own stake for the subscriber's bankroll: the share of its bankroll the pick stakes (the
 * stake generation computed, the one an analyst typed on a manual pick, or the one an odds edit
 * recomputed), applied to theirs. Null without a bankroll, or for a pick sized on none.
 */
export function pickStake(pick: { stake: number; bankroll: number }, bankroll: number | null): number | null {
  if (bankroll === null || !(pick.bankroll > 0)) return null;
  return Math.round((pick.stake / pick.bankroll) * bankroll * 100) / 100;
}

import { type Tier, type TierThresholds, tierFor } from '../consensus/consensus';
import { edge as edgeAt, kellyStake, roundCents } from './staking';

export interface PickNumbers {
  edge: number;
  stake: number;
  expectedValue: number;
  tier: Tier;
}

/**
 * A pick's numbers at a price: edge `pModel × odds − 1`, the capped fractional
 * Kelly stake, expected value `edge × stake` in cents, and the tier by quality (edge and the
 * strategies' agreement, by `tierThresholds` when given, else core's defaults). Generation and an admin's odds edit both go through it, so a repriced pick
 * is staked and tiered exactly as a generated one; at a negative edge the stake is 0.
 *
 * @example pickNumbers({ pModel: 0.504, odds: 1.6667, bankroll: 1000, kellyFraction: 0.25, maxStakePercent: 0.015, agreement: 1 })
 * // { edge: -0.15998…, stake: 0, expectedValue: 0, tier: 'vip' }
 */
export function pickNumbers(input: {
  pModel: number;
  odds: number;
  bankroll: number;
  kellyFraction: number;
  maxStakePercent: number;
  /** Share of the strategies that agree on the selection, in [0, 1]; 0 when none were asked. */
  agreement: number;
  /** The configured tier thresholds; core's defaults when absent. */
  tierThresholds?: TierThresholds | undefined;
}): PickNumbers {
  const { pModel, odds, bankroll, kellyFraction, maxStakePercent, agreement, tierThresholds } = input;
  const edge = edgeAt(pModel, odds);
  const { stake } = kellyStake({
    bankroll,
    probability: pModel,
    odds,
    fraction: kellyFraction,
    maxStakePercent,
  });
  return {
    edge,
    stake,
    expectedValue: roundCents(edge * stake),
    tier: tierFor(edge, agreement, tierThresholds),
  };
}

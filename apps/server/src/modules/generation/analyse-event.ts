import {
  analyseMoneyline,
  type KeyFactor,
  type MatchContext,
  type PolicySettings,
  type StrategyResult,
} from '@arcade/core';
import type { CandidateEvent } from './generation.repository';
import { type Analysis, fromPolicy } from './judge';

export const factorText = (factor: KeyFactor) =>
  `${factor.code}: ${Object.entries(factor.values)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')}`;

/**
 * Phases 1–3 on the moneyline by core's pick policy (`analyseMoneyline`,
 * the same function the backtest runs): the consensus winner priced on the pooled forecast against
 * the market's best price, through the rules and the pick formula.
 */
export function analyseEvent(
  context: MatchContext,
  event: CandidateEvent,
  results: readonly StrategyResult[],
  settings: PolicySettings,
): Analysis {
  return fromPolicy(analyseMoneyline(context, results, settings), event);
}

import {
  analyseLines as linePolicy,
  type MatchContext,
  type PolicySettings,
  type StrategyResult,
} from '@arcade/core';
import type { CandidateEvent } from './generation.repository';
import { type Candidate, candidateOf } from './judge';

/**
 * Phases 1–3 on spreads and totals by core's line policy (`analyseLines`: every quoted half line the
 * strategies price, the best candidate per market by edge): the candidates with their event and
 * analysis log, and the reasons the other lines failed.
 */
export function analyseLines(
  context: MatchContext,
  event: CandidateEvent,
  results: readonly StrategyResult[],
  settings: PolicySettings,
): { candidates: Candidate[]; rejections: string[] } {
  const { candidates, rejections } = linePolicy(context, results, settings);
  return { candidates: candidates.map((candidate) => candidateOf(candidate, event)), rejections };
}

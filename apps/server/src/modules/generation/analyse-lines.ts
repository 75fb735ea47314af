import {
  type LineMarket,
  lineAgreement,
  lineViewsOf,
  type MatchContext,
  type PolicySettings,
  type Prediction,
  type QuoteSelection,
  sideLines,
  type StrategyResult,
  type StrategyView,
} from '@arcade/core';
import { type LogEntry, logEntry } from '../picks';
import type { CandidateEvent } from './generation.repository';
import { type Analysis, type Candidate, judge } from './judge';

/** Phase 1 of one line as log lines: each strategy's view of it, or why it has none. */
function lineLog(
  results: readonly StrategyResult[],
  views: readonly StrategyView[],
  market: LineMarket,
  line: number,
) {
  return results.map((result): LogEntry => {
    if (result.kind === 'abstain') {
      return logEntry('1', 'strategy_abstained', { strategy: result.strategy, reason: result.reason });
    }
    const view = views.find((v) => v.strategy === result.strategy);
    if (!view) {
      return logEntry('1', 'strategy_abstained', {
        strategy: result.strategy,
        reason: 'line_not_priced',
        market,
        line,
      });
    }
    return logEntry('1', 'strategy_prediction', {
      strategy: view.strategy,
      winner: view.winner,
      probability: view.probability,
      market,
      line: view.line ?? line,
    });
  });
}

/**
 * Phases 1–3 on spreads and totals: per quoted half line, each strategy that prices it favours a side
 * (over / home cover when its probability is above ½); with a majority, the side's mean probability
 * among the agreeing strategies is pooled with the market's fair probability and priced against the
 * books at that line (core's pick policy, through `judge`). Answers the best candidate per market,
 * and the reasons the others failed.
 */
export function analyseLines(
  context: MatchContext,
  event: CandidateEvent,
  results: readonly StrategyResult[],
  settings: PolicySettings,
): { candidates: Candidate[]; rejections: string[] } {
  const predictions = results.filter((r): r is Prediction => r.kind === 'prediction');
  const best = new Map<string, Candidate>();
  const rejections: string[] = [];
  for (const { market, line, views } of lineViewsOf(predictions)) {
    const consensus = lineAgreement(views, market);
    const log = [
      ...lineLog(results, views, market, line),
      logEntry('2', consensus.hasConsensus ? 'consensus_reached' : 'no_consensus', {
        market,
        line,
        winner: consensus.winner ?? '—',
        agreement: `${consensus.agreementCount}/${consensus.totalStrategies}`,
      }),
    ];
    if (!consensus.winner || consensus.consolidatedProbability === null) {
      rejections.push('no_consensus');
      continue;
    }
    const lines = sideLines(market, line);
    const analysis: Analysis = judge({
      context,
      event,
      market,
      selection: consensus.winner as QuoteSelection,
      lines,
      consensus: { ...consensus, consolidatedProbability: consensus.consolidatedProbability },
      views,
      settings,
      log,
    });
    if (analysis.kind === 'rejected') {
      rejections.push(analysis.reason);
      continue;
    }
    const current = best.get(market);
    if (!current || analysis.candidate.evaluation.edge > current.evaluation.edge)
      best.set(market, analysis.candidate);
  }
  return { candidates: [...best.values()], rejections };
}

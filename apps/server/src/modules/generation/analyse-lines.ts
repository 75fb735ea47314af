import type { LinePrediction, MatchContext, StrategyResult } from '@arcade/core';
import { logEntry } from './analysis-log';
import { strategyPhase } from './analyse-event';
import type { CandidateEvent } from './generation.repository';
import { type Agreement, type Analysis, type AnalysisSettings, type Candidate, judge } from './judge';

/**
 * Phases 1–3 on spreads and totals: per quoted half line, the strategies that price it vote for a
 * side (over / home cover when their probability is above ½); with a majority, the side's mean
 * probability among the agreeing strategies is priced against the books at that line. Answers the
 * best candidate per market, and the reasons the others failed.
 */
export function analyseLines(
  context: MatchContext,
  event: CandidateEvent,
  results: readonly StrategyResult[],
  settings: AnalysisSettings,
): { candidates: Candidate[]; rejections: string[] } {
  const { predictions, log } = strategyPhase(results);
  const groups = new Map<
    string,
    { market: LinePrediction['market']; line: number; votes: { strategy: string; probability: number }[] }
  >();
  for (const prediction of predictions) {
    for (const line of prediction.lines ?? []) {
      const key = `${line.market}|${line.line}`;
      const group = groups.get(key) ?? { market: line.market, line: line.line, votes: [] };
      group.votes.push({ strategy: prediction.strategy, probability: line.probability });
      groups.set(key, group);
    }
  }
  const best = new Map<string, Candidate>();
  const rejections: string[] = [];
  for (const { market, line, votes } of groups.values()) {
    const yes = votes.filter((v) => v.probability > 0.5);
    const isYes = yes.length * 2 > votes.length;
    const agreeing = isYes ? yes : votes.filter((v) => v.probability < 0.5);
    const side = market === 'totals' ? (isYes ? 'over' : 'under') : isYes ? 'home' : 'away';
    const hasConsensus = agreeing.length * 2 > votes.length;
    const consensus: Agreement = {
      hasConsensus,
      winner: hasConsensus ? side : null,
      agreementCount: agreeing.length,
      totalStrategies: votes.length,
      agreementPercentage: agreeing.length / votes.length,
      consolidatedProbability: hasConsensus
        ? agreeing.reduce((s, v) => s + (isYes ? v.probability : 1 - v.probability), 0) / agreeing.length
        : null,
      strategies: agreeing.map((v) => v.strategy),
    };
    const lineLog = [
      ...log,
      logEntry('2', hasConsensus ? 'consensus_reached' : 'no_consensus', {
        market,
        line,
        winner: consensus.winner ?? '—',
        agreement: `${consensus.agreementCount}/${consensus.totalStrategies}`,
      }),
    ];
    if (!hasConsensus || consensus.consolidatedProbability === null) {
      rejections.push('no_consensus');
      continue;
    }
    const lines = market === 'totals' ? { over: line, under: line } : { home: line, away: -line };
    const analysis: Analysis = judge({
      context,
      event,
      market,
      selection: side,
      lines,
      consensus: { ...consensus, consolidatedProbability: consensus.consolidatedProbability },
      predictions,
      settings,
      log: lineLog,
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

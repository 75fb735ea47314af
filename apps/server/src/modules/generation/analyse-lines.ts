import type {
  Agreement,
  LinePrediction,
  MatchContext,
  PolicySettings,
  Prediction,
  QuoteSelection,
  StrategyResult,
  StrategyView,
} from '@arcade/core';
import { type LogEntry, logEntry } from './analysis-log';
import type { CandidateEvent } from './generation.repository';
import { type Analysis, type Candidate, judge } from './judge';

type LineMarket = LinePrediction['market'];

const sidesOf = (market: LineMarket) =>
  market === 'totals' ? { yes: 'over', no: 'under' } : { yes: 'home', no: 'away' };

/**
 * A strategy's view of one quoted line: the side it favours and that side's probability. The model's
 * probability is of the over / the home side covering the home line; the away side's own line is its
 * negation.
 */
export function viewOf(
  prediction: Prediction,
  market: LineMarket,
  line: number,
  probability: number,
): StrategyView {
  const { yes, no } = sidesOf(market);
  const isYes = probability > 0.5;
  const winner = isYes ? yes : no;
  return {
    strategy: prediction.strategy,
    winner,
    probability: isYes ? probability : 1 - probability,
    keyFactors: prediction.keyFactors,
    market,
    line: market === 'spreads' && winner === 'away' ? -line : line,
  };
}

/** Phase 2 from the views alone: the side most of them favour, and their mean probability of it. */
export function agreementOf(views: readonly StrategyView[], market: LineMarket): Agreement {
  const { yes, no } = sidesOf(market);
  const side = views.filter((v) => v.winner === yes).length * 2 > views.length ? yes : no;
  const agreeing = views.filter((v) => v.winner === side);
  const hasConsensus = agreeing.length * 2 > views.length;
  return {
    hasConsensus,
    winner: hasConsensus ? side : null,
    agreementCount: agreeing.length,
    totalStrategies: views.length,
    agreementPercentage: agreeing.length / views.length,
    consolidatedProbability: hasConsensus
      ? agreeing.reduce((sum, v) => sum + v.probability, 0) / agreeing.length
      : null,
    strategies: agreeing.map((v) => v.strategy),
  };
}

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
  const groups = new Map<string, { market: LineMarket; line: number; views: StrategyView[] }>();
  for (const prediction of predictions) {
    for (const { market, line, probability } of prediction.lines ?? []) {
      const key = `${market}|${line}`;
      const group = groups.get(key) ?? { market, line, views: [] };
      group.views.push(viewOf(prediction, market, line, probability));
      groups.set(key, group);
    }
  }
  const best = new Map<string, Candidate>();
  const rejections: string[] = [];
  for (const { market, line, views } of groups.values()) {
    const consensus = agreementOf(views, market);
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
    const lines = market === 'totals' ? { over: line, under: line } : { home: line, away: -line };
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

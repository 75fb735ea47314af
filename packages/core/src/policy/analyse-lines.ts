import type { OddsQuote, QuoteSelection } from '../market/quotes';
import type { LinePrediction, MatchContext, StrategyResult } from '../strategies/types';
import {
  type Agreement,
  judgeSelection,
  type PolicyAnalysis,
  type PolicyCandidate,
  type PolicySettings,
  type PolicyStep,
  type StrategyView,
} from './price-selection';

type Prediction = Extract<StrategyResult, { kind: 'prediction' }>;

/** A handicap or total market: what a line analysis is of. */
export type LineMarket = LinePrediction['market'];

/** The side a line's probability is of (`yes`: over / home covers) and its other side. */
export const lineSidesOf = (market: LineMarket) =>
  market === 'totals' ? { yes: 'over', no: 'under' } : { yes: 'home', no: 'away' };

/**
 * A strategy's view of one quoted line: the side it favours and that side's probability. The model's
 * probability is of the over / the home side covering the home line; the away side's own line is its
 * negation.
 *
 * @example lineView(prediction, 'spreads', -3.5, 0.42) // { winner: 'away', probability: 0.58, line: 3.5, … }
 */
export function lineView(
  prediction: Pick<Prediction, 'strategy' | 'keyFactors'>,
  market: LineMarket,
  line: number,
  probability: number,
): StrategyView {
  const { yes, no } = lineSidesOf(market);
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

/**
 * The agreement of no strategy at all: no consensus, 0 of 0 (a share of 0, never 0/0).
 *
 * @example noAgreement() // { hasConsensus: false, winner: null, agreementCount: 0, totalStrategies: 0, agreementPercentage: 0, … }
 */
export function noAgreement(): Agreement {
  return {
    hasConsensus: false,
    winner: null,
    agreementCount: 0,
    totalStrategies: 0,
    agreementPercentage: 0,
    consolidatedProbability: null,
    strategies: [],
  };
}

/**
 * Phase 2 of a line from the views alone: the side a strict majority favours, and their mean
 * probability of it; no consensus on a tie, nor without views (noAgreement).
 *
 * @example lineAgreement([over 0.6, over 0.7, under 0.55], 'totals') // { winner: 'over', agreementCount: 2, consolidatedProbability: 0.65, … }
 */
export function lineAgreement(views: readonly StrategyView[], market: LineMarket): Agreement {
  if (views.length === 0) return noAgreement();
  const { yes, no } = lineSidesOf(market);
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

/**
 * Each side's own line for a quoted line: a total's both sides share it, a spread's away side is the
 * home line negated. What the policy prices each side at.
 *
 * @example sideLines('spreads', -3.5) // { home: -3.5, away: 3.5 }
 */
export function sideLines(market: LineMarket, line: number): Partial<Record<QuoteSelection, number>> {
  return market === 'totals' ? { over: line, under: line } : { home: line, away: -line };
}

/** One quoted line of a market and every strategy's view of it. */
export interface LineViews {
  market: LineMarket;
  line: number;
  views: StrategyView[];
}

/**
 * Phase 1 on every line the predictions price: their views grouped by market and line, in the order
 * the lines were first priced.
 */
export function lineViewsOf(predictions: readonly Prediction[]): LineViews[] {
  const groups = new Map<string, LineViews>();
  for (const prediction of predictions) {
    for (const { market, line, probability } of prediction.lines ?? []) {
      const key = `${market}|${line}`;
      const group = groups.get(key) ?? { market, line, views: [] };
      group.views.push(lineView(prediction, market, line, probability));
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/**
 * The line most books quote now (spreads: as the home line), the smaller one on a tie; half lines
 * only, as the models price them; null when none is quoted.
 *
 * @example mainLine(quotes of −3.5 at two books and −4.5 at one, 'spreads') // -3.5
 */
export function mainLine(quotes: readonly OddsQuote[], market: LineMarket): number | null {
  const books = new Map<number, Set<string>>();
  for (const quote of quotes) {
    if (quote.market !== market || quote.line === null || quote.line === undefined) continue;
    if (Math.abs((quote.line * 2) % 2) !== 1) continue;
    const line = market === 'spreads' && quote.selection === 'away' ? -quote.line : quote.line;
    books.set(line, (books.get(line) ?? new Set()).add(quote.bookmaker));
  }
  const ranked = [...books].sort((a, b) => b[1].size - a[1].size || Math.abs(a[0]) - Math.abs(b[0]));
  return ranked[0]?.[0] ?? null;
}

/** Phases 1–3 of one quoted line of a spread or total market (see analyseLine). */
export interface LineAnalysis {
  market: LineMarket;
  /** The line as quoted: a spread's home line, or the total. */
  line: number;
  /** The views of the strategies that price this line, in the results' order. */
  views: StrategyView[];
  /** The strategies that made a prediction without pricing this line. */
  unpriced: string[];
  /** The views' agreement (lineAgreement). */
  consensus: Agreement;
  /** Each side's own line (sideLines): what the policy prices each side at. */
  lines: Partial<Record<QuoteSelection, number>>;
  /** Phases 1–2 as steps: each strategy's view of the line or why it has none, then the agreement. */
  steps: PolicyStep[];
  /**
   * Phase 3 (judgeSelection) on the side a majority favours, its steps beginning with `steps`; null
   * without a majority, when there is nothing to price.
   */
  policy: PolicyAnalysis | null;
}

/** Phase 1 of one line as steps: each strategy's view of it, or why it has none. */
function lineSteps(
  results: readonly StrategyResult[],
  views: readonly StrategyView[],
  market: LineMarket,
  line: number,
): PolicyStep[] {
  return results.map((result): PolicyStep => {
    if (result.kind === 'abstain')
      return {
        phase: '1',
        code: 'strategy_abstained',
        values: { strategy: result.strategy, reason: result.reason },
      };
    const view = views.find((v) => v.strategy === result.strategy);
    if (!view)
      return {
        phase: '1',
        code: 'strategy_abstained',
        values: { strategy: result.strategy, reason: 'line_not_priced', market, line },
      };
    return {
      phase: '1',
      code: 'strategy_prediction',
      values: {
        strategy: view.strategy,
        winner: view.winner,
        probability: view.probability,
        market,
        line: view.line ?? line,
      },
    };
  });
}

/** Phases 2–3 of one line from its views (see analyseLine). */
function judgeLine(
  context: MatchContext,
  results: readonly StrategyResult[],
  { market, line, views }: LineViews,
  settings: PolicySettings,
): LineAnalysis {
  const consensus = lineAgreement(views, market);
  const steps: PolicyStep[] = [
    ...lineSteps(results, views, market, line),
    {
      phase: '2',
      code: consensus.hasConsensus ? 'consensus_reached' : 'no_consensus',
      values: {
        market,
        line,
        winner: consensus.winner ?? '—',
        agreement: `${consensus.agreementCount}/${consensus.totalStrategies}`,
      },
    },
  ];
  const unpriced = results.flatMap((r) =>
    r.kind === 'prediction' && !views.some((v) => v.strategy === r.strategy) ? [r.strategy] : [],
  );
  const lines = sideLines(market, line);
  const { winner, consolidatedProbability } = consensus;
  const policy =
    winner && consolidatedProbability !== null
      ? judgeSelection({
          context,
          market,
          selection: winner as QuoteSelection,
          lines,
          consensus: { ...consensus, consolidatedProbability },
          views,
          settings,
          steps,
        })
      : null;
  return { market, line, views, unpriced, consensus, lines, steps, policy };
}

/**
 * Phases 1–3 of one quoted line of a spread or total market, the line policy that generation and the
 * Analyze Pick tool share: each strategy that prices the line favours a side (lineView: over / home
 * cover when its probability is above ½); with a strict majority (lineAgreement), their mean
 * probability of that side is pooled with the market's fair (de-vigged) probability and priced
 * against the books at each side's own line (sideLines), through the pick rules and the formula
 * (judgeSelection: edge threshold, minimum odds, sweet spot, minimum probability…).
 *
 * @example analyseLine(context, [poisson: over 2.5 at 0.62, dixon-coles: over 2.5 at 0.6], 'totals', 2.5, settings) // { consensus: { winner: 'over', agreementCount: 2, … }, policy: { kind: 'candidate', candidate: { selection: 'over', line: 2.5, … } }, … }
 */
export function analyseLine(
  context: MatchContext,
  results: readonly StrategyResult[],
  market: LineMarket,
  line: number,
  settings: PolicySettings,
): LineAnalysis {
  const views = results.flatMap((result) => {
    if (result.kind !== 'prediction') return [];
    const priced = result.lines?.find((l) => l.market === market && l.line === line);
    return priced ? [lineView(result, market, line, priced.probability)] : [];
  });
  return judgeLine(context, results, { market, line, views }, settings);
}

/**
 * Phases 1–3 on every spread and total line the strategies price (analyseLine on each, in the order
 * the lines were first priced): the candidate of highest edge per market (the first on a tie), and
 * the reason each other line is not one (`no_consensus`, or the rule that refused it).
 *
 * @example analyseLines(context, results, settings) // { candidates: [the best totals candidate], rejections: ['no_consensus', 'below_edge_threshold'] }
 */
export function analyseLines(
  context: MatchContext,
  results: readonly StrategyResult[],
  settings: PolicySettings,
): { candidates: PolicyCandidate[]; rejections: string[] } {
  const predictions = results.filter((r): r is Prediction => r.kind === 'prediction');
  const best = new Map<LineMarket, PolicyCandidate>();
  const rejections: string[] = [];
  for (const group of lineViewsOf(predictions)) {
    const { policy } = judgeLine(context, results, group, settings);
    if (!policy) rejections.push('no_consensus');
    else if (policy.kind === 'rejected') rejections.push(policy.reason);
    else {
      const current = best.get(group.market);
      if (!current || policy.candidate.evaluation.edge > current.evaluation.edge)
        best.set(group.market, policy.candidate);
    }
  }
  return { candidates: [...best.values()], rejections };
}

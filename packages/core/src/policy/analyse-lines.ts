import type { OddsQuote, QuoteSelection } from '../market/quotes';
import type { LinePrediction, StrategyResult } from '../strategies/types';
import type { Agreement, StrategyView } from './price-selection';

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
 * Phase 2 of a line from the views alone: the side a strict majority favours, and their mean
 * probability of it; no consensus on a tie.
 *
 * @example lineAgreement([over 0.6, over 0.7, under 0.55], 'totals') // { winner: 'over', agreementCount: 2, consolidatedProbability: 0.65, … }
 */
export function lineAgreement(views: readonly StrategyView[], market: LineMarket): Agreement {
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

import {
  type CompiledFormula,
  decimalToAmerican,
  DomainError,
  evaluateCandidate,
  formulaVerdict,
  type KeyFactor,
  latestQuotes,
  marketConsensus,
  type MarketEvaluation,
  type MatchContext,
  type OddsQuote,
  type PickRules,
  type QuoteSelection,
  type StrategyResult,
} from '@arcade/core';
import type { DevigMethod } from '../../db/schema/settings';
import { type LogEntry, logEntry } from './analysis-log';
import type { CandidateEvent } from './generation.repository';

export interface AnalysisSettings {
  rules: PickRules;
  devigMethod: DevigMethod;
  formula: CompiledFormula | null;
  kellyFraction: number;
  maxStakePercent: number;
}

export type Prediction = Extract<StrategyResult, { kind: 'prediction' }>;
export type PickMarket = 'h2h' | 'spreads' | 'totals';

/**
 * One strategy's phase-1 view of the market a candidate is in: the side it favours and its
 * probability of that side. On spreads and totals it is the view of that very line (cover / over),
 * never the moneyline winner, so that phase 2's consensus follows from the views shown.
 */
export interface StrategyView {
  strategy: string;
  winner: string;
  probability: number;
  keyFactors: KeyFactor[];
  /** Spreads and totals: the market and the favoured side's own line (a spread's away side is −line). */
  market?: 'spreads' | 'totals';
  line?: number;
}

/** Agreement of the strategies on one selection of one market (for h2h, core's consensus). */
export interface Agreement {
  hasConsensus: boolean;
  winner: string | null;
  agreementCount: number;
  totalStrategies: number;
  agreementPercentage: number;
  consolidatedProbability: number | null;
  strategies: string[];
}

/** One event's phases 1–3 for one market: what the strategies say, whether they agree, whether the price is value. */
export interface Candidate {
  event: CandidateEvent;
  market: PickMarket;
  selection: QuoteSelection;
  /** The picked side's own line (spreads: its handicap; totals: the total); null on the moneyline. */
  line: number | null;
  pModel: number;
  pMarketFair: number;
  odds: number;
  bookmaker: string;
  bookmakers: number;
  consensus: Agreement;
  views: StrategyView[];
  evaluation: MarketEvaluation;
  /** The formula's score when it returns a number (ranks candidates); null for a boolean formula or none. */
  score: number | null;
  log: LogEntry[];
}

export type Analysis =
  { kind: 'candidate'; candidate: Candidate } | { kind: 'rejected'; reason: string; log: LogEntry[] };

/** Every book's newest quote per selection, each selection at its own line (spreads differ by side). */
function booksFor(
  quotes: readonly OddsQuote[],
  market: PickMarket,
  lines: Partial<Record<QuoteSelection, number | null>>,
  asOf: Date,
) {
  const books = new Map<string, Map<QuoteSelection, OddsQuote>>();
  for (const [selection, line] of Object.entries(lines) as [QuoteSelection, number | null][]) {
    for (const [bookmaker, book] of latestQuotes(quotes, market, asOf, line)) {
      const quote = book.get(selection);
      if (!quote) continue;
      const merged = books.get(bookmaker) ?? new Map<QuoteSelection, OddsQuote>();
      merged.set(selection, quote);
      books.set(bookmaker, merged);
    }
  }
  return books;
}

/** Relative move of the selection's average price from the first quotes seen to the latest. */
function lineMove(
  quotes: readonly OddsQuote[],
  market: PickMarket,
  selection: QuoteSelection,
  line: number | null,
  asOf: Date,
): number {
  const prices = quotes.filter(
    (q) => q.market === market && q.selection === selection && (q.line ?? null) === line,
  );
  if (prices.length === 0) return 0;
  const first = prices[0]?.timestamp.getTime() ?? 0;
  const opening = prices.filter((q) => q.timestamp.getTime() === first);
  const current = [...latestQuotes(quotes, market, asOf, line).values()].flatMap((book) => {
    const quote = book.get(selection);
    return quote ? [quote] : [];
  });
  const mean = (list: readonly OddsQuote[]) => list.reduce((s, q) => s + q.price, 0) / list.length;
  return current.length === 0 ? 0 : mean(current) / mean(opening) - 1;
}

/**
 * Phase 3 for one selection: the market's fair probability and best price (books pricing every
 * selection of the market at these lines), the rules of decisions.md §3 and the pick formula, whose
 * acceptance overrides the sweet spot.
 */
export function judge(input: {
  context: MatchContext;
  event: CandidateEvent;
  market: PickMarket;
  selection: QuoteSelection;
  /** Each selection of the market and its line. */
  lines: Partial<Record<QuoteSelection, number | null>>;
  consensus: Agreement & { consolidatedProbability: number };
  views: StrategyView[];
  settings: AnalysisSettings;
  log: LogEntry[];
}): Analysis {
  const { context, event, market, selection, settings, consensus } = input;
  const log = [...input.log];
  const line = input.lines[selection] ?? null;
  let priced;
  try {
    priced = marketConsensus(
      booksFor(context.quotes, market, input.lines, context.asOf),
      Object.keys(input.lines) as QuoteSelection[],
      settings.devigMethod,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    log.push(logEntry('3', 'no_market', { market, reason: error.message }));
    return { kind: 'rejected', reason: 'no_market', log };
  }
  const best = priced.best[selection];
  const pMarketFair = priced.fair[selection];
  if (!best || pMarketFair === undefined) return { kind: 'rejected', reason: 'no_market', log };
  const stamps = context.quotes.filter((q) => q.market === market).map((q) => q.timestamp.getTime());
  const evaluate = (rules: PickRules) =>
    evaluateCandidate({
      pModel: consensus.consolidatedProbability,
      pMarketFair,
      bestOdds: best.price,
      bookmakers: priced.bookmakers,
      bestPriceBook: Object.values(priced.best).reduce((sum, b) => sum + 1 / (b?.price ?? 1), 0),
      newestQuoteAt: new Date(Math.max(...stamps)),
      startsAt: event.startTime,
      asOf: context.asOf,
      rules,
    });
  let evaluation = evaluate(settings.rules);
  let verdict: { accepted: boolean; score: number | null } = { accepted: true, score: null };
  if (settings.formula) {
    verdict = formulaVerdict(
      settings.formula.evaluate({
        pModel: consensus.consolidatedProbability,
        pMarketFair,
        edge: evaluation.edge,
        odds: best.price,
        oddsAmerican: decimalToAmerican(best.price),
        agreement: consensus.agreementPercentage,
        strategies: consensus.totalStrategies,
        bookmakers: priced.bookmakers,
        hoursToStart: (event.startTime.getTime() - context.asOf.getTime()) / 3_600_000,
        lineMove: lineMove(context.quotes, market, selection, line, context.asOf),
        sport: event.sport,
        market,
        kellyFraction: settings.kellyFraction,
        edgeThreshold: settings.rules.edgeThreshold,
        maxStakePercent: settings.maxStakePercent,
        minOdds: settings.rules.minOdds,
        minProbability: settings.rules.minProbability,
      }),
    );
    log.push(
      logEntry('3', verdict.accepted ? 'formula_accepted' : 'formula_rejected', {
        score: verdict.score ?? String(verdict.accepted),
      }),
    );
    // The sweet spot gives way to a formula that accepts the candidate (decisions.md §3).
    if (verdict.accepted && evaluation.reason === 'outside_sweet_spot')
      evaluation = {
        ...evaluate({ ...settings.rules, sweetSpot: { min: 1, max: Number.POSITIVE_INFINITY } }),
        inSweetSpot: false,
      };
  }
  log.push(
    logEntry('3', evaluation.shouldBet ? 'market_value' : 'market_rejected', {
      market,
      odds: best.price,
      bookmaker: best.bookmaker,
      fair: pMarketFair,
      edge: evaluation.edge,
      reason: evaluation.reason,
    }),
  );
  if (!evaluation.shouldBet) return { kind: 'rejected', reason: evaluation.reason, log };
  if (!verdict.accepted) return { kind: 'rejected', reason: 'formula_rejected', log };
  return {
    kind: 'candidate',
    candidate: {
      event,
      market,
      selection,
      line,
      pModel: consensus.consolidatedProbability,
      pMarketFair,
      odds: best.price,
      bookmaker: best.bookmaker,
      bookmakers: priced.bookmakers,
      consensus,
      views: input.views,
      evaluation,
      score: verdict.score,
      log,
    },
  };
}

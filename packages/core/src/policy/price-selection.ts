import { DEFAULT_TIER_THRESHOLDS, type TierThresholds } from '../consensus/consensus';
import type { DevigMethod } from '../devig/devig';
import { DomainError } from '../errors';
import { type CompiledFormula, type FormulaScope, formulaVerdict } from '../formula/index';
import {
  DEFAULT_PICK_RULES,
  evaluateCandidate,
  type MarketEvaluation,
  type PickRules,
} from '../market/evaluation';
import { latestQuotes, marketConsensus, type OddsQuote, type QuoteSelection } from '../market/quotes';
import { decimalToAmerican } from '../odds/convert';
import type { KeyFactor, MatchContext } from '../strategies/types';
import {
  DEFAULT_MODEL_WEIGHTS,
  type ModelWeights,
  modelWeightOf,
  type PolicyMarket,
  pooledProbability,
} from './pooled-forecast';

/** What the pick policy is run with: the configuration's pick rules, de-vig method, formula and weights. */
export interface PolicySettings {
  rules: PickRules;
  devigMethod: DevigMethod;
  formula: CompiledFormula | null;
  kellyFraction: number;
  maxStakePercent: number;
  modelWeights: ModelWeights;
  /** At most this many picks per event; 1 by default. */
  maxPicksPerEvent: number;
  /** Edge (and agreement) each tier needs; core's defaults when absent. */
  tierThresholds?: TierThresholds;
}

/** The default configuration (the database's column defaults say the same; a server test keeps them equal). */
export const DEFAULT_POLICY_SETTINGS: PolicySettings = {
  rules: DEFAULT_PICK_RULES,
  devigMethod: 'shin',
  formula: null,
  kellyFraction: 0.25,
  maxStakePercent: 0.015,
  modelWeights: DEFAULT_MODEL_WEIGHTS,
  maxPicksPerEvent: 1,
  tierThresholds: DEFAULT_TIER_THRESHOLDS,
};

/** One line of a candidate's analysis: a phase, a code the interface translates, and its values. */
export interface PolicyStep {
  phase: '1' | '2' | '3';
  code: string;
  values: Record<string, string | number>;
}

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

/** One event's phases 1–3 for one market: what the strategies say, the pooled forecast, and the price's value. */
export interface PolicyCandidate {
  market: PolicyMarket;
  selection: QuoteSelection;
  /** The picked side's own line (spreads: its handicap; totals: the total); null on the moneyline. */
  line: number | null;
  /** The forecast the pick is priced on: the pool of the market's fair probability and the strategies'. */
  pModel: number;
  /** The strategies' consolidated probability of the selection, before pooling. */
  pStrategies: number;
  /** The models' weight in the pool for this sport and market. */
  modelWeight: number;
  pMarketFair: number;
  /** Whether the fair probability is a sharp book's line or the consensus of the books. */
  marketSource: 'sharp' | 'average';
  odds: number;
  bookmaker: string;
  bookmakers: number;
  /** Relative move of the selection's average price from the first quotes seen to the latest. */
  lineMove: number;
  consensus: Agreement;
  views: StrategyView[];
  evaluation: MarketEvaluation;
  /** The formula's score when it returns a number (ranks candidates); null for a boolean formula or none. */
  score: number | null;
  steps: PolicyStep[];
}

export type PolicyAnalysis =
  | { kind: 'candidate'; candidate: PolicyCandidate }
  | {
      kind: 'rejected';
      reason: string;
      steps: PolicyStep[];
      /**
       * The selection as the market priced it, when it was priced and then refused by the rules or the
       * formula (the analysis tool shows why a side is not a bet); absent before pricing.
       */
      priced?: Omit<PolicyCandidate, 'steps'>;
    };

/** Every book's newest quote per selection, each selection at its own line (spreads differ by side). */
function booksFor(
  quotes: readonly OddsQuote[],
  market: PolicyMarket,
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
  market: PolicyMarket,
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

/** A candidate's own numbers, the formula's variables that are not configuration. */
export interface CandidateFacts {
  pModel: number;
  pMarketFair: number;
  edge: number;
  odds: number;
  agreement: number;
  strategies: number;
  bookmakers: number;
  hoursToStart: number;
  lineMove: number;
  sport: string;
  market: PolicyMarket;
}

/**
 * The scope a pick formula is evaluated in: the candidate's numbers (with `oddsAmerican` derived
 * from `odds`) and the configuration's values. Generation, the backtest and the formula preview
 * all build it here, so a formula reads the same names everywhere.
 *
 * @example formulaScope({ ...facts, odds: 2.1 }, DEFAULT_POLICY_SETTINGS).oddsAmerican // 110
 */
export function formulaScope(facts: CandidateFacts, settings: PolicySettings): FormulaScope {
  return {
    ...facts,
    oddsAmerican: decimalToAmerican(facts.odds),
    kellyFraction: settings.kellyFraction,
    edgeThreshold: settings.rules.edgeThreshold,
    maxStakePercent: settings.maxStakePercent,
    minOdds: settings.rules.minOdds,
    minProbability: settings.rules.minProbability,
  };
}

/** The market's side of one selection and the pooled forecast on it, or why the market cannot price it. */
type PricedSelection =
  | { kind: 'no_market' }
  | {
      kind: 'priced';
      priced: ReturnType<typeof marketConsensus>;
      best: NonNullable<ReturnType<typeof marketConsensus>['best'][QuoteSelection]>;
      pMarketFair: number;
      pStrategies: number;
      modelWeight: number;
      pModel: number;
    };

/**
 * The first half of phase 3: the market's fair probability and best price for the selection (books
 * pricing every selection of the market at these lines), and the pooled forecast of that fair
 * probability and the strategies' consolidated one. Logs its steps into `steps`.
 */
function priceSelection(
  input: Pick<JudgeInput, 'context' | 'market' | 'selection' | 'lines' | 'consensus' | 'settings'>,
  steps: PolicyStep[],
): PricedSelection {
  const { context, market, selection, settings } = input;
  let priced;
  try {
    priced = marketConsensus(
      booksFor(context.quotes, market, input.lines, context.asOf),
      Object.keys(input.lines) as QuoteSelection[],
      settings.devigMethod,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    steps.push({ phase: '3', code: 'no_market', values: { market, reason: error.message } });
    return { kind: 'no_market' };
  }
  const best = priced.best[selection];
  const pMarketFair = priced.fair[selection];
  if (!best || pMarketFair === undefined) return { kind: 'no_market' };
  const pStrategies = input.consensus.consolidatedProbability;
  const modelWeight = modelWeightOf(settings.modelWeights, context.event.sport, market);
  const pModel = pooledProbability(pMarketFair, pStrategies, modelWeight);
  steps.push({
    phase: '3',
    code: 'pooled_forecast',
    values: { market, pMarket: pMarketFair, source: priced.source, pStrategies, weight: modelWeight, pModel },
  });
  return { kind: 'priced', priced, best, pMarketFair, pStrategies, modelWeight, pModel };
}

type JudgeInput = {
  context: MatchContext;
  market: PolicyMarket;
  selection: QuoteSelection;
  /** Each selection of the market and its line. */
  lines: Partial<Record<QuoteSelection, number | null>>;
  consensus: Agreement & { consolidatedProbability: number };
  views: StrategyView[];
  settings: PolicySettings;
  steps: PolicyStep[];
};

/**
 * Phase 3 for one selection, the pick policy that generation and the backtest share: the selection
 * priced (`priceSelection`: the market's fair probability and best price, the pooled forecast), then
 * judged: the pick rules on it (`evaluateCandidate`: not started, enough books, plausible and fresh
 * prices, minimum odds, the sweet spot of prices, minimum probability, edge threshold, a plausible
 * gap to the market), and the pick formula, whose acceptance overrides the sweet spot.
 */
export function judgeSelection(input: JudgeInput): PolicyAnalysis {
  const { context, market, selection, settings, consensus } = input;
  const event = context.event;
  const steps = [...input.steps];
  const line = input.lines[selection] ?? null;
  const pricing = priceSelection(input, steps);
  if (pricing.kind === 'no_market') return { kind: 'rejected', reason: 'no_market', steps };
  const { priced, best, pMarketFair, pStrategies, modelWeight, pModel } = pricing;
  const stamps = context.quotes.filter((q) => q.market === market).map((q) => q.timestamp.getTime());
  const evaluate = (rules: PickRules) =>
    evaluateCandidate({
      pModel,
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
  const move = lineMove(context.quotes, market, selection, line, context.asOf);
  if (settings.formula) {
    verdict = formulaVerdict(
      settings.formula.evaluate(
        formulaScope(
          {
            pModel,
            pMarketFair,
            edge: evaluation.edge,
            odds: best.price,
            agreement: consensus.agreementPercentage,
            strategies: consensus.totalStrategies,
            bookmakers: priced.bookmakers,
            hoursToStart: (event.startTime.getTime() - context.asOf.getTime()) / 3_600_000,
            lineMove: move,
            sport: event.sport,
            market,
          },
          settings,
        ),
      ),
    );
    steps.push({
      phase: '3',
      code: verdict.accepted ? 'formula_accepted' : 'formula_rejected',
      values: { score: verdict.score ?? String(verdict.accepted) },
    });
    // A formula that accepts the candidate overrides the sweet spot of prices (and only that rule).
    if (verdict.accepted && evaluation.reason === 'outside_sweet_spot')
      evaluation = {
        ...evaluate({ ...settings.rules, sweetSpot: { min: 1, max: Number.POSITIVE_INFINITY } }),
        inSweetSpot: false,
      };
  }
  steps.push({
    phase: '3',
    code: evaluation.shouldBet ? 'market_value' : 'market_rejected',
    values: {
      market,
      odds: best.price,
      bookmaker: best.bookmaker,
      fair: pMarketFair,
      edge: evaluation.edge,
      reason: evaluation.reason,
    },
  });
  const judged: Omit<PolicyCandidate, 'steps'> = {
    market,
    selection,
    line,
    pModel,
    pStrategies,
    modelWeight,
    pMarketFair,
    marketSource: priced.source,
    odds: best.price,
    bookmaker: best.bookmaker,
    bookmakers: priced.bookmakers,
    lineMove: move,
    consensus,
    views: input.views,
    evaluation,
    score: verdict.score,
  };
  if (!evaluation.shouldBet) return { kind: 'rejected', reason: evaluation.reason, steps, priced: judged };
  if (!verdict.accepted) return { kind: 'rejected', reason: 'formula_rejected', steps, priced: judged };
  return { kind: 'candidate', candidate: { ...judged, steps } };
}

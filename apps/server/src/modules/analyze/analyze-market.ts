import {
  type Agreement,
  analyseLine,
  analyseMoneyline,
  mainLine,
  buildConsensus,
  evaluateCandidate,
  MODEL_STRATEGIES,
  type MatchContext,
  noAgreement,
  type PolicyAnalysis,
  type PolicyCandidate,
  type PolicySettings,
  pickNumbers,
  type Prediction,
  type QuoteSelection,
  type StrategyName,
  type StrategyResult,
  type StrategyView,
  edge as edgeAt,
  decimalToAmerican,
} from '@arcade/core';
import type {
  AnalyzeAnalysis,
  AnalyzeConsensus,
  AnalyzeMarketEvaluation,
  AnalyzePrediction,
  AnalyzeSide,
  PickType,
} from '@arcade/contracts';
import { factorText } from '../generation';

/** The bankroll the suggested stake is sized on. */
const ANALYSIS_BANKROLL = 1000;

export const MARKET_OF = { moneyline: 'h2h', spread: 'spreads', total: 'totals' } as const;

interface Teams {
  homeTeam: string;
  awayTeam: string;
}

const teamOf = (side: string, teams: Teams) =>
  side === 'home' ? teams.homeTeam : side === 'away' ? teams.awayTeam : null;

const sourceOf = (strategy: string): 'model' | 'market' =>
  MODEL_STRATEGIES.has(strategy as StrategyName) ? 'model' : 'market';

/** What phase 1–3 say of the analysed market: the views, their agreement and the policy's verdict. */
export interface MarketAnalysis {
  line: number | null;
  predictions: AnalyzePrediction[];
  abstentions: { strategy: string; reason: string }[];
  consensus: Agreement;
  views: StrategyView[];
  /** Null without a consensus side (nothing to price) or without a quoted line. */
  policy: PolicyAnalysis | null;
  lines: Partial<Record<QuoteSelection, number | null>>;
}

/**
 * Phases 1–3 of one pick type, by the pick policy generation runs: on the moneyline core's
 * `analyseMoneyline`; on a spread or total, core's `analyseLine` (the line policy generation runs on
 * every quoted line) at the line most books quote.
 */
export function analyseMarket(
  context: MatchContext,
  results: readonly StrategyResult[],
  settings: PolicySettings,
  pickType: PickType,
): MarketAnalysis {
  const teams = context.event;
  const abstained = results.flatMap((r) =>
    r.kind === 'abstain' ? [{ strategy: r.strategy, reason: r.reason }] : [],
  );
  const predictions = results.filter((r): r is Prediction => r.kind === 'prediction');
  const market = MARKET_OF[pickType];
  if (market === 'h2h') {
    const consensus = predictions.length > 0 ? buildConsensus(predictions) : noAgreement();
    return {
      line: null,
      predictions: predictions.map((p) => ({
        strategy: p.strategy,
        side: p.winner,
        winnerTeamName: teamOf(p.winner, teams),
        winProbability: p.probabilities[p.winner] ?? 0,
        line: null,
        keyFactors: p.keyFactors.map(factorText),
        source: sourceOf(p.strategy),
      })),
      abstentions: abstained,
      consensus,
      views: [],
      policy: consensus.hasConsensus ? analyseMoneyline(context, results, settings) : null,
      lines: {},
    };
  }
  const line = mainLine(context.quotes, market);
  if (line === null) {
    const unpriced = predictions.map((p) => ({ strategy: p.strategy, reason: 'no_line_quoted' }));
    return {
      line: null,
      predictions: [],
      abstentions: [...abstained, ...unpriced],
      consensus: noAgreement(),
      views: [],
      policy: null,
      lines: {},
    };
  }
  const { views, unpriced, consensus, policy, lines } = analyseLine(context, results, market, line, settings);
  return {
    line,
    predictions: views.map((v) => ({
      strategy: v.strategy,
      side: v.winner as AnalyzeSide,
      winnerTeamName: teamOf(v.winner, teams),
      winProbability: v.probability,
      line: v.line ?? line,
      keyFactors: v.keyFactors.map(factorText),
      source: sourceOf(v.strategy),
    })),
    abstentions: [...abstained, ...unpriced.map((strategy) => ({ strategy, reason: 'line_not_priced' }))],
    consensus,
    views,
    policy,
    lines,
  };
}

export function consensusView(consensus: Agreement, teams: Teams): AnalyzeConsensus {
  const side = consensus.hasConsensus ? (consensus.winner as AnalyzeSide | null) : null;
  return {
    hasConsensus: consensus.hasConsensus,
    side,
    consensusTeamName: side ? teamOf(side, teams) : null,
    agreementCount: consensus.agreementCount,
    totalStrategies: consensus.totalStrategies,
    agreementPercentage: consensus.agreementPercentage,
    consolidatedProbability: consensus.hasConsensus ? consensus.consolidatedProbability : null,
  };
}

const stakeOf = (pModel: number, odds: number, agreement: number, settings: PolicySettings) =>
  pickNumbers({
    pModel,
    odds,
    bankroll: ANALYSIS_BANKROLL,
    kellyFraction: settings.kellyFraction,
    maxStakePercent: settings.maxStakePercent,
    agreement,
    tierThresholds: settings.tierThresholds,
  }).stake;

/**
 * The market evaluation of the consensus side: the policy's priced selection (a bet or the rule that
 * refused it) at the books' best price, or at the odds entered (decimal) when given — priced on the
 * market's fair probability when books price the market, else on the strategies' probability with
 * the fair probability unknown (then never a bet). Null when there is nothing to price.
 */
export function marketEvaluationOf(input: {
  analysis: MarketAnalysis;
  teams: Teams;
  settings: PolicySettings;
  enteredOdds: number | null;
  startsAt: Date;
  now: Date;
}): AnalyzeMarketEvaluation | null {
  const { analysis, teams, settings, enteredOdds, startsAt, now } = input;
  const { policy, consensus } = analysis;
  if (!policy || !consensus.winner || consensus.consolidatedProbability === null) return null;
  const priced: Omit<PolicyCandidate, 'steps'> | undefined =
    policy.kind === 'candidate' ? policy.candidate : policy.priced;
  const side = consensus.winner as AnalyzeSide;
  const base = {
    side,
    teamName: teamOf(side, teams),
    line: priced?.line ?? analysis.lines[side as QuoteSelection] ?? null,
    pStrategies: consensus.consolidatedProbability,
    bankroll: ANALYSIS_BANKROLL,
  };
  if (enteredOdds !== null) {
    if (!priced) {
      const edge = edgeAt(consensus.consolidatedProbability, enteredOdds);
      return {
        ...base,
        priceSource: 'entered',
        bestOdds: enteredOdds,
        oddsAmerican: decimalToAmerican(enteredOdds),
        bookmaker: null,
        bookmakers: 0,
        pMarketFair: null,
        marketSource: null,
        modelWeight: null,
        pModel: null,
        edge,
        inSweetSpot:
          enteredOdds >= settings.rules.sweetSpot.min && enteredOdds <= settings.rules.sweetSpot.max,
        shouldBet: false,
        shouldBetReason: 'no_fair_probability',
        suggestedStake: 0,
      };
    }
    const evaluation = evaluateCandidate({
      pModel: priced.pModel,
      pMarketFair: priced.pMarketFair,
      bestOdds: enteredOdds,
      bookmakers: priced.bookmakers,
      newestQuoteAt: now,
      startsAt,
      asOf: now,
      rules: settings.rules,
    });
    return {
      ...base,
      priceSource: 'entered',
      bestOdds: enteredOdds,
      oddsAmerican: evaluation.oddsAmerican,
      bookmaker: null,
      bookmakers: priced.bookmakers,
      pMarketFair: priced.pMarketFair,
      marketSource: priced.marketSource,
      modelWeight: priced.modelWeight,
      pModel: priced.pModel,
      edge: evaluation.edge,
      inSweetSpot: evaluation.inSweetSpot,
      shouldBet: evaluation.shouldBet,
      shouldBetReason: evaluation.reason,
      suggestedStake: evaluation.shouldBet
        ? stakeOf(priced.pModel, enteredOdds, consensus.agreementPercentage, settings)
        : 0,
    };
  }
  if (!priced) return null;
  const shouldBet = policy.kind === 'candidate';
  return {
    ...base,
    priceSource: 'market',
    bestOdds: priced.odds,
    oddsAmerican: priced.evaluation.oddsAmerican,
    bookmaker: priced.bookmaker,
    bookmakers: priced.bookmakers,
    pMarketFair: priced.pMarketFair,
    marketSource: priced.marketSource,
    modelWeight: priced.modelWeight,
    pModel: priced.pModel,
    edge: priced.evaluation.edge,
    inSweetSpot: priced.evaluation.inSweetSpot,
    shouldBet,
    shouldBetReason: policy.kind === 'candidate' ? 'ok' : policy.reason,
    suggestedStake: shouldBet
      ? stakeOf(priced.pModel, priced.odds, consensus.agreementPercentage, settings)
      : 0,
  };
}

/** Why an analysis has no market evaluation. */
export function marketNoteOf(
  analysis: MarketAnalysis,
  evaluation: AnalyzeMarketEvaluation | null,
  hasEvent: boolean,
  pickType: PickType,
): AnalyzeAnalysis['marketNote'] {
  if (evaluation) return null;
  if (pickType !== 'moneyline' && analysis.line === null) return hasEvent ? 'no_line' : 'no_event';
  if (!analysis.consensus.hasConsensus) return 'no_consensus';
  return hasEvent ? 'no_market' : 'no_event';
}

import type { Outcome } from '../consensus/consensus';
import type { BetResult } from '../grading/grading';
import { DEFAULT_PICK_RULES, type PickRules } from '../market/evaluation';
import { analyseMoneyline } from '../policy/analyse-moneyline';
import { fitModelWeight, type PoolSample } from '../policy/pooled-forecast';
import {
  DEFAULT_POLICY_SETTINGS,
  type PolicyCandidate,
  type PolicySettings,
} from '../policy/price-selection';
import { choosePicks, DEFAULT_PICK_COUNT } from '../policy/select-picks';
import type { MatchContext, Sport, StrategyResult } from '../strategies/types';
import {
  actualOutcome,
  contextOf,
  fairProbabilities,
  type HistoricalMatch,
  type MarketPrices,
  outcomesOf,
  unbetPick,
  withBet,
} from './match-prices';
import type { SettledPick } from './summary';

/** How the backtest runs the product's pick policy (`--strategy product`). */
export interface ProductPolicy {
  settings: PolicySettings;
  /**
   * 'configured': the settings' model weights, as generation uses them. 'walk-forward': each season's
   * weight fitted on the seasons before it in this run (the first season gets the market alone).
   */
  weights: 'configured' | 'walk-forward';
  /** Picks per day at most, as one generation run's `pickCount`. */
  pickCount: number;
  /**
   * Called with every analysed match's candidate priced with the tunable rules relaxed (see
   * `relaxedSettings`): what a formula and its parameters are replayed over later.
   */
  collect?: (candidate: BacktestCandidate) => void;
}

/**
 * One match's candidate before the tunable rules and the formula: the consensus side priced as the
 * policy prices it, walk-forward, with what the formula language can read of it and how it ended.
 */
export interface BacktestCandidate {
  matchId: string;
  date: Date;
  league: string;
  homeTeam: string;
  awayTeam: string;
  selection: Outcome;
  odds: number;
  pModel: number;
  pMarketFair: number;
  /** Share of the strategies agreeing with the selection (0–1). */
  agreement: number;
  strategies: number;
  bookmakers: number;
  hoursToStart: number;
  /** Relative move of the selection's mean price from the opening to the prices decided on (0 without an opening). */
  lineMove: number;
  /** Whether the odds are within the real rules' sweet spot. */
  inSweetSpot: boolean;
  result: BetResult;
  /** The de-vigged closing probability of the selection; null without closing prices. */
  closeFair: number | null;
}

/**
 * The settings with the tunable rules relaxed and no formula, so that every priced consensus side is a
 * candidate: edge ≥ −1, odds ≥ 1.01, any probability, any odds in the sweet spot. The rules that guard
 * against bad data (bookmakers, stale or implausible prices, the model–market gap) stay.
 *
 * @example relaxedSettings(DEFAULT_POLICY_SETTINGS).rules.edgeThreshold // -1
 */
export function relaxedSettings(settings: PolicySettings): PolicySettings {
  return {
    ...settings,
    formula: null,
    rules: {
      ...settings.rules,
      edgeThreshold: -1,
      minOdds: 1.01,
      minProbability: 0,
      sweetSpot: { min: 1.01, max: Number.POSITIVE_INFINITY },
    },
  };
}

/** Relative move of the mean price of `selection` across the books pricing it at both times. */
function priceMove(opening: MarketPrices | undefined, decided: MarketPrices | undefined, selection: Outcome) {
  const pairs = (['average', 'max', 'sharp'] as const).flatMap((book) => {
    const before = opening?.[book]?.[selection];
    const after = decided?.[book]?.[selection];
    return before && after ? [[before, after] as const] : [];
  });
  if (opening === decided || pairs.length === 0) return 0;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return mean(pairs.map(([, after]) => after)) / mean(pairs.map(([before]) => before)) - 1;
}

function candidateOf(
  match: HistoricalMatch,
  context: MatchContext,
  candidate: PolicyCandidate,
  rules: PickRules,
  decided: MarketPrices | undefined,
  outcomes: Outcome[],
): BacktestCandidate {
  const selection = candidate.selection as Outcome;
  const actual = actualOutcome(match);
  const result: BetResult = !outcomes.includes(actual) ? 'push' : selection === actual ? 'win' : 'loss';
  return {
    matchId: match.id,
    date: match.date,
    league: match.league,
    homeTeam: match.home,
    awayTeam: match.away,
    selection,
    odds: candidate.odds,
    pModel: candidate.pModel,
    pMarketFair: candidate.pMarketFair,
    agreement: candidate.consensus.agreementPercentage,
    strategies: candidate.consensus.totalStrategies,
    bookmakers: candidate.bookmakers,
    hoursToStart: (context.event.startTime.getTime() - context.asOf.getTime()) / 3_600_000,
    lineMove: priceMove(match.prices.opening, decided, selection),
    inSweetSpot: candidate.odds >= rules.sweetSpot.min && candidate.odds <= rules.sweetSpot.max,
    result,
    closeFair: fairProbabilities(match.prices.closing, outcomes)?.[outcomes.indexOf(selection)] ?? null,
  };
}

/**
 * The default configuration, as generation runs it. One difference: the history's prices are
 * aggregate lines (the average and best of many books, and Pinnacle's), three virtual books at most,
 * so the minimum-bookmakers rule is taken as met by the aggregation itself.
 */
export const BACKTEST_PRODUCT_POLICY: ProductPolicy = {
  settings: { ...DEFAULT_POLICY_SETTINGS, rules: { ...DEFAULT_PICK_RULES, minBookmakers: 1 } },
  weights: 'configured',
  pickCount: DEFAULT_PICK_COUNT,
};

/** A gap this long between two match days starts a new season. */
const SEASON_GAP_DAYS = 45;
/** Fewer samples than this fit nothing: the model keeps no weight. */
export const MIN_FIT_SAMPLES = 300;

/**
 * Settles one day of matches with the product's policy, through the same functions generation runs
 * (`analyseMoneyline`, `choosePicks`): every match analysed, the day's candidates ranked and capped
 * per event and at `pickCount`. With walk-forward weights it keeps the samples each season gave
 * (the market's and the strategies' probability of the consensus side, and whether it won) and
 * refits the weight when a new season starts.
 */
export function productPolicyDays(options: {
  sport: Sport;
  odds: 'closing' | 'opening';
  stake: 'flat' | 'kelly';
  kellyFraction: number;
  policy: ProductPolicy;
}) {
  const { sport, policy } = options;
  const outcomes = outcomesOf(sport);
  const earlier: PoolSample[] = [];
  let season: PoolSample[] = [];
  let lastDay: Date | null = null;
  let weight = policy.settings.modelWeights[sport]?.h2h ?? 0;

  const settingsNow = (): PolicySettings =>
    policy.weights === 'configured'
      ? policy.settings
      : {
          ...policy.settings,
          modelWeights: { ...policy.settings.modelWeights, [sport]: { h2h: weight } },
        };

  return (
    matches: readonly HistoricalMatch[],
    predict: (match: HistoricalMatch, context: ReturnType<typeof contextOf>) => StrategyResult[],
  ): SettledPick[] => {
    const day = matches[0]?.date;
    if (!day) return [];
    if (
      policy.weights === 'walk-forward' &&
      lastDay &&
      day.getTime() - lastDay.getTime() > SEASON_GAP_DAYS * 86_400_000
    ) {
      earlier.push(...season);
      season = [];
      weight = earlier.length >= MIN_FIT_SAMPLES ? fitModelWeight(earlier).weight : 0;
    }
    lastDay = day;
    const settings = settingsNow();
    const picks: SettledPick[] = [];
    const candidates: { index: number; match: HistoricalMatch; candidate: PolicyCandidate }[] = [];
    for (const match of matches) {
      const prices: MarketPrices | undefined =
        options.odds === 'closing' ? (match.prices.closing ?? match.prices.opening) : match.prices.opening;
      const context = contextOf(match, sport, prices, outcomes);
      const results = predict(match, context);
      picks.push({ ...unbetPick(match, results, outcomes), modelWeight: weight });
      const analysis = analyseMoneyline(context, results, settings);
      if (policy.collect) {
        const relaxed = analyseMoneyline(context, results, relaxedSettings(settings));
        if (relaxed.kind === 'candidate')
          policy.collect(candidateOf(match, context, relaxed.candidate, settings.rules, prices, outcomes));
      }
      const steps = analysis.kind === 'candidate' ? analysis.candidate.steps : analysis.steps;
      const pooled = steps.find((s) => s.code === 'pooled_forecast')?.values;
      const side = steps.find((s) => s.code === 'consensus_reached')?.values.winner;
      const actual = actualOutcome(match);
      if (pooled && side && outcomes.includes(actual)) {
        const sample = {
          pMarket: Number(pooled.pMarket),
          pModel: Number(pooled.pStrategies),
          won: side === actual,
        };
        season.push(sample);
        (picks[picks.length - 1] as SettledPick).sample = sample;
      }
      if (analysis.kind === 'candidate')
        candidates.push({ index: picks.length - 1, match, candidate: analysis.candidate });
    }
    const ranked = candidates.map((c) => ({
      ...c,
      score: c.candidate.score,
      evaluation: c.candidate.evaluation,
    }));
    const { chosen } = choosePicks(
      ranked,
      {
        pickCount: policy.pickCount,
        maxPicksPerEvent: settings.maxPicksPerEvent,
        eventOf: (c) => c.match.id,
      },
      (c) => c,
    );
    for (const { index, match, candidate } of chosen) {
      picks[index] = withBet(
        match,
        picks[index] as SettledPick,
        outcomes,
        {
          outcome: candidate.selection as (typeof outcomes)[number],
          odds: candidate.odds,
          probability: candidate.pModel,
        },
        options,
      );
    }
    return picks;
  };
}

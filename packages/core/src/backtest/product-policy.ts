import { DEFAULT_PICK_RULES } from '../market/evaluation';
import { analyseMoneyline } from '../policy/analyse-moneyline';
import { fitModelWeight, type PoolSample } from '../policy/pooled-forecast';
import {
  DEFAULT_POLICY_SETTINGS,
  type PolicyCandidate,
  type PolicySettings,
} from '../policy/price-selection';
import { choosePicks, DEFAULT_PICK_COUNT } from '../policy/select-picks';
import type { Sport, StrategyResult } from '../strategies/types';
import {
  actualOutcome,
  contextOf,
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

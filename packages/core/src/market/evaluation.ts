import { DomainError } from '../errors';
import { decimalToAmerican } from '../odds/convert';
import { edge as edgeOf } from '../staking/staking';

export interface PickRules {
  edgeThreshold: number;
  minOdds: number;
  minProbability: number;
  /** Sweet spot of decimal odds, default 1.67–3.00. */
  sweetSpot: { min: number; max: number };
  minBookmakers: number;
  /** Prices older than this (hours before the decision) are stale. */
  maxQuoteAgeHours: number;
  /**
   * A model that disagrees with the de-vigged market by more than this many probability points is
   * far likelier wrong (missing news, injuries, a stale line) than right: no bet.
   */
  maxModelMarketGap: number;
  /**
   * Best prices across books whose implied probabilities sum below this (an arbitrage above 5%) are
   * a typo or a stale line no one can bet: no pick.
   */
  minBestPriceBook: number;
}

export const DEFAULT_PICK_RULES: PickRules = {
  edgeThreshold: 0.02,
  minOdds: 1.67,
  minProbability: 0.5,
  sweetSpot: { min: 1.67, max: 3 },
  minBookmakers: 3,
  maxQuoteAgeHours: 6,
  maxModelMarketGap: 0.1,
  minBestPriceBook: 0.95,
};

/** Why a candidate is not a bet; the first failing rule is reported. */
export type ShouldBetReason =
  | 'ok'
  | 'event_started'
  | 'too_few_bookmakers'
  | 'stale_price'
  | 'below_min_odds'
  | 'outside_sweet_spot'
  | 'below_min_probability'
  | 'below_edge_threshold'
  | 'implausible_gap'
  | 'implausible_prices';

export interface MarketEvaluation {
  bestOdds: number;
  oddsAmerican: number;
  pMarketFair: number;
  edge: number;
  inSweetSpot: boolean;
  shouldBet: boolean;
  reason: ShouldBetReason;
}

/**
 * Checks a candidate against the betting rules (docs/picks.md): edge ≥ threshold, odds ≥ minOdds,
 * pModel ≥ minProbability, enough bookmakers, a fresh price, a future start, and the sweet spot
 * (which the pick formula may override later); and, as a guard against model error, a model within
 * `maxModelMarketGap` of the market's fair probability.
 */
export function evaluateCandidate(input: {
  pModel: number;
  pMarketFair: number;
  bestOdds: number;
  bookmakers: number;
  /** Σ 1/best price over every selection of the market (1 + the best-price book's margin). */
  bestPriceBook?: number;
  newestQuoteAt: Date;
  startsAt: Date;
  asOf: Date;
  rules?: PickRules;
}): MarketEvaluation {
  const rules = input.rules ?? DEFAULT_PICK_RULES;
  if (!(input.pMarketFair > 0 && input.pMarketFair < 1)) {
    throw new DomainError('INVALID_PROBABILITY', `Invalid fair probability ${input.pMarketFair}`);
  }
  const edge = edgeOf(input.pModel, input.bestOdds);
  const inSweetSpot = input.bestOdds >= rules.sweetSpot.min && input.bestOdds <= rules.sweetSpot.max;
  const ageHours = (input.asOf.getTime() - input.newestQuoteAt.getTime()) / 3_600_000;
  const checks: [boolean, ShouldBetReason][] = [
    [input.startsAt.getTime() <= input.asOf.getTime(), 'event_started'],
    [input.bookmakers < rules.minBookmakers, 'too_few_bookmakers'],
    [(input.bestPriceBook ?? 1) < rules.minBestPriceBook, 'implausible_prices'],
    [ageHours > rules.maxQuoteAgeHours, 'stale_price'],
    [input.bestOdds < rules.minOdds, 'below_min_odds'],
    [!inSweetSpot, 'outside_sweet_spot'],
    [input.pModel < rules.minProbability, 'below_min_probability'],
    [edge < rules.edgeThreshold, 'below_edge_threshold'],
    [Math.abs(input.pModel - input.pMarketFair) > rules.maxModelMarketGap, 'implausible_gap'],
  ];
  const reason = checks.find(([failed]) => failed)?.[1] ?? 'ok';
  return {
    bestOdds: input.bestOdds,
    oddsAmerican: decimalToAmerican(input.bestOdds),
    pMarketFair: input.pMarketFair,
    edge,
    inSweetSpot,
    shouldBet: reason === 'ok',
    reason,
  };
}

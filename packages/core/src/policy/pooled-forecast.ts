import { DomainError } from '../errors';
import { logarithmicPool } from '../models/pooling';
import type { Sport } from '../strategies/types';

/** The markets a pick is made in. */
export type PolicyMarket = 'h2h' | 'spreads' | 'totals';

/** The models' weight in the pooled forecast, per sport and, where it differs, per market type. */
export type ModelWeights = Partial<Record<Sport, Partial<Record<PolicyMarket, number>>>>;

/**
 * The product's model weights (docs/decisions/010-pick-policy.md): fitted by `npm run bench:quality`
 * on every season of ../shared/data, walk-forward, by the log loss of the pooled forecast of the
 * strategies' consensus side. A market without evidence (the spread and total lines: the history
 * has no prices for them) gives the model no weight.
 */
export const DEFAULT_MODEL_WEIGHTS: ModelWeights = {
  soccer: { h2h: 0 },
  nba: { h2h: 0 },
  nfl: { h2h: 0 },
  nhl: { h2h: 0 },
  baseball: { h2h: 0 },
};

const checkWeight = (weight: number, where: string) => {
  if (!Number.isFinite(weight) || weight < 0 || weight > 1)
    throw new DomainError('INVALID_ARGUMENT', `The model weight ${where} must lie in [0, 1], got ${weight}`);
  return weight;
};

/** Checks a set of weights: every one in [0, 1]. Returns it unchanged. */
export function validateModelWeights(weights: ModelWeights): ModelWeights {
  for (const [sport, markets] of Object.entries(weights))
    for (const [market, weight] of Object.entries(markets ?? {}))
      checkWeight(weight as number, `of ${sport} ${market}`);
  return weights;
}

/**
 * The model's weight for one sport and market: the market's own weight, else the sport's moneyline
 * weight for the moneyline only; a line market without its own weight gives the model none (0).
 */
export function modelWeightOf(weights: ModelWeights, sport: Sport, market: PolicyMarket): number {
  const weight = weights[sport]?.[market] ?? 0;
  return checkWeight(weight, `of ${sport} ${market}`);
}

const checkProbability = (p: number, name: string) => {
  if (!(p > 0 && p < 1))
    throw new DomainError('INVALID_PROBABILITY', `${name} must lie strictly between 0 and 1, got ${p}`);
};

/**
 * The forecast a pick is priced on: the logarithmic pool of the market's fair
 * probability of the selection and the strategies' probability of it, the model weighted `weight`
 * and the market `1 − weight`. On the log-odds scale it is the weighted mean,
 * `logit p = (1 − w)·logit pMarket + w·logit pModel`. A weight of 0 is the market exactly.
 *
 * @example pooledProbability(0.5, 0.6, 0) // 0.5
 * @example pooledProbability(0.5, 0.6, 0.5) // 0.550510…
 */
export function pooledProbability(pMarket: number, pModel: number, weight: number): number {
  checkProbability(pMarket, 'The market probability');
  checkProbability(pModel, 'The model probability');
  checkWeight(weight, 'of the pool');
  if (weight === 0) return pMarket;
  if (weight === 1) return pModel;
  return logarithmicPool(
    [
      [pMarket, 1 - pMarket],
      [pModel, 1 - pModel],
    ],
    [1 - weight, weight],
  )[0] as number;
}

/** One forecast to fit the weight on: the market's and the model's probability of a side, and whether it won. */
export interface PoolSample {
  pMarket: number;
  pModel: number;
  won: boolean;
}

export interface WeightFit {
  weight: number;
  /** Mean log loss of the pooled forecast at that weight, and of the market alone (weight 0). */
  logLoss: number;
  marketLogLoss: number;
  samples: number;
}

/** The weights tried: 0, 0.05, …, 1. */
export const WEIGHT_GRID: readonly number[] = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * The model weight that minimises the mean log loss of the pooled forecast over `samples`, on a grid;
 * a tie goes to the smaller weight, so a model earns weight only by beating the market.
 *
 * @example fitModelWeight(samplesWhereTheModelAddsNothing) // { weight: 0, … }
 */
export function fitModelWeight(
  samples: readonly PoolSample[],
  grid: readonly number[] = WEIGHT_GRID,
): WeightFit {
  if (samples.length === 0) throw new DomainError('INVALID_ARGUMENT', 'Fitting a model weight needs samples');
  if (grid.length === 0) throw new DomainError('INVALID_ARGUMENT', 'Fitting a model weight needs a grid');
  const loss = (weight: number) =>
    samples.reduce((sum, s) => {
      const p = pooledProbability(s.pMarket, s.pModel, weight);
      return sum - Math.log(s.won ? p : 1 - p);
    }, 0) / samples.length;
  const sorted = grid.map((w) => checkWeight(w, 'in the grid')).sort((a, b) => a - b);
  let best = { weight: sorted[0] as number, logLoss: loss(sorted[0] as number) };
  for (const weight of sorted.slice(1)) {
    const value = loss(weight);
    if (value < best.logLoss - 1e-12) best = { weight, logLoss: value };
  }
  return { ...best, marketLogLoss: loss(0), samples: samples.length };
}

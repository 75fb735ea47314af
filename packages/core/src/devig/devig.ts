import { DomainError } from '../errors';
import { bisect } from '../math/solve';
import { bookMargin, impliedProbability } from '../odds/convert';

export type DevigMethod = 'multiplicative' | 'additive' | 'power' | 'shin' | 'odds-ratio';
export const DEVIG_METHODS: readonly DevigMethod[] = [
  'multiplicative',
  'additive',
  'power',
  'shin',
  'odds-ratio',
];

export interface DevigResult {
  /** Fair probabilities, one per outcome in the order given; they sum to 1. */
  probabilities: number[];
  /** The market's overround `Σ 1/oᵢ − 1`. */
  margin: number;
  /** The method's fitted parameter: power k, Shin z, odds-ratio c; absent for the closed forms. */
  parameter?: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function implied(odds: readonly number[]): number[] {
  if (odds.length < 2) throw new DomainError('INVALID_ARGUMENT', 'A market needs at least two outcomes');
  return odds.map(impliedProbability);
}

/**
 * Multiplicative (basic normalisation): `pᵢ = (1/oᵢ) / Σ 1/oⱼ`.
 *
 * @example devigMultiplicative([2.7, 2.3, 4.4]).probabilities // [0.358738, 0.421127, 0.220135]
 */
export function devigMultiplicative(odds: readonly number[]): DevigResult {
  const q = implied(odds);
  const total = sum(q);
  return { probabilities: q.map((x) => x / total), margin: total - 1 };
}

/**
 * Additive: the margin is taken off every outcome equally, `pᵢ = 1/oᵢ − margin/n`. Refuses a market
 * where that leaves a long shot with a negative probability.
 *
 * @example devigAdditive([2.7, 2.3, 4.4]).probabilities // [0.359562, 0.423974, 0.216464]
 */
export function devigAdditive(odds: readonly number[]): DevigResult {
  const q = implied(odds);
  const margin = sum(q) - 1;
  const probabilities = q.map((x) => x - margin / q.length);
  if (probabilities.some((p) => p <= 0)) {
    throw new DomainError('INVALID_ARGUMENT', 'Additive de-vig gives a long shot a non-positive probability');
  }
  return { probabilities, margin };
}

/**
 * Power: `pᵢ = (1/oᵢ)^k` with k solved so that the probabilities sum to 1 (k > 1 when the book has
 * a margin). Favourite-longshot bias lands on the long shots.
 *
 * @example devigPower([2.7, 2.3, 4.4]) // k = 1.030913, probabilities [0.359171, 0.423731, 0.217098]
 */
export function devigPower(odds: readonly number[]): DevigResult {
  const q = implied(odds);
  const margin = sum(q) - 1;
  const k = bisect((power) => sum(q.map((x) => x ** power)) - 1, 0.01, 50);
  return { probabilities: q.map((x) => x ** k), margin, parameter: k };
}

/**
 * Shin (1993) as in Jullien & Salanié / penaltyblog: `pᵢ = (√(z² + 4(1−z)qᵢ²/Σq) − z) / (2(1−z))`,
 * with z, the share of insider money, solved so the probabilities sum to 1. Needs a margin ≥ 0.
 *
 * @example devigShin([2.7, 2.3, 4.4]) // z = 0.016236, probabilities [0.359344, 0.423244, 0.217412]
 * @example devigShin([1.91, 1.91]).parameter // 0.047120
 */
export function devigShin(odds: readonly number[]): DevigResult {
  const q = implied(odds);
  const total = sum(q);
  const margin = total - 1;
  if (margin < 0)
    throw new DomainError('INVALID_ARGUMENT', 'Shin de-vig needs a book with a margin (Σ 1/o ≥ 1)');
  const at = (z: number) =>
    q.map((x) => (Math.sqrt(z * z + (4 * (1 - z) * x * x) / total) - z) / (2 * (1 - z)));
  if (margin === 0) return { probabilities: q, margin, parameter: 0 };
  const z = bisect((value) => sum(at(value)) - 1, 0, 0.999);
  return { probabilities: at(z), margin, parameter: z };
}

/**
 * Odds ratio (Cheung 2015): every outcome's fair odds-ratio to its implied probability is the same
 * c, `pᵢ = qᵢ / (c + qᵢ − c·qᵢ)`, c solved so the probabilities sum to 1.
 *
 * @example devigOddsRatio([2.7, 2.3, 4.4]) // c = 1.051169, probabilities [0.358810, 0.422561, 0.218628]
 */
export function devigOddsRatio(odds: readonly number[]): DevigResult {
  const q = implied(odds);
  const margin = sum(q) - 1;
  const at = (c: number) => q.map((x) => x / (c + x - c * x));
  const c = bisect((value) => sum(at(value)) - 1, 1e-6, 1e6);
  return { probabilities: at(c), margin, parameter: c };
}

const methods: Record<DevigMethod, (odds: readonly number[]) => DevigResult> = {
  multiplicative: devigMultiplicative,
  additive: devigAdditive,
  power: devigPower,
  shin: devigShin,
  'odds-ratio': devigOddsRatio,
};

/**
 * Fair probabilities of a complete market (2-way or 3-way; every outcome priced) by `method`.
 *
 * @example devig([1.91, 1.91], 'shin').probabilities // [0.5, 0.5]
 */
export function devig(odds: readonly number[], method: DevigMethod = 'shin'): DevigResult {
  bookMargin(odds);
  return methods[method](odds);
}

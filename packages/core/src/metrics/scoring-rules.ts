import { DomainError } from '../errors';

/** Smallest probability used inside log loss, so a confident miss costs a large finite amount. */
const LOG_FLOOR = 1e-15;

function check(probabilities: readonly number[], outcome: number): void {
  if (probabilities.length < 2)
    throw new DomainError('INVALID_ARGUMENT', 'Need at least two outcome probabilities');
  if (!Number.isInteger(outcome) || outcome < 0 || outcome >= probabilities.length) {
    throw new DomainError(
      'INVALID_ARGUMENT',
      `Outcome index ${outcome} is outside 0..${probabilities.length - 1}`,
    );
  }
  if (probabilities.some((p) => !Number.isFinite(p) || p < 0 || p > 1)) {
    throw new DomainError('INVALID_PROBABILITY', 'Every probability must be within [0, 1]');
  }
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  if (Math.abs(total - 1) > 1e-6)
    throw new DomainError('INVALID_PROBABILITY', `Probabilities sum to ${total}, not 1`);
}

/**
 * Log loss of one forecast: `−ln p(outcome)`.
 *
 * @example logLoss([0.5, 0.25, 0.25], 0) // 0.693147…
 */
export function logLoss(probabilities: readonly number[], outcome: number): number {
  check(probabilities, outcome);
  return -Math.log(Math.max(LOG_FLOOR, probabilities[outcome] as number));
}

/**
 * Multi-class Brier score of one forecast: `Σ (pᵢ − yᵢ)²` (0 perfect, 2 worst).
 *
 * @example brierScore([0.8, 0.1, 0.1], 0) // 0.06
 */
export function brierScore(probabilities: readonly number[], outcome: number): number {
  check(probabilities, outcome);
  return probabilities.reduce((sum, p, i) => sum + (p - (i === outcome ? 1 : 0)) ** 2, 0);
}

/**
 * Ranked probability score of one forecast over ordered outcomes (home, draw, away):
 * `1/(r−1) · Σᵢ (Σⱼ≤ᵢ pⱼ − Σⱼ≤ᵢ yⱼ)²` (Constantinou & Fenton 2012).
 *
 * @example rankedProbabilityScore([0.8, 0.1, 0.1], 0) // 0.025
 * @example rankedProbabilityScore([0.35, 0.3, 0.35], 1) // 0.1225
 */
export function rankedProbabilityScore(probabilities: readonly number[], outcome: number): number {
  check(probabilities, outcome);
  let cumulativeP = 0;
  let total = 0;
  for (let i = 0; i < probabilities.length - 1; i++) {
    cumulativeP += probabilities[i] as number;
    const cumulativeY = i >= outcome ? 1 : 0;
    total += (cumulativeP - cumulativeY) ** 2;
  }
  return total / (probabilities.length - 1);
}

export interface BinaryForecast {
  probability: number;
  happened: boolean;
}

/**
 * Expected calibration error: forecasts grouped into `bins` equal-width probability bins, the
 * count-weighted mean of |mean forecast − observed frequency|.
 *
 * @example calibrationError([{ probability: 0.6, happened: true }, { probability: 0.6, happened: false }]) // 0.1
 */
export function calibrationError(forecasts: readonly BinaryForecast[], bins = 10): number {
  if (forecasts.length === 0)
    throw new DomainError('INVALID_ARGUMENT', 'Calibration needs at least one forecast');
  if (!Number.isInteger(bins) || bins < 1)
    throw new DomainError('INVALID_ARGUMENT', `Invalid bin count ${bins}`);
  const groups = Array.from({ length: bins }, () => ({ n: 0, p: 0, hits: 0 }));
  for (const { probability, happened } of forecasts) {
    if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
      throw new DomainError('INVALID_PROBABILITY', `Invalid forecast ${probability}`);
    }
    const group = groups[Math.min(bins - 1, Math.floor(probability * bins))] as (typeof groups)[number];
    group.n += 1;
    group.p += probability;
    group.hits += happened ? 1 : 0;
  }
  return groups.reduce(
    (sum, g) => (g.n === 0 ? sum : sum + (g.n / forecasts.length) * Math.abs(g.p / g.n - g.hits / g.n)),
    0,
  );
}

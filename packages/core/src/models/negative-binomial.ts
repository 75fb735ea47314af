import { DomainError } from '../errors';

/**
 * P(X = k) for a negative binomial with the given mean and dispersion r (variance `m + m²/r`);
 * r → ∞ is the Poisson. Computed by the recurrence `P(k+1) = P(k) · (k + r)/(k + 1) · m/(m + r)`.
 *
 * @example negativeBinomialPmf(0, 4.5, 10) // (10/14.5)^10 = 0.024342…
 */
export function negativeBinomialPmf(k: number, mean: number, dispersion: number): number {
  if (!Number.isInteger(k) || k < 0)
    throw new DomainError('INVALID_ARGUMENT', `k must be a whole number ≥ 0, got ${k}`);
  if (!(mean > 0) || !(dispersion > 0))
    throw new DomainError('INVALID_ARGUMENT', 'Mean and dispersion must be > 0');
  const ratio = mean / (mean + dispersion);
  let p = (dispersion / (mean + dispersion)) ** dispersion;
  for (let i = 0; i < k; i++) p *= ((i + dispersion) / (i + 1)) * ratio;
  return p;
}

/**
 * P(home wins) when each side's runs follow an independent negative binomial. Baseball has no ties:
 * the tie mass (extra innings) is split in proportion to the regulation win chances.
 *
 * @example runsWinProbability(4.5, 4.5, 10) // 0.5
 */
export function runsWinProbability(
  homeMean: number,
  awayMean: number,
  dispersion: number,
  maxRuns = 40,
): number {
  const home = Array.from({ length: maxRuns + 1 }, (_, k) => negativeBinomialPmf(k, homeMean, dispersion));
  const away = Array.from({ length: maxRuns + 1 }, (_, k) => negativeBinomialPmf(k, awayMean, dispersion));
  let homeWins = 0;
  let awayWins = 0;
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      if (i > j) homeWins += ph * pa;
      else if (i < j) awayWins += ph * pa;
    }),
  );
  return homeWins / (homeWins + awayWins);
}

/**
 * Dispersion r by the method of moments over observed counts and their model means:
 * `Σ(x − m)² = Σ(m + m²/r)` solved for r. Answers Infinity when there is no over-dispersion.
 *
 * @example fitDispersion([{ mean: 4, value: 0 }, { mean: 4, value: 9 }]) // 32/33 = 0.969697
 */
export function fitDispersion(observations: readonly { mean: number; value: number }[]): number {
  if (observations.length < 2) throw new DomainError('INVALID_ARGUMENT', 'Need at least two observations');
  let excess = 0;
  let squares = 0;
  for (const { mean, value } of observations) {
    excess += (value - mean) ** 2 - mean;
    squares += mean * mean;
  }
  return excess <= 0 ? Number.POSITIVE_INFINITY : squares / excess;
}

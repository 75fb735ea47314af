import { DomainError } from '../errors';
import { normalCdf } from '../math/normal';

/**
 * Standard deviation of the final margin around its expectation, per sport. NFL 13.86 and NBA 12 are
 * the classic values (Stern 1991; Winston); NHL, MLB and soccer come from the final margins in
 * `shared/data` (goals, runs, goals).
 */
export const MARGIN_SIGMA = { nfl: 13.86, nba: 12, nhl: 2.4, baseball: 4.4, soccer: 1.7 } as const;
export type MarginSport = keyof typeof MARGIN_SIGMA;

/**
 * P(home side wins) from an expected home margin: `Φ(margin / σ)`. Ties are folded into the
 * symmetric normal, as is usual for sports that settle ties in overtime.
 *
 * @example marginToWinProbability(3, 13.86) // 0.585677
 */
export function marginToWinProbability(expectedMargin: number, sigma: number): number {
  if (!Number.isFinite(expectedMargin))
    throw new DomainError('INVALID_ARGUMENT', `Invalid margin ${expectedMargin}`);
  if (!(sigma > 0)) throw new DomainError('INVALID_ARGUMENT', `σ must be positive, got ${sigma}`);
  return normalCdf(expectedMargin / sigma);
}

/**
 * P(home covers a spread `line`), i.e. P(margin + line > 0), with the same normal model.
 *
 * @example spreadCoverProbability(3, -3, 13.86) // 0.5
 */
export function spreadCoverProbability(expectedMargin: number, line: number, sigma: number): number {
  return marginToWinProbability(expectedMargin + line, sigma);
}

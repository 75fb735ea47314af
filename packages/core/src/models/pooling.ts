import { DomainError } from '../errors';

/**
 * Logarithmic opinion pool of probability vectors over the same outcomes:
 * `pₖ ∝ Πⱼ qⱼₖ^wⱼ`, normalised (Genest & Zidek 1986). Weights need not sum to 1; they are the
 * exponents given to each forecaster. Used to lean a model on the opening market, the way a price
 * maker adjusts a reference line.
 *
 * @example logarithmicPool([[0.5, 0.5], [0.8, 0.2]], [0.5, 0.5]) // [0.666667, 0.333333]
 */
export function logarithmicPool(
  vectors: readonly (readonly number[])[],
  weights: readonly number[],
): number[] {
  if (vectors.length === 0 || vectors.length !== weights.length)
    throw new DomainError('INVALID_ARGUMENT', 'Pooling needs one weight per probability vector');
  const size = (vectors[0] as readonly number[]).length;
  if (size < 2 || vectors.some((v) => v.length !== size))
    throw new DomainError('INVALID_ARGUMENT', 'Pooled vectors must have the same length, at least 2');
  if (weights.some((w) => !Number.isFinite(w) || w < 0) || weights.every((w) => w === 0))
    throw new DomainError('INVALID_ARGUMENT', 'Pooling weights must be finite, non-negative and not all 0');
  if (vectors.some((v) => v.some((p) => !(p > 0 && p < 1))))
    throw new DomainError('INVALID_PROBABILITY', 'Pooled probabilities must lie strictly between 0 and 1');
  const logs = Array.from({ length: size }, (_, k) =>
    vectors.reduce((sum, v, j) => sum + (weights[j] as number) * Math.log(v[k] as number), 0),
  );
  const top = Math.max(...logs);
  const raw = logs.map((l) => Math.exp(l - top));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((x) => x / total);
}

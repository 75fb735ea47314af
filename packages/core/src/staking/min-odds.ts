import { DomainError } from '../errors';

/**
 * The lowest decimal price worth taking ("Cuota mínima" / "Bet down to"): the smallest price on the
 * 2-decimal grid books quote whose edge at the model's probability still clears the minimum edge,
 * `ceil_2dp((1 + minEdge) / pModel)`. Rounded up, never to nearest: a price rounded down would fall
 * below the minimum. The product is taken to 12 significant digits before rounding up, so a price that
 * lands exactly on the grid (1.03 / 0.515 = 2) is not pushed a cent higher by binary representation.
 *
 * @example minimumOdds(0.52, 0.03) // 1.99 (1.03 / 0.52 = 1.9807…)
 * @example minimumOdds(0.515, 0.03) // 2
 */
export function minimumOdds(pModel: number, minEdge: number): number {
  if (!Number.isFinite(pModel) || pModel <= 0 || pModel >= 1) {
    throw new DomainError('INVALID_PROBABILITY', `pModel must be strictly between 0 and 1, got ${pModel}`);
  }
  if (!Number.isFinite(minEdge) || minEdge < 0) {
    throw new DomainError('INVALID_ARGUMENT', `minEdge must be a finite number ≥ 0, got ${minEdge}`);
  }
  const cents = Math.ceil(Number((((1 + minEdge) / pModel) * 100).toPrecision(12)));
  return cents / 100;
}

import { DomainError } from '../errors';

/** How far above the feed's best price a price typed by hand may sit: 10 % of the decimal price. */
export const HAND_PRICE_TOLERANCE = 0.1;

/**
 * A price typed by hand held against the feed's best price for the same selection and line:
 * `within` the market (at most HAND_PRICE_TOLERANCE above the best), `off_market` (more than that
 * above: no book offers it), or `unverified` when the feed prices nothing to compare it with.
 * `ceiling` is the highest price accepted, rounded down to the 2 decimals a price is shown with.
 */
export type HandPriceCheck =
  | { status: 'within' | 'off_market'; bestOdds: number; ceiling: number }
  | { status: 'unverified'; bestOdds: null; ceiling: null };

const assertOdds = (name: string, value: number) => {
  if (!Number.isFinite(value) || value <= 1) {
    throw new DomainError('INVALID_ODDS', `${name} must be a decimal price above 1, got ${value}`);
  }
};

export function checkHandPrice(odds: number, bestOdds: number | null): HandPriceCheck {
  assertOdds('odds', odds);
  if (bestOdds === null) return { status: 'unverified', bestOdds: null, ceiling: null };
  assertOdds('bestOdds', bestOdds);
  // The ceiling in whole cents, with the binary noise of 2.2·1.1 = 2.4200000000000004 absorbed.
  const ceiling = Math.floor(bestOdds * (1 + HAND_PRICE_TOLERANCE) * 100 + 1e-6) / 100;
  return { status: odds > ceiling + 1e-9 ? 'off_market' : 'within', bestOdds, ceiling };
}

import type { PriceCheck } from '@arcade/contracts';
import { checkHandPrice } from '@arcade/core';
import { AppError } from '../../lib/app-error';
import type { BookQuote } from './pick-quotes.repository';

/**
 * A price typed by hand against the feed's latest quotes for the same selection and line (best
 * first, as `latestBookQuotes` answers them): within 10 % of the best, off the market above that, or
 * unverified when no book prices the selection (core's `checkHandPrice`).
 */
export function handPriceCheck(quotes: readonly BookQuote[], odds: number): PriceCheck {
  const best = quotes[0];
  const check = checkHandPrice(odds, best?.odds ?? null);
  return { ...check, bookmaker: best?.bookmaker ?? null };
}

const decimal = (odds: number) => odds.toFixed(2);

/**
 * Refuses a price no book offers: 400 `price_off_market`, naming the feed's best and the highest
 * price accepted (`error.details`, which the dialog's message shows).
 */
export function assertWithinMarket(check: PriceCheck, path = 'body.odds'): void {
  if (check.status !== 'off_market' || check.bestOdds === null || check.ceiling === null) return;
  const message = `The price is more than 10% above the feed's best for this selection (${decimal(check.bestOdds)} at ${check.bookmaker}); at most ${decimal(check.ceiling)}`;
  throw new AppError('VALIDATION_ERROR', message, {
    reason: 'price_off_market',
    issues: [{ path, code: 'custom', message }],
    details: {
      bestOdds: decimal(check.bestOdds),
      bookmaker: check.bookmaker,
      ceiling: decimal(check.ceiling),
    },
  });
}

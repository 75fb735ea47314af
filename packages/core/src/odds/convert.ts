import { DomainError } from '../errors';

function assertDecimal(odds: number): void {
  if (!Number.isFinite(odds) || odds <= 1) {
    throw new DomainError('INVALID_ODDS', `Decimal odds must be a finite number above 1, got ${odds}`);
  }
}

/**
 * American (moneyline) odds to decimal odds: positive `a/100 + 1`, negative
 * `100/|a| + 1`. American odds strictly between −100 and +100 do not exist.
 *
 * @example americanToDecimal(150) // 2.5
 * @example americanToDecimal(-110) // 1.9090909…
 */
export function americanToDecimal(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100) {
    throw new DomainError('INVALID_ODDS', `American odds must be ≤ −100 or ≥ +100, got ${american}`);
  }
  return american > 0 ? american / 100 + 1 : 100 / Math.abs(american) + 1;
}

/**
 * Decimal odds to American odds, rounded to the nearest integer as books quote them: `(o − 1)·100`
 * from 2.00 up, `−100/(o − 1)` below.
 *
 * @example decimalToAmerican(2.5) // 150
 * @example decimalToAmerican(1.5) // -200
 */
export function decimalToAmerican(odds: number): number {
  assertDecimal(odds);
  return odds >= 2 ? Math.round((odds - 1) * 100) : Math.round(-100 / (odds - 1));
}

/**
 * Implied probability `1/o` of decimal odds, margin included.
 *
 * @example impliedProbability(2.5) // 0.4
 */
export function impliedProbability(odds: number): number {
  assertDecimal(odds);
  return 1 / odds;
}

/**
 * Bookmaker margin (overround) of a complete market: `Σ 1/oᵢ − 1`.
 *
 * @example bookMargin([2.7, 2.3, 4.4]) // 0.032426…
 */
export function bookMargin(odds: readonly number[]): number {
  if (odds.length < 2) throw new DomainError('INVALID_ARGUMENT', 'A market needs at least two outcomes');
  return odds.reduce((sum, price) => sum + impliedProbability(price), 0) - 1;
}

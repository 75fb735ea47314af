import { DomainError } from '../errors';

function assertProbability(p: number, name = 'probability'): void {
  if (!Number.isFinite(p) || p <= 0 || p >= 1) {
    throw new DomainError('INVALID_PROBABILITY', `${name} must be strictly between 0 and 1, got ${p}`);
  }
}

function assertOdds(odds: number): void {
  if (!Number.isFinite(odds) || odds <= 1) {
    throw new DomainError('INVALID_ODDS', `Decimal odds must be a finite number above 1, got ${odds}`);
  }
}

function assertNonNegative(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new DomainError('INVALID_ARGUMENT', `${name} must be a finite number ≥ 0, got ${value}`);
  }
}

/**
 * Rounds money to cents, half away from zero. Going through 15 significant digits first undoes the
 * binary representation error (1.005 is stored as 1.00499…), as a person rounding by hand expects.
 *
 * @example roundCents(1.005) // 1.01
 */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new DomainError('INVALID_ARGUMENT', `Cannot round ${amount} to cents`);
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return (Math.sign(amount) * cents) / 100 || 0;
}

/**
 * Expected value per unit staked at decimal odds `o` when the win probability is `p`: `p·o − 1`
 * (the pick's `edge`).
 *
 * @example edge(0.52, 2.10) // 0.092
 */
export function edge(p: number, odds: number): number {
  assertProbability(p);
  assertOdds(odds);
  return p * odds - 1;
}

/**
 * How much more likely the model finds the outcome than the fair market: `pModel − pMarketFair`.
 *
 * @example probabilityEdge(0.55, 0.5) // 0.05
 */
export function probabilityEdge(pModel: number, pMarketFair: number): number {
  assertProbability(pModel, 'pModel');
  assertProbability(pMarketFair, 'pMarketFair');
  return pModel - pMarketFair;
}

/**
 * Expected profit of a stake in bankroll units: `edge × stake`.
 *
 * @example expectedValue(0.092, 20) // 1.84
 */
export function expectedValue(edgeValue: number, stake: number): number {
  assertNonNegative(stake, 'stake');
  if (!Number.isFinite(edgeValue) || edgeValue < -1) {
    throw new DomainError('INVALID_ARGUMENT', `edge must be a finite number ≥ −1, got ${edgeValue}`);
  }
  return edgeValue * stake;
}

/**
 * Closing-line value of a bet taken at `odds`: its edge against the de-vigged closing probability,
 * `odds × pCloseFair − 1`. Positive means the bet beat the close.
 *
 * @example closingLineValue(2.10, 0.5) // 0.05
 */
export function closingLineValue(odds: number, pCloseFair: number): number {
  return edge(pCloseFair, odds);
}

export interface KellyStake {
  /** The stake to place, capped and rounded to cents. */
  stake: number;
  /** `bankroll × fraction × max(0, edge/(o − 1))` before the cap, unrounded. */
  uncapped: number;
  /** Full Kelly's share of the bankroll, `max(0, edge/(o − 1))`. */
  fullKelly: number;
  isCapped: boolean;
}

/**
 * Fractional Kelly: `bankroll × fraction × max(0, edge/(o − 1))`, capped at
 * `maxStakePercent × bankroll`, rounded to cents. Kelly divides by the net odds `o − 1`, not by
 * `o` as the product's first statement of the rule wrote.
 *
 * @example kellyStake({ bankroll: 1000, probability: 0.52, odds: 2.10, fraction: 0.25 }).uncapped // 20.909…
 * @example kellyStake({ bankroll: 1000, probability: 0.52, odds: 2.10, fraction: 0.25, maxStakePercent: 0.015 }).stake // 15
 */
export function kellyStake(input: {
  bankroll: number;
  probability: number;
  odds: number;
  fraction: number;
  maxStakePercent?: number;
}): KellyStake {
  const { bankroll, probability, odds, fraction } = input;
  assertNonNegative(bankroll, 'bankroll');
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1) {
    throw new DomainError('INVALID_ARGUMENT', `Kelly fraction must be in (0, 1], got ${fraction}`);
  }
  const fullKelly = Math.max(0, edge(probability, odds) / (odds - 1));
  const uncapped = bankroll * fraction * fullKelly;
  const cap =
    input.maxStakePercent === undefined ? Number.POSITIVE_INFINITY : input.maxStakePercent * bankroll;
  if (input.maxStakePercent !== undefined) assertNonNegative(input.maxStakePercent, 'maxStakePercent');
  const isCapped = uncapped > cap;
  return { stake: roundCents(isCapped ? cap : uncapped), uncapped, fullKelly, isCapped };
}

/**
 * A flat stake: a fixed share of the bankroll, 1% by default.
 *
 * @example flatStake(1000) // 10
 */
export function flatStake(bankroll: number, percent = 0.01): number {
  assertNonNegative(bankroll, 'bankroll');
  if (!Number.isFinite(percent) || percent <= 0 || percent > 1) {
    throw new DomainError('INVALID_ARGUMENT', `percent must be in (0, 1], got ${percent}`);
  }
  return roundCents(bankroll * percent);
}

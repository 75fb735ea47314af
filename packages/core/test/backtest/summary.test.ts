import { describe, expect, it } from 'vitest';
import { summarise, type SettledPick } from '../../src/backtest/summary';

type Bet = NonNullable<SettledPick['bet']>;

/** A one-unit bet on a match with no model or market vectors; `clv` null means the match had no close. */
function pick(odds: number, won: boolean, clv: number | null, overrides: Partial<Bet> = {}): SettledPick {
  return {
    outcomeIndex: 0,
    model: null,
    market: null,
    bet: {
      odds,
      stake: 1,
      result: won ? 'win' : 'loss',
      profit: won ? odds - 1 : -1,
      probability: 0.5,
      closeFair: clv === null ? null : (1 + clv) / odds,
      clv,
      ...overrides,
    },
  };
}
const noBet: SettledPick = { outcomeIndex: 0, model: null, market: null, bet: null };

describe('the backtest summary', () => {
  it.each([
    ['CLV of a bet at the closing fair price is 0', [pick(2, true, 0)], 0, 0, 1],
    ['a bet that beat the close', [pick(2, true, 0.05)], 0.05, 1, 1],
    ['a bet that lost to the close', [pick(2, false, -0.04)], -0.04, 0, 1],
    [
      'beatCloseRate counts strictly positive CLV only (0 does not beat the close)',
      [pick(2, true, 0.1), pick(2, false, 0), pick(2, false, -0.1), pick(2, true, 0.02)],
      0.005,
      0.5,
      4,
    ],
    [
      'a bet without a close is left out of the CLV, not counted as 0',
      [pick(2, true, 0.06), pick(2, false, null), noBet],
      0.06,
      1,
      1,
    ],
    ['bets none of which had a close: no CLV', [pick(2, true, null), pick(2, false, null)], null, null, 0],
    ['no bets: no CLV', [noBet], null, null, 0],
  ])('%s', (_name, picks, clv, beatCloseRate, clvBets) => {
    const summary = summarise(picks);
    if (clv === null) expect(summary.clv).toBeNull();
    else expect(summary.clv).toBeCloseTo(clv, 12);
    expect(summary.beatCloseRate).toBe(beatCloseRate);
    expect(summary.clvBets).toBe(clvBets);
  });

  it('gives the ROI’s 95% interval with two bets or more, and none with fewer', () => {
    // One win and one loss at evens: ROI 0, per-unit returns ±1, effective n 2 → 0 ± 1.96.
    const two = summarise([pick(2, true, 0), pick(2, false, 0)]);
    expect(two.roi).toBe(0);
    expect(two.roiInterval?.low).toBeCloseTo(-1.96, 12);
    expect(two.roiInterval?.high).toBeCloseTo(1.96, 12);
    expect(summarise([pick(2, true, 0)]).roiInterval).toBeNull();
    expect(summarise([noBet]).roiInterval).toBeNull();
  });

  it.each([
    ['a CLV that is not a number', [pick(2, true, Number.NaN)], /CLV must be a finite number/],
    ['a CLV below −1', [pick(2, true, -1.5)], /CLV must be a finite number ≥ −1/],
    [
      'a bet without a positive stake',
      [pick(2, true, 0), pick(2, false, 0, { stake: 0, profit: 0 })],
      /positive stake/,
    ],
  ])('refuses %s with a clear error', (_name, picks, message) => {
    expect(() => summarise(picks)).toThrow(message);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { type BetResult, betProfit, gradeBet, type Market, type Selection } from '../../src/grading/grading';

type Case = [string, Market, Selection, number | null, [number, number], BetResult, boolean?];

describe('gradeBet', () => {
  it.each<Case>([
    ['home moneyline, home wins', 'h2h', 'home', null, [2, 1], 'win'],
    ['away moneyline, home wins', 'h2h', 'away', null, [2, 1], 'loss'],
    ['soccer draw bet on a draw', 'h2h', 'draw', null, [1, 1], 'win'],
    ['soccer home bet on a draw (three-way market)', 'h2h', 'home', null, [1, 1], 'loss', true],
    ['NFL moneyline on a tie (two-way market) pushes', 'h2h', 'home', null, [20, 20], 'push'],
    ['home −3.5 winning by 4', 'spreads', 'home', -3.5, [24, 20], 'win'],
    ['home −3.5 winning by 3', 'spreads', 'home', -3.5, [23, 20], 'loss'],
    ['home −3 winning by exactly 3 pushes', 'spreads', 'home', -3, [23, 20], 'push'],
    ['away +7.5 losing by 7', 'spreads', 'away', 7.5, [27, 20], 'win'],
    ['over 2.5 with three goals', 'totals', 'over', 2.5, [2, 1], 'win'],
    ['under 2.5 with three goals', 'totals', 'under', 2.5, [2, 1], 'loss'],
    ['over 3 with exactly three goals pushes', 'totals', 'over', 3, [2, 1], 'push'],
    ['under 220.5 in a 219-point NBA game', 'totals', 'under', 220.5, [110, 109], 'win'],
  ])('%s', (_name, market, selection, line, [home, away], expected, hasDrawOutcome) => {
    expect(gradeBet({ market, selection, line, hasDrawOutcome }, { home, away })).toBe(expected);
  });

  it.each([
    ['a spread without a line', { market: 'spreads' as const, selection: 'home' as const }],
    ['a quarter line', { market: 'spreads' as const, selection: 'home' as const, line: -0.25 }],
    ['an over on a moneyline', { market: 'h2h' as const, selection: 'over' as const }],
    ['a draw on a spread', { market: 'spreads' as const, selection: 'draw' as const, line: 0 }],
  ])('refuses %s', (_name, bet) => {
    expect(() => gradeBet(bet, { home: 1, away: 0 })).toThrow(DomainError);
  });

  it('refuses an impossible score', () => {
    expect(() => gradeBet({ market: 'h2h', selection: 'home' }, { home: -1, away: 0 })).toThrow(DomainError);
  });
});

describe('betProfit', () => {
  it.each<[BetResult, number]>([
    ['win', 22],
    ['loss', -20],
    ['push', 0],
  ])('a %s of 20 at 2.10 returns %s', (result, expected) => {
    expect(betProfit(result, 20, 2.1)).toBe(expected);
  });

  // The net odds are exact decimals: 1.015 − 1 in binary is 0.014999…, which would round 3 × 0.015 =
  // 0.045 down to 0.04; a half cent rounds away from zero, as a database's numeric round does.
  it.each([
    ['3 at 1.015 (0.045)', 3, 1.015, 0.05],
    ['0.05 at 1.1 (0.005)', 0.05, 1.1, 0.01],
    ['1 at 2.005 (1.005)', 1, 2.005, 1.01],
    ['0.03 at 2.345 (0.04035)', 0.03, 2.345, 0.04],
    ['12.34 at 9.999 (111.04766)', 12.34, 9.999, 111.05],
    ['50 at 1.0001 (0.005)', 50, 1.0001, 0.01],
  ])('wins %s to the cent as exact decimals do', (_name, stake, odds, expected) => {
    expect(betProfit('win', stake, odds)).toBe(expected);
  });

  it('refuses odds of 1', () => {
    expect(() => betProfit('win', 10, 1)).toThrow(DomainError);
  });
});

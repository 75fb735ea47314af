import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { checkHandPrice, HAND_PRICE_TOLERANCE } from '../../src/market/hand-price';

describe('checkHandPrice', () => {
  it('allows 10 % above the best price', () => {
    expect(HAND_PRICE_TOLERANCE).toBe(0.1);
  });

  it.each([
    ['the feed’s own best price', 2.02, 2.02, 'within', 2.22],
    ['a worse price than the best', 1.95, 2.02, 'within', 2.22],
    ['exactly at the ceiling', 2.22, 2.02, 'within', 2.22],
    ['a cent over the ceiling', 2.23, 2.02, 'off_market', 2.22],
    ['+200 on a line the feed prices at 2.02 (the walkthrough’s VIP card)', 3, 2.02, 'off_market', 2.22],
    ['+120 where the best is 1.24 (−417)', 2.2, 1.24, 'off_market', 1.36],
    ['a ceiling whose product is binary noise (2.20 · 1.1)', 2.42, 2.2, 'within', 2.42],
    ['a long shot within 10 %', 10.9, 10, 'within', 11],
  ] as const)('%s', (_name, odds, best, status, ceiling) => {
    expect(checkHandPrice(odds, best)).toEqual({ status, bestOdds: best, ceiling });
  });

  it('calls a price the feed does not quote unverified', () => {
    expect(checkHandPrice(2.5, null)).toEqual({ status: 'unverified', bestOdds: null, ceiling: null });
  });

  it.each([
    ['odds of 1', 1, 2],
    ['NaN odds', Number.NaN, 2],
    ['a best price of 0.9', 2, 0.9],
    ['an infinite best price', 2, Number.POSITIVE_INFINITY],
  ])('refuses %s', (_name, odds, best) => {
    expect(() => checkHandPrice(odds, best)).toThrow(DomainError);
  });
});

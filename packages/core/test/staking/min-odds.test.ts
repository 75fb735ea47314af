import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { minimumOdds } from '../../src/staking/min-odds';
import { edge } from '../../src/staking/staking';

describe('minimumOdds, the lowest price worth taking', () => {
  it.each([
    ['a 52% pick at a 3% minimum edge rounds 1.9807… up', 0.52, 0.03, 1.99],
    ['a price exactly on the grid stays there (1.03 / 0.515 = 2)', 0.515, 0.03, 2],
    ['an even shot at a 2% minimum', 0.5, 0.02, 2.04],
    ['a long shot: 25% at 5%', 0.25, 0.05, 4.2],
    ['no minimum edge is the fair price', 0.4, 0, 2.5],
    ['a near-certainty still needs a price above 1', 0.999, 0, 1.01],
    ['one third at 3% (1.03 × 3 = 3.09, inexact in binary)', 1 / 3, 0.03, 3.09],
    ['a 60% pick at 4.5%', 0.6, 0.045, 1.75],
  ])('%s', (_name, p, minEdge, expected) => {
    expect(minimumOdds(p, minEdge)).toBe(expected);
  });

  it('clears the minimum edge at its price, and a cent below it does not', () => {
    for (let i = 1; i < 200; i += 1) {
      const p = 0.2 + i * 0.0035;
      for (const minEdge of [0, 0.01, 0.025, 0.03, 0.05]) {
        const price = minimumOdds(p, minEdge);
        expect(edge(p, price)).toBeGreaterThanOrEqual(minEdge - 1e-9);
        if (price - 0.01 > 1) expect(edge(p, Number((price - 0.01).toFixed(2)))).toBeLessThan(minEdge);
      }
    }
  });

  it.each([
    ['p = 0', 0, 0.03],
    ['p = 1', 1, 0.03],
    ['p above 1', 1.2, 0.03],
    ['p not a number', Number.NaN, 0.03],
    ['a negative minimum edge', 0.5, -0.01],
    ['an infinite minimum edge', 0.5, Number.POSITIVE_INFINITY],
  ])('refuses %s with a DomainError', (_name, p, minEdge) => {
    expect(() => minimumOdds(p, minEdge)).toThrow(DomainError);
  });
});

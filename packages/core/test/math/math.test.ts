import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { solveLinear } from '../../src/math/linear';
import { normalCdf, normalQuantile } from '../../src/math/normal';

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145705],
    [1.959963984540054, 0.975],
    [-3, 0.0013498980316301],
    [8, 0.9999999999999993],
  ])('Φ(%s) = %s to 1e-12', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-12);
  });

  it('is 0 and 1 far in the tails', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });
});

describe('normalQuantile', () => {
  it.each([
    ['the median', 0.5, 0],
    ['the 97.5% point', 0.975, 1.959963984540054],
    ['the 2.5% point', 0.025, -1.959963984540054],
    ['the central-to-tail switch', 0.02425, -1.972961051311885],
    ['a deep lower tail', 1e-10, -6.361340902404056],
    ['a deep upper tail', 1 - 1e-9, 5.997807015007686],
  ])('inverts Φ at %s (p %s)', (_name, p, x) => {
    expect(normalQuantile(p)).toBeCloseTo(x, 6);
    expect(Math.abs(normalCdf(normalQuantile(p)) - p)).toBeLessThan(1e-14);
  });

  it.each([0, 1, -0.1, 1.5, Number.NaN])('refuses p = %s', (p) => {
    expect(() => normalQuantile(p)).toThrow(DomainError);
  });
});

describe('solveLinear', () => {
  it('solves a 2×2 system', () => {
    const [x, y] = solveLinear(
      [
        [2, 1],
        [1, 3],
      ],
      [3, 5],
    );
    expect(x).toBeCloseTo(0.8, 12);
    expect(y).toBeCloseTo(1.4, 12);
  });

  it('pivots around a zero on the diagonal', () => {
    expect(
      solveLinear(
        [
          [0, 1],
          [1, 0],
        ],
        [2, 3],
      ),
    ).toEqual([3, 2]);
  });

  it('refuses a singular or mis-shaped system', () => {
    expect(() =>
      solveLinear(
        [
          [1, 1],
          [2, 2],
        ],
        [1, 2],
      ),
    ).toThrow(DomainError);
    expect(() => solveLinear([[1, 2]], [1, 2])).toThrow(DomainError);
  });
});

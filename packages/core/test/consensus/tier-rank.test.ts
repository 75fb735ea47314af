import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_THRESHOLDS, type Tier } from '../../src/consensus/consensus';
import { assignTier, edgePercentile, MIN_RANK_WINDOW } from '../../src/consensus/tier-rank';
import { DomainError } from '../../src/errors';

const TIERS: readonly Tier[] = ['vip', 'exclusivo', 'platinum', 'diamante'];
/** n distinct edges 1%, 1.1%, 1.2%, … */
const ladder = (n: number) => Array.from({ length: n }, (_, i) => 0.01 + i * 0.001);
const rank = (window: readonly number[], edge: number, agreement = 1) =>
  assignTier({ mode: 'rank', edge, agreement, window });

describe('edgePercentile', () => {
  it.each([
    ['the top of four distinct edges', [0.02, 0.03, 0.04, 0.05], 0.05, 0.875],
    ['the third of four', [0.02, 0.03, 0.04, 0.05], 0.04, 0.625],
    ['an edge above the whole window', [0.02, 0.03], 0.09, 1],
    ['an edge below the whole window', [0.02, 0.03], 0.01, 0],
    ['an edge every value of the window equals', [0.03, 0.03, 0.03], 0.03, 0.5],
    ['a tie counted half below', [0.02, 0.03, 0.03, 0.05], 0.03, 0.5],
  ])('%s', (_name, window, edge, expected) => {
    expect(edgePercentile(window, edge)).toBeCloseTo(expected, 12);
  });
});

describe('assignTier', () => {
  it('says the thresholds decided because the window was small', () => {
    expect(rank(ladder(39), 0.05)).toEqual({
      tier: 'exclusivo',
      basis: 'small_window',
      percentile: null,
      windowSize: 39,
    });
  });

  it.each([
    ['a new install (no candidate yet) uses the fixed thresholds', 0, 0.05, 1, 'exclusivo'],
    ['a new install still gives diamante at 8% with agreement', 0, 0.09, 0.8, 'diamante'],
    ['a new install keeps diamante’s agreement rule', 0, 0.09, 0.5, 'platinum'],
    ['39 candidates are too few to rank: thresholds', 39, 0.05, 1, 'exclusivo'],
    ['39 candidates and a small edge: vip by threshold', 39, 0.03, 1, 'vip'],
    ['exactly 40 candidates rank: the best edge is diamante', 40, 0.05, 0.5, 'diamante'],
    ['exactly 40 candidates rank: the lowest edge is vip', 40, 0.01, 1, 'vip'],
  ])('%s', (_name, size, edge, agreement, tier) => {
    expect(rank(ladder(size), edge, agreement).tier).toBe(tier);
  });

  it('splits a window of 40 distinct edges into four tiers of 10, larger edges higher', () => {
    const window = ladder(40);
    const tiers = window.map((edge) => rank(window, edge).tier);
    for (const tier of TIERS) expect(tiers.filter((t) => t === tier)).toHaveLength(10);
    expect(tiers.slice(0, 10).every((t) => t === 'vip')).toBe(true);
    expect(tiers.slice(30).every((t) => t === 'diamante')).toBe(true);
  });

  it('gives tiers of a quarter each (± 1) over any window size from 40', () => {
    for (const size of [40, 41, 42, 43, 57, 120, 401]) {
      const window = ladder(size);
      const counts = TIERS.map((tier) => window.filter((edge) => rank(window, edge).tier === tier).length);
      for (const count of counts) expect(Math.abs(count - size / 4)).toBeLessThanOrEqual(1);
    }
  });

  it('gives equal edges the same tier, however many share it', () => {
    // 30 candidates at 2%, then 20 distinct larger edges: all the 2% picks share one tier.
    const window = [...Array.from({ length: 30 }, () => 0.02), ...ladder(20).map((e) => e + 0.02)];
    const atTwo = window.filter((edge) => edge === 0.02).map((edge) => rank(window, edge).tier);
    expect(new Set(atTwo)).toEqual(new Set(['exclusivo']));
    expect(rank(window, 0.02).percentile).toBeCloseTo(15 / 50, 12);
  });

  it('puts every candidate of an all-equal window in the middle, and a larger edge at the top', () => {
    const window = Array.from({ length: 60 }, () => 0.03);
    expect(rank(window, 0.03)).toEqual({ tier: 'platinum', basis: 'rank', percentile: 0.5, windowSize: 60 });
    expect(rank(window, 0.031).tier).toBe('diamante');
    expect(rank(window, 0.029).tier).toBe('vip');
  });

  it('never puts a smaller edge in a higher tier than a larger one', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let trial = 0; trial < 50; trial++) {
      // Rounded to 0.1% so that ties are common.
      const window = Array.from({ length: 40 + Math.floor(random() * 80) }, () =>
        Number((0.02 + random() * 0.06).toFixed(3)),
      );
      const sorted = [...window].sort((a, b) => a - b);
      const levels = sorted.map((edge) => TIERS.indexOf(rank(window, edge).tier));
      for (let i = 1; i < levels.length; i++)
        expect(levels[i] as number).toBeGreaterThanOrEqual(levels[i - 1] as number);
    }
  });

  it('does not let agreement demote a ranked edge (diamante by threshold needs it; by rank it does not)', () => {
    expect(rank(ladder(40), 0.2, 0).tier).toBe('diamante');
  });

  it('uses the fixed thresholds in fixed mode, whatever the window holds', () => {
    const window = ladder(400);
    expect(assignTier({ mode: 'fixed', edge: 0.5, agreement: 0.5, window })).toEqual({
      tier: 'platinum',
      basis: 'fixed',
      percentile: null,
      windowSize: 400,
    });
    expect(assignTier({ mode: 'fixed', edge: 0.045, agreement: 1, window }).tier).toBe('exclusivo');
  });

  it('falls back to the configured thresholds, not only core’s defaults', () => {
    const thresholds = { ...DEFAULT_TIER_THRESHOLDS, exclusivo: 0.025, platinum: 0.035 };
    expect(assignTier({ mode: 'rank', edge: 0.03, agreement: 1, window: [], thresholds }).tier).toBe(
      'exclusivo',
    );
    expect(MIN_RANK_WINDOW).toBe(40);
  });

  it.each([
    ['a NaN edge', { edge: Number.NaN }],
    ['a negative edge', { edge: -0.01 }],
    ['an infinite edge', { edge: Number.POSITIVE_INFINITY }],
    ['a NaN in the window', { window: [...ladder(45), Number.NaN] }],
    ['a negative edge in the window', { window: [...ladder(45), -0.02] }],
    ['a negative edge in a small window', { window: [-0.02] }],
    ['an agreement above 1', { agreement: 1.2 }],
    ['a NaN agreement', { agreement: Number.NaN }],
  ])('refuses %s with a DomainError', (_name, override) => {
    expect(() =>
      assignTier({ mode: 'rank', edge: 0.03, agreement: 1, window: ladder(45), ...override }),
    ).toThrow(DomainError);
  });

  it('refuses a percentile of an empty window', () => {
    expect(() => edgePercentile([], 0.03)).toThrow(DomainError);
  });
});

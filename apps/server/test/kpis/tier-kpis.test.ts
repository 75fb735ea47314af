import { describe, expect, it } from 'vitest';
import { type KpiPick, tierKpis, unitsOf } from '../../src/modules/kpis/tier-kpis';

const pick = (overrides: Partial<KpiPick>): KpiPick => ({
  tier: 'vip',
  odds: 2.1,
  stake: 20,
  result: null,
  profit: null,
  clv: null,
  ...overrides,
});

describe('units of stake', () => {
  it.each([
    ['a win at 2.10 staked 20 (profit 22)', pick({ result: 'win', profit: 22 }), 1.1],
    ['a loss', pick({ result: 'loss', profit: -20 }), -1],
    ['a push', pick({ result: 'push', profit: 0 }), 0],
    ['a win of a pick staked 0, at its odds', pick({ stake: 0, odds: 1.8, result: 'win', profit: 0 }), 0.8],
    ['a loss of a pick staked 0', pick({ stake: 0, result: 'loss', profit: 0 }), -1],
  ])('%s', (_name, input, units) => {
    expect(unitsOf(input)).toBeCloseTo(units, 10);
  });
});

describe('the record per tier', () => {
  it('counts, rates and sums the graded picks of each tier', () => {
    const [vip, exclusivo, platinum, diamante] = tierKpis([
      pick({ result: 'win', profit: 22, clv: 0.04 }),
      pick({ stake: 10, result: 'loss', profit: -10, clv: -0.02 }),
      pick({ stake: 10, result: 'push', profit: 0 }),
      pick({ stake: 0, odds: 1.8, result: 'win', profit: 0, clv: 0.01 }),
      pick({ clv: 0.5 }),
      pick({ tier: 'exclusivo', result: 'push', profit: 0 }),
    ]);
    expect(vip).toEqual({
      tier: 'vip',
      total: 4,
      wins: 2,
      losses: 1,
      pushes: 1,
      pending: 1,
      hitRate: 2 / 3,
      unitsProfit: 0.9,
      staked: 40,
      profit: 12,
      roi: 0.3,
      meanClv: expect.closeTo(0.01, 10),
    });
    expect(exclusivo).toMatchObject({ total: 1, pushes: 1, hitRate: null, roi: 0, meanClv: null });
    expect(platinum).toMatchObject({ total: 0, pending: 0, hitRate: null, roi: null, unitsProfit: 0 });
    expect(diamante?.tier).toBe('diamante');
  });
});

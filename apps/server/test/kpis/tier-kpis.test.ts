import { describe, expect, it } from 'vitest';
import { roundCents } from '@arcade/core';
import { type KpiPick, tierKpis } from '../../src/modules/kpis/tier-kpis';

const pick = (overrides: Partial<KpiPick>): KpiPick => ({
  tier: 'vip',
  odds: 2.1,
  stake: 20,
  result: null,
  profit: null,
  clv: null,
  ...overrides,
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

  // The database's money columns hold cents, so its sums never sit on a half cent; the rule is core's all the same.
  it.each<[string, [stake: number, profit: number][], number, number]>([
    ['a half cent, away from zero', [[1.005, 1.005]], 1.01, 1.01],
    ['a negative half cent, away from zero', [[1, -0.125]], 1, -0.13],
    [
      'cents that do not add up exactly in binary',
      [
        [0.1, 0.1],
        [0.2, 0.2],
      ],
      0.3,
      0.3,
    ],
  ])('rounds staked and profit to cents by core’s roundCents: %s', (_name, picks, staked, profit) => {
    const [vip] = tierKpis(picks.map(([stake, won]) => pick({ stake, result: 'win', profit: won })));
    expect(vip).toMatchObject({ staked, profit });
    expect([staked, profit]).toEqual([
      roundCents(picks.reduce((sum, [stake]) => sum + stake, 0)),
      roundCents(picks.reduce((sum, [, won]) => sum + won, 0)),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { pickNumbers } from '../../src/staking/pick-numbers';

const config = { bankroll: 1000, kellyFraction: 0.25, maxStakePercent: 0.015 };

describe('a pick’s numbers at a price', () => {
  it.each([
    // name, pModel, odds, agreement, edge, stake, expectedValue, tier
    ['+106 with a 50.4% forecast (small value)', 0.504, 2.06, 1, 0.03824, 9.02, 0.34, 'vip'],
    ['the same pick repriced to −150 (negative edge: no stake)', 0.504, 1.6667, 1, -0.15998, 0, 0, 'vip'],
    ['a 5% edge', 0.5, 2.1, 1, 0.05, 11.36, 0.57, 'exclusivo'],
    [
      'a 15.5% edge the strategies agree on (stake capped at 1.5%)',
      0.55,
      2.1,
      0.8,
      0.155,
      15,
      2.33,
      'diamante',
    ],
    ['a 15.5% edge without enough agreement', 0.55, 2.1, 0.5, 0.155, 15, 2.33, 'platinum'],
    ['a 15.5% edge with no strategy behind it (a manual pick)', 0.55, 2.1, 0, 0.155, 15, 2.33, 'platinum'],
  ] as const)('%s', (_name, pModel, odds, agreement, edge, stake, expectedValue, tier) => {
    const numbers = pickNumbers({ ...config, pModel, odds, agreement });
    expect(numbers.edge).toBeCloseTo(edge, 5);
    expect(numbers).toMatchObject({ stake, expectedValue, tier });
  });

  it.each([
    // name, edge 15.5% at agreement, thresholds, tier
    [
      'a stricter diamante needs more agreement than 80%',
      0.8,
      { diamante: { edge: 0.08, agreement: 0.9 }, platinum: 0.06, exclusivo: 0.04 },
      'platinum',
    ],
    [
      'a higher bar moves a 15.5% edge down to exclusivo',
      0.5,
      { diamante: { edge: 0.3, agreement: 0.75 }, platinum: 0.2, exclusivo: 0.1 },
      'exclusivo',
    ],
    [
      'bars above the edge leave it vip',
      1,
      { diamante: { edge: 0.3, agreement: 0 }, platinum: 0.25, exclusivo: 0.2 },
      'vip',
    ],
    [
      'lower bars make it diamante with little agreement',
      0.3,
      { diamante: { edge: 0.1, agreement: 0.3 }, platinum: 0.05, exclusivo: 0.02 },
      'diamante',
    ],
  ] as const)('tiers by the configured thresholds: %s', (_name, agreement, tierThresholds, tier) => {
    expect(pickNumbers({ ...config, pModel: 0.55, odds: 2.1, agreement, tierThresholds }).tier).toBe(tier);
  });

  it('refuses an impossible probability or price', () => {
    expect(() => pickNumbers({ ...config, pModel: 1, odds: 2, agreement: 1 })).toThrow(DomainError);
    expect(() => pickNumbers({ ...config, pModel: 0.5, odds: 1, agreement: 1 })).toThrow(DomainError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  calibrationBands,
  type GradedPick,
  profitSeries,
  recordHeadline,
} from '../../src/modules/record/record-stats';

const pick = (overrides: Partial<GradedPick>): GradedPick => ({
  date: new Date('2026-03-01T12:00:00Z'),
  timestamp: new Date('2026-03-01T08:00:00Z'),
  tier: 'vip',
  odds: 2,
  stake: 10,
  pModel: 0.55,
  result: 'win',
  profit: 10,
  clv: null,
  ...overrides,
});

describe('the record figures', () => {
  it.each([
    ['a band opens at its lower edge', 0.5, 0.5],
    ['a band closes before its upper edge', 0.5499, 0.5],
    ['the last band includes certainty', 1, 0.8],
    ['the first band starts at zero', 0, 0],
    ['an unlikely manual pick falls in the open low band', 0.31, 0],
  ])('calibration: %s (pModel %s in the band from %s)', (_name, pModel, from) => {
    const bands = calibrationBands([pick({ pModel })]);
    expect(bands.filter((band) => band.picks > 0).map((band) => band.from)).toEqual([from]);
  });

  it('calibration leaves pushes out and reports empty bands without a rate', () => {
    const bands = calibrationBands([
      pick({ result: 'push', profit: 0 }),
      pick({ result: 'loss', profit: -10 }),
    ]);
    expect(bands.find((band) => band.from === 0.55)).toEqual({
      from: 0.55,
      to: 0.6,
      picks: 1,
      wins: 0,
      winRate: 0,
    });
    expect(bands.find((band) => band.from === 0.6)?.winRate).toBeNull();
  });

  it('gives no ROI interval under two staked picks: an unstaked manual pick does not count', () => {
    const headline = recordHeadline([pick({}), pick({ stake: 0, profit: 0, odds: 1.9 })]);
    expect(headline.roiInterval).toBeNull();
    expect(headline.roi).toBe(1);
    expect(headline.unitsWon).toBeCloseTo(1.9, 10);
  });

  it('counts a CLV of exactly zero as not beating the close', () => {
    const headline = recordHeadline([pick({ clv: 0 }), pick({ clv: 0.02 }), pick({ clv: null })]);
    expect(headline).toMatchObject({ clvPicks: 2, beatCloseShare: 0.5, meanClv: 0.01 });
  });

  it('puts the profit points in date order whatever the input order', () => {
    const points = profitSeries([
      pick({ date: new Date('2026-03-02T12:00:00Z'), result: 'loss', profit: -10 }),
      pick({ date: new Date('2026-03-01T12:00:00Z') }),
    ]);
    expect(points).toEqual([
      { date: '2026-03-01', units: 1, picks: 1 },
      { date: '2026-03-02', units: 0, picks: 2 },
    ]);
  });
});

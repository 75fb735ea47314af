import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { roiInterval } from '../../src/metrics/betting';
import {
  addToRecordTotals,
  emptyRecordTotals,
  meanOf,
  pickUnits,
  type RecordFiguresPick,
  recordHitRate,
  recordBetSums,
  recordRatios,
  recordRoiInterval,
  recordRoi,
  recordTotals,
  roundUnits,
  settledProfit,
} from '../../src/metrics/record-figures';

const pick = (overrides: Partial<RecordFiguresPick>): RecordFiguresPick => ({
  result: null,
  odds: 2.1,
  stake: 20,
  profit: null,
  clv: null,
  ...overrides,
});

describe('pickUnits', () => {
  it.each([
    ['a win at 2.10 staked 20 (profit 22)', pick({ result: 'win', profit: 22 }), 1.1],
    ['a single loss', pick({ result: 'loss', profit: -20 }), -1],
    ['a push', pick({ result: 'push', profit: 0 }), 0],
    ['a win of a pick staked 0, at its odds', pick({ stake: 0, odds: 1.8, result: 'win', profit: 0 }), 0.8],
    ['a loss of a pick staked 0', pick({ stake: 0, result: 'loss', profit: 0 }), -1],
    ['a win without a stored profit, at its odds', pick({ odds: 1.5, result: 'win' }), 0.5],
    ['an ungraded pick', pick({}), 0],
  ])('%s', (_name, input, units) => {
    expect(pickUnits(input)).toBeCloseTo(units, 10);
  });
});

describe('settledProfit', () => {
  it.each([
    ['the stored profit first', pick({ result: 'win', profit: 21.5 }), 21.5],
    ['a win without one: stake × (odds − 1)', pick({ result: 'win', stake: 10, odds: 2.5 }), 15],
    ['a loss without one: −stake', pick({ result: 'loss', stake: 10 }), -10],
    ['a push without one: 0', pick({ result: 'push', stake: 10 }), 0],
    ['rounded to cents', pick({ result: 'win', stake: 3.33, odds: 1.91 }), 3.03],
    ['an ungraded pick: none', pick({}), null],
  ])('%s', (_name, input, profit) => {
    expect(settledProfit(input)).toBe(profit);
  });

  it('refuses odds that cannot settle', () => {
    expect(() => settledProfit(pick({ result: 'win', odds: 1 }))).toThrow(DomainError);
  });
});

describe('the ratios', () => {
  it.each<[string, number, number, number | null]>([
    ['3 wins, 1 loss', 3, 1, 0.75],
    ['a single loss', 0, 1, 0],
    ['nothing decided (all pushes or nothing graded)', 0, 0, null],
  ])('hit rate: %s', (_name, wins, losses, rate) => {
    expect(recordHitRate(wins, losses)).toBe(rate);
  });

  it.each<[string, number, number, number | null]>([
    ['+20 over 50 staked', 20, 50, 0.4],
    ['a single loss of its whole stake', -10, 10, -1],
    ['nothing staked (unstaked manual picks)', 0, 0, null],
  ])('ROI: %s', (_name, profit, staked, roi) => {
    expect(recordRoi(profit, staked)).toBe(roi);
  });

  it.each<[string, number, number, number | null]>([
    ['20 over 5', 20, 5, 4],
    ['over nothing', 0, 0, null],
  ])('mean: %s', (_name, sum, count, mean) => {
    expect(meanOf(sum, count)).toBe(mean);
  });

  it.each([
    ['four decimals', 1.23456, 1.2346],
    ['a float sum’s noise', 0.1 + 0.2, 0.3],
    ['a negative half rounds up', -0.00005, -0],
  ])('rounds units to %s', (_name, units, rounded) => {
    expect(roundUnits(units)).toBe(rounded);
  });
});

describe('recordTotals and recordRatios', () => {
  type Case = [
    string,
    RecordFiguresPick[],
    Partial<ReturnType<typeof recordTotals>>,
    ReturnType<typeof recordRatios>,
  ];
  it.each<Case>([
    [
      'no graded picks: every ratio null',
      [pick({}), pick({ clv: 0.3 })],
      { picks: 0, pending: 2, staked: 0, profit: 0, clvCount: 0 },
      { hitRate: null, roi: null, unitsWon: 0, averageProfit: null, meanClv: null, beatCloseShare: null },
    ],
    [
      'all pushes: no hit rate, ROI 0',
      [pick({ result: 'push', profit: 0 }), pick({ result: 'push', profit: 0, stake: 10 })],
      { picks: 2, pushes: 2, staked: 30, profit: 0 },
      { hitRate: null, roi: 0, unitsWon: 0, averageProfit: 0, meanClv: null, beatCloseShare: null },
    ],
    [
      'a single loss',
      [pick({ result: 'loss', profit: -20, clv: -0.02 })],
      { picks: 1, losses: 1, staked: 20, profit: -20, units: -1 },
      { hitRate: 0, roi: -1, unitsWon: -1, averageProfit: -20, meanClv: -0.02, beatCloseShare: 0 },
    ],
    [
      'ungraded picks left out of every figure but pending',
      [pick({ result: 'win', profit: 22, clv: 0.04 }), pick({ clv: 0.5, stake: 100 })],
      { picks: 1, wins: 1, pending: 1, staked: 20, profit: 22, clvSum: 0.04, clvCount: 1 },
      { hitRate: 1, roi: 1.1, unitsWon: 1.1, averageProfit: 22, meanClv: 0.04, beatCloseShare: 1 },
    ],
    [
      'unstaked picks: units at their odds, no ROI',
      [
        pick({ stake: 0, odds: 1.8, result: 'win', profit: 0 }),
        pick({ stake: 0, result: 'loss', profit: 0 }),
      ],
      { picks: 2, wins: 1, losses: 1, staked: 0, profit: 0 },
      { hitRate: 0.5, roi: null, unitsWon: -0.2, averageProfit: 0, meanClv: null, beatCloseShare: null },
    ],
    [
      'rounding: units to four decimals, ratios unrounded',
      [
        pick({ result: 'win', stake: 3, profit: 2.73, clv: 0 }),
        pick({ result: 'loss', stake: 3, profit: -3, clv: 0.01 }),
        pick({ result: 'win', stake: 3, profit: 2.73 }),
      ],
      { picks: 3, wins: 2, losses: 1, staked: 9 },
      {
        hitRate: 2 / 3,
        roi: expect.closeTo(2.46 / 9, 12),
        unitsWon: 0.82,
        averageProfit: expect.closeTo(0.82, 12),
        meanClv: 0.005,
        beatCloseShare: 0.5,
      },
    ],
  ])('%s', (_name, picks, totals, ratios) => {
    const sums = recordTotals(picks);
    expect(sums).toMatchObject(totals);
    expect(recordRatios(sums)).toEqual(ratios);
  });

  it('adds a pick without changing the totals it is given', () => {
    const before = emptyRecordTotals();
    const after = addToRecordTotals(before, pick({ result: 'win', profit: 22 }));
    expect(before).toEqual(emptyRecordTotals());
    expect(after).toMatchObject({ picks: 1, wins: 1, staked: 20, profit: 22 });
  });
});

describe('recordRoiInterval', () => {
  const bet = (stake: number, profit: number) => pick({ result: profit > 0 ? 'win' : 'loss', stake, profit });
  type Case = [string, RecordFiguresPick[]];
  it.each<Case>([
    [
      '52 wins and 48 losses of 1 unit at evens',
      [...Array.from({ length: 52 }, () => bet(1, 1)), ...Array.from({ length: 48 }, () => bet(1, -1))],
    ],
    ['uneven stakes and prices', [bet(10, 11), bet(25, -25), bet(5, 4.5), bet(40, 36), bet(12, -12)]],
    ['two bets', [bet(10, 10), bet(10, -10)]],
  ])('gives roiInterval from the sums: %s', (_name, picks) => {
    const expected = roiInterval(picks.map(({ stake, profit }) => ({ stake, profit: profit as number })));
    const interval = recordRoiInterval(recordBetSums(picks));
    expect(interval?.low).toBeCloseTo(expected.low, 10);
    expect(interval?.high).toBeCloseTo(expected.high, 10);
  });

  it.each<Case>([
    ['no bets', []],
    ['a single bet', [bet(10, 10)]],
    [
      'unstaked, profitless and ungraded picks only',
      [
        pick({ result: 'win', stake: 0, profit: 0 }),
        pick({ result: 'win', profit: null }),
        pick({ stake: 10 }),
      ],
    ],
  ])('has none under two bets: %s', (_name, picks) => {
    expect(recordRoiInterval(recordBetSums(picks))).toBeNull();
  });
});

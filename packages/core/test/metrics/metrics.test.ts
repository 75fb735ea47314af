import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import {
  accuracy,
  kellyGrowth,
  precision,
  recall,
  returnOnInvestment,
  roiInterval,
  sharpeRatio,
} from '../../src/metrics/betting';
import {
  brierScore,
  calibrationError,
  logLoss,
  rankedProbabilityScore,
} from '../../src/metrics/scoring-rules';

describe('ranked probability score', () => {
  it.each([
    ['a confident correct home forecast', [0.8, 0.1, 0.1], 0, 0.025],
    ['an even home forecast with a home win', [0.5, 0.25, 0.25], 0, 0.15625],
    ['a spread forecast with a draw', [0.35, 0.3, 0.35], 1, 0.1225],
    ['a perfect forecast', [0, 0, 1], 2, 0],
    ['the worst forecast', [0, 0, 1], 0, 1],
  ])('scores %s', (_name, probabilities, outcome, expected) => {
    expect(rankedProbabilityScore(probabilities, outcome)).toBeCloseTo(expected, 12);
  });
});

describe('log loss and Brier score', () => {
  it('gives ln 2 for an even forecast', () => {
    expect(logLoss([0.5, 0.5], 1)).toBeCloseTo(Math.LN2, 12);
  });

  it('keeps a certain miss finite', () => {
    expect(logLoss([1, 0], 1)).toBeCloseTo(34.538776, 5);
  });

  it('scores Brier over every class', () => {
    expect(brierScore([0.8, 0.1, 0.1], 0)).toBeCloseTo(0.06, 12);
    expect(brierScore([0.5, 0.5], 1)).toBeCloseTo(0.5, 12);
  });

  it.each([
    ['probabilities that do not sum to 1', [0.5, 0.6], 0],
    ['a negative probability', [1.2, -0.2], 0],
    ['an outcome outside the vector', [0.5, 0.5], 2],
    ['a single class', [1], 0],
  ])('refuses %s', (_name, probabilities, outcome) => {
    expect(() => logLoss(probabilities, outcome)).toThrow(DomainError);
    expect(() => rankedProbabilityScore(probabilities, outcome)).toThrow(DomainError);
  });
});

describe('calibration error', () => {
  it('is zero for forecasts that match their frequencies', () => {
    const forecasts = [true, false].flatMap((happened) =>
      Array.from({ length: 5 }, () => ({ probability: 0.5, happened })),
    );
    expect(calibrationError(forecasts)).toBe(0);
  });

  it('weights each bin by its share of forecasts', () => {
    const forecasts = [
      { probability: 0.6, happened: true },
      { probability: 0.6, happened: false },
      { probability: 0.9, happened: true },
      { probability: 0.9, happened: true },
    ];
    // Bin 0.6: |0.6 − 0.5| = 0.1; bin 0.9: |0.9 − 1| = 0.1.
    expect(calibrationError(forecasts)).toBeCloseTo(0.1, 12);
  });

  it('refuses an empty list', () => {
    expect(() => calibrationError([])).toThrow(DomainError);
  });
});

describe('betting returns', () => {
  const bets = [
    { stake: 10, profit: 11 },
    { stake: 10, profit: -10 },
  ];

  it('computes ROI as profit over staked', () => {
    expect(returnOnInvestment(bets)).toBeCloseTo(0.05, 12);
    expect(() => returnOnInvestment([])).toThrow(DomainError);
  });

  it('computes the per-bet Sharpe ratio', () => {
    const wins = [1, -1, 1].map((profit) => ({ stake: 1, profit }));
    expect(sharpeRatio(wins)).toBeCloseTo(1 / 3 / Math.sqrt(4 / 3), 12);
    expect(() => sharpeRatio([{ stake: 1, profit: 1 }])).toThrow(DomainError);
    expect(() =>
      sharpeRatio([
        { stake: 1, profit: 1 },
        { stake: 2, profit: 2 },
      ]),
    ).toThrow(/equal/);
  });

  it('gives an ROI interval that spans zero for a small lucky sample', () => {
    const sample = Array.from({ length: 100 }, (_, i) => ({ stake: 1, profit: i < 52 ? 1 : -1 }));
    const interval = roiInterval(sample);
    expect(interval.roi).toBeCloseTo(0.04, 12);
    expect(interval.low).toBeLessThan(0);
    expect(interval.high).toBeGreaterThan(0.04);
    expect(interval.high - interval.roi).toBeCloseTo(interval.roi - interval.low, 12);
  });

  it('computes Kelly growth as the mean log growth per bet', () => {
    const growth = kellyGrowth([
      { stakeFraction: 0.02, unitReturn: 1.1 },
      { stakeFraction: 0.02, unitReturn: -1 },
    ]);
    expect(growth).toBeCloseTo((Math.log(1.022) + Math.log(0.98)) / 2, 12);
    expect(() => kellyGrowth([{ stakeFraction: 1, unitReturn: -1 }])).toThrow(DomainError);
  });
});

describe('classification metrics', () => {
  const items = [
    { predicted: true, actual: true },
    { predicted: true, actual: false },
    { predicted: false, actual: true },
    { predicted: false, actual: false },
  ];

  it('computes accuracy, precision and recall', () => {
    expect(accuracy(items)).toBe(0.5);
    expect(precision(items)).toBe(0.5);
    expect(recall(items)).toBe(0.5);
  });

  it('answers 0 precision and recall when there is nothing to count', () => {
    expect(precision([{ predicted: false, actual: true }])).toBe(0);
    expect(recall([{ predicted: true, actual: false }])).toBe(0);
    expect(() => accuracy([])).toThrow(DomainError);
  });
});

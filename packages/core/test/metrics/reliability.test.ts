import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { reliabilityBands } from '../../src/metrics/reliability';

const f = (probability: number, happened: boolean) => ({ probability, happened });

describe('reliabilityBands', () => {
  it.each([
    {
      name: 'no forecasts give every band a zero count and nulls',
      forecasts: [],
      bands: 2,
      expected: [
        { low: 0, high: 0.5, count: 0, meanPredicted: null, observed: null },
        { low: 0.5, high: 1, count: 0, meanPredicted: null, observed: null },
      ],
    },
    {
      name: 'forecasts are averaged and counted per band',
      forecasts: [f(0.62, true), f(0.68, false), f(0.2, false)],
      bands: 2,
      expected: [
        { low: 0, high: 0.5, count: 1, meanPredicted: 0.2, observed: 0 },
        { low: 0.5, high: 1, count: 2, meanPredicted: 0.65, observed: 0.5 },
      ],
    },
    {
      name: 'a probability of exactly 1 goes in the last band',
      forecasts: [f(1, true)],
      bands: 4,
      expected: [
        { low: 0, high: 0.25, count: 0, meanPredicted: null, observed: null },
        { low: 0.25, high: 0.5, count: 0, meanPredicted: null, observed: null },
        { low: 0.5, high: 0.75, count: 0, meanPredicted: null, observed: null },
        { low: 0.75, high: 1, count: 1, meanPredicted: 1, observed: 1 },
      ],
    },
    {
      name: 'a probability on a band edge goes in the upper band, and 0 in the first',
      forecasts: [f(0.5, true), f(0, false)],
      bands: 2,
      expected: [
        { low: 0, high: 0.5, count: 1, meanPredicted: 0, observed: 0 },
        { low: 0.5, high: 1, count: 1, meanPredicted: 0.5, observed: 1 },
      ],
    },
  ])('$name', ({ forecasts, bands, expected }) => {
    const result = reliabilityBands(forecasts, bands);
    expect(result).toHaveLength(expected.length);
    result.forEach((band, i) => {
      const want = expected[i] as (typeof expected)[number];
      expect(band.low).toBeCloseTo(want.low, 12);
      expect(band.high).toBeCloseTo(want.high, 12);
      expect(band.count).toBe(want.count);
      if (want.meanPredicted === null) expect(band.meanPredicted).toBeNull();
      else expect(band.meanPredicted).toBeCloseTo(want.meanPredicted, 12);
      if (want.observed === null) expect(band.observed).toBeNull();
      else expect(band.observed).toBeCloseTo(want.observed, 12);
    });
  });

  it('uses ten bands by default', () => {
    expect(reliabilityBands([f(0.55, true)])).toHaveLength(10);
    expect(reliabilityBands([f(0.55, true)])[5]?.count).toBe(1);
  });

  it.each([
    { name: 'above 1', probability: 1.01 },
    { name: 'below 0', probability: -0.1 },
    { name: 'not a number', probability: Number.NaN },
    { name: 'infinite', probability: Number.POSITIVE_INFINITY },
  ])('refuses a probability $name with a DomainError', ({ probability }) => {
    expect(() => reliabilityBands([f(probability, true)])).toThrow(DomainError);
  });

  it.each([0, -1, 2.5])('refuses %s bands', (bands) => {
    expect(() => reliabilityBands([], bands)).toThrow(DomainError);
  });
});

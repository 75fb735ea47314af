import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { logarithmicPool } from '../../src/models/pooling';

describe('logarithmicPool', () => {
  const cases: { name: string; vectors: number[][]; weights: number[]; expected: number[] }[] = [
    {
      name: 'equal weights take the normalised geometric mean',
      vectors: [
        [0.5, 0.5],
        [0.8, 0.2],
      ],
      weights: [0.5, 0.5],
      expected: [2 / 3, 1 / 3],
    },
    {
      name: 'a zero weight ignores that forecaster',
      vectors: [
        [0.2, 0.3, 0.5],
        [0.6, 0.3, 0.1],
      ],
      weights: [1, 0],
      expected: [0.2, 0.3, 0.5],
    },
    {
      name: 'identical forecasters pool to themselves',
      vectors: [
        [0.45, 0.27, 0.28],
        [0.45, 0.27, 0.28],
      ],
      weights: [0.3, 0.7],
      expected: [0.45, 0.27, 0.28],
    },
    {
      name: 'weights that do not sum to 1 sharpen the pool',
      vectors: [[0.6, 0.4]],
      weights: [2],
      expected: [0.36 / 0.52, 0.16 / 0.52],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const pooled = logarithmicPool(c.vectors, c.weights);
      pooled.forEach((p, k) => expect(p).toBeCloseTo(c.expected[k] as number, 9));
      expect(pooled.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    });
  }

  const invalid: { name: string; vectors: number[][]; weights: number[] }[] = [
    { name: 'no vectors', vectors: [], weights: [] },
    {
      name: 'a missing weight',
      vectors: [
        [0.5, 0.5],
        [0.4, 0.6],
      ],
      weights: [1],
    },
    {
      name: 'vectors of different lengths',
      vectors: [
        [0.5, 0.5],
        [0.2, 0.3, 0.5],
      ],
      weights: [1, 1],
    },
    { name: 'a negative weight', vectors: [[0.5, 0.5]], weights: [-1] },
    { name: 'all weights zero', vectors: [[0.5, 0.5]], weights: [0] },
    { name: 'a probability of 0', vectors: [[0, 1]], weights: [1] },
  ];
  for (const c of invalid) {
    it(`refuses ${c.name}`, () => {
      expect(() => logarithmicPool(c.vectors, c.weights)).toThrow(DomainError);
    });
  }
});

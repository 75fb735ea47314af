import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { impliedGoalRates } from '../../src/models/implied-goals';
import { outcomeProbabilities, scoreMatrix } from '../../src/models/score-matrix';

describe('the goals a market’s 1X2 prices imply', () => {
  it('reads back λ 1.5, μ 1.1 from reference probabilities (rounded to 1e-6)', () => {
    const rates = impliedGoalRates({ home: 0.464244, away: 0.278089 });
    expect(rates.home).toBeCloseTo(1.5, 4);
    expect(rates.away).toBeCloseTo(1.1, 4);
  });

  it.each([
    ['an even game', 1.3, 1.3],
    ['a heavy home favourite', 3.2, 0.5],
    ['an away favourite', 0.7, 2.4],
    ['a low-scoring game', 0.6, 0.5],
    ['a goal-fest', 3.5, 2.8],
  ])('round-trips %s (λ %d, μ %d) to 1e-8', (_name, home, away) => {
    const p = outcomeProbabilities(scoreMatrix({ homeRate: home, awayRate: away, maxGoals: 30 }));
    const rates = impliedGoalRates({ home: p.home, away: p.away });
    expect(rates.home).toBeCloseTo(home, 8);
    expect(rates.away).toBeCloseTo(away, 8);
  });

  it.each([
    ['a draw of 50% or more', { home: 0.25, away: 0.25 }],
    ['probabilities above 1', { home: 0.7, away: 0.4 }],
    ['a zero side', { home: 0, away: 0.5 }],
    ['not a number', { home: Number.NaN, away: 0.3 }],
  ])('refuses %s with a clear error', (_name, input) => {
    expect(() => impliedGoalRates(input)).toThrow(DomainError);
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeSync } from '@/features/market/lib/sync-summary';

describe('summarizeSync', () => {
  it('adds events and odds per sport, counts graded picks and keeps provider errors', () => {
    const summary = summarizeSync([
      { provider: 'a', sport: 'nba', events: 2, odds: 10, scores: 0, graded: 1 },
      { provider: 'b', sport: 'nba', events: 3, odds: 5, scores: 0 },
      { provider: 'a', sport: 'nhl', events: 0, odds: 0, scores: 0, error: 'down' },
    ]);
    expect(summary).toEqual({
      sports: [{ sport: 'nba', events: 5, odds: 15, graded: 1 }],
      errors: [{ provider: 'a', sport: 'nhl', error: 'down' }],
      graded: 1,
      hasFailed: false,
    });
  });

  it('has failed when every provider failed', () => {
    expect(
      summarizeSync([{ provider: 'a', sport: 'nba', events: 0, odds: 0, scores: 0, error: 'x' }]).hasFailed,
    ).toBe(true);
  });
});

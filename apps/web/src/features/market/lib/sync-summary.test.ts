import type { SyncResult } from '@arcade/contracts';
import { describe, expect, it } from 'vitest';
import { summarizeSync } from './sync-summary';

const result = (overrides: Partial<SyncResult>): SyncResult => ({
  provider: 'demo',
  sport: 'nba',
  events: 0,
  eventsAdded: 0,
  eventsUpdated: 0,
  eventsPriced: 0,
  pricesStored: 0,
  pricesUnchanged: 0,
  odds: 0,
  scores: 0,
  ...overrides,
});

describe('summarizeSync', () => {
  it('adds events, priced events and prices per sport, counts graded picks and keeps provider errors', () => {
    const summary = summarizeSync([
      result({
        provider: 'a',
        events: 2,
        eventsAdded: 1,
        eventsUpdated: 1,
        eventsPriced: 2,
        pricesStored: 10,
        odds: 10,
        graded: 1,
      }),
      result({
        provider: 'b',
        events: 3,
        eventsUpdated: 3,
        eventsPriced: 3,
        pricesStored: 5,
        pricesUnchanged: 7,
        odds: 5,
      }),
      result({ provider: 'a', sport: 'nhl', error: 'down', retryAt: '2026-11-24T08:00:00.000Z' }),
    ]);
    expect(summary).toEqual({
      sports: [
        {
          sport: 'nba',
          events: 5,
          eventsAdded: 1,
          eventsUpdated: 4,
          eventsPriced: 5,
          prices: 22,
          pricesStored: 15,
          graded: 1,
        },
      ],
      errors: [{ provider: 'a', sport: 'nhl', error: 'down', retryAt: '2026-11-24T08:00:00.000Z' }],
      graded: 1,
      hasFailed: false,
    });
  });

  it('counts the prices current on a healthy sync that stored no new snapshot, not "0 odds"', () => {
    const [nba] = summarizeSync([
      result({ events: 40, eventsPriced: 38, pricesStored: 0, pricesUnchanged: 912, odds: 0 }),
    ]).sports;
    expect(nba).toMatchObject({ events: 40, eventsPriced: 38, prices: 912, pricesStored: 0 });
  });

  it('has failed when every provider failed', () => {
    expect(summarizeSync([result({ error: 'x' })]).hasFailed).toBe(true);
  });
});

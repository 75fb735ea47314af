import { describe, expect, it } from 'vitest';
import { clampPickCount, parseBankroll } from '../../src/features/admin/lib/generation';
import { parseAmericanOdds } from '../../src/features/admin/lib/odds-input';
import { summarizeSync } from '../../src/features/admin/lib/sync-summary';
import { generationUrl } from '../../src/features/admin/api/stream-generation';

describe('clampPickCount', () => {
  it.each([
    ['10', 10],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['75', 50],
    ['', 10],
    ['abc', 10],
    [12.4, 12],
  ])('%s → %i', (input, expected) => expect(clampPickCount(input)).toBe(expected));
});

describe('parseBankroll', () => {
  it('accepts positive numbers (with a decimal comma) and refuses the rest', () => {
    expect(parseBankroll('1000')).toBe(1000);
    expect(parseBankroll('250,5')).toBe(250.5);
    expect(parseBankroll('0')).toBeNull();
    expect(parseBankroll('')).toBeNull();
    expect(parseBankroll('x')).toBeNull();
  });
});

describe('parseAmericanOdds', () => {
  it.each([
    ['+150', 150, 2.5],
    ['150', 150, 2.5],
    ['-200', -200, 1.5],
    ['−110', -110, 100 / 110 + 1],
    ['+100', 100, 2],
  ])('%s is %i, decimal %d', (text, american, decimal) => {
    expect(parseAmericanOdds(text)).toEqual({ american, decimal });
  });

  it.each(['', '+', '50', '-99', '1.5', 'abc'])('refuses %j', (text) =>
    expect(parseAmericanOdds(text)).toBeNull(),
  );
});

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

describe('generationUrl', () => {
  it('omits sport when all and strategy when auto', () => {
    expect(generationUrl({ bankroll: 1000, sport: 'all', pickCount: 10, strategy: 'auto' })).toBe(
      '/api/picks/stream?bankroll=1000&pickCount=10',
    );
    expect(generationUrl({ bankroll: 500, sport: 'nhl', pickCount: 3, strategy: 'sharp-money' })).toBe(
      '/api/picks/stream?bankroll=500&sport=nhl&pickCount=3&strategy=sharp-money',
    );
  });
});

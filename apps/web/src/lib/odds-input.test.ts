import { describe, expect, it } from 'vitest';
import { parseAmericanOdds } from '@/lib/odds-input';

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

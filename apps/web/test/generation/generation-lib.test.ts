import { describe, expect, it } from 'vitest';
import { generationUrl } from '@/features/generation/api/stream-generation';
import { clampPickCount, parseBankroll } from '@/features/generation/lib/generation';

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

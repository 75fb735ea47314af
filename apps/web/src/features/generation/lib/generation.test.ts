import { describe, expect, it } from 'vitest';
import { generationUrl } from '../api/stream-generation';
import { GENERATE_FORM_DEFAULTS, GenerateFormSchema } from './generate-form';
import { clampPickCount } from './generation';

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

describe('GenerateFormSchema', () => {
  const bankrollOf = (bankroll: string) =>
    GenerateFormSchema.safeParse({ ...GENERATE_FORM_DEFAULTS, bankroll }).data?.bankroll ?? null;

  it('accepts positive bankrolls (with a decimal comma) and refuses the rest', () => {
    expect(bankrollOf('1000')).toBe(1000);
    expect(bankrollOf('250,5')).toBe(250.5);
    expect(bankrollOf('0')).toBeNull();
    expect(bankrollOf('')).toBeNull();
    expect(bankrollOf('x')).toBeNull();
  });

  it('clamps the count and gives the stream its parameters', () => {
    expect(GenerateFormSchema.parse({ ...GENERATE_FORM_DEFAULTS, pickCount: '75' })).toEqual({
      sport: 'all',
      strategy: 'auto',
      pickCount: 50,
      bankroll: 1000,
    });
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

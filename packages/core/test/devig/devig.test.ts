import { describe, expect, it } from 'vitest';
import { DEVIG_METHODS, type DevigMethod, devig, devigAdditive, devigShin } from '../../src/devig/devig';
import { DomainError } from '../../src/errors';
import { bisect } from '../../src/math/solve';

const reference = [2.7, 2.3, 4.4];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('de-vig of the reference 3-way market [2.7, 2.3, 4.4]', () => {
  it.each<[DevigMethod, number[], number | undefined]>([
    ['multiplicative', [0.358738, 0.421127, 0.220135], undefined],
    ['additive', [0.359562, 0.423974, 0.216464], undefined],
    ['power', [0.359171, 0.423731, 0.217098], 1.030913],
    ['shin', [0.359344, 0.423244, 0.217412], 0.016236],
    ['odds-ratio', [0.35881, 0.422561, 0.218628], 1.051169],
  ])('%s reproduces the reference probabilities and parameter to 1e-6', (method, expected, parameter) => {
    const result = devig(reference, method);
    result.probabilities.forEach((p, i) => expect(p).toBeCloseTo(expected[i] as number, 6));
    expect(result.margin).toBeCloseTo(0.032426, 6);
    if (parameter === undefined) expect(result.parameter).toBeUndefined();
    else expect(result.parameter).toBeCloseTo(parameter, 6);
  });

  it.each(DEVIG_METHODS)('%s gives probabilities that sum to 1 within 1e-9', (method) => {
    expect(sum(devig(reference, method).probabilities)).toBeCloseTo(1, 9);
  });

  it.each(DEVIG_METHODS)('%s keeps the favourite the favourite', (method) => {
    const [home, draw, away] = devig(reference, method).probabilities as [number, number, number];
    expect(draw).toBeGreaterThan(home);
    expect(home).toBeGreaterThan(away);
  });
});

describe('de-vig of a symmetric two-way market [1.91, 1.91]', () => {
  it.each(DEVIG_METHODS)('%s gives 0.5 / 0.5', (method) => {
    const [a, b] = devig([1.91, 1.91], method).probabilities;
    expect(a).toBeCloseTo(0.5, 9);
    expect(b).toBeCloseTo(0.5, 9);
  });

  it('Shin finds z = 0.047120', () => {
    expect(devigShin([1.91, 1.91]).parameter).toBeCloseTo(0.04712, 6);
  });
});

describe('de-vig edge cases', () => {
  it('uses Shin by default', () => {
    expect(devig(reference).parameter).toBeCloseTo(0.016236, 6);
  });

  it('returns the implied probabilities of a fair book unchanged by Shin', () => {
    expect(devigShin([2, 2])).toEqual({ probabilities: [0.5, 0.5], margin: 0, parameter: 0 });
  });

  it('refuses Shin on a book with a negative margin (an arbitrage across books)', () => {
    expect(() => devigShin([2.2, 2.2])).toThrow(DomainError);
  });

  it('still normalises a negative-margin book multiplicatively', () => {
    expect(devig([2.2, 2.2], 'multiplicative').probabilities).toEqual([0.5, 0.5]);
  });

  it('refuses an additive de-vig that would give a long shot a negative probability', () => {
    expect(() => devigAdditive([1.05, 1.3, 60])).toThrow(/non-positive/);
  });

  it.each([
    ['a single outcome', [2]],
    ['odds of 1', [1, 3]],
    ['odds below 1', [0.9, 3]],
    ['NaN odds', [Number.NaN, 2]],
  ])('refuses %s with a DomainError', (_name, odds) => {
    for (const method of DEVIG_METHODS) expect(() => devig(odds, method)).toThrow(DomainError);
  });
});

describe('bisect', () => {
  it('finds √2 to 1e-10', () => {
    expect(Math.abs(bisect((x) => x * x - 2, 0, 2) - Math.SQRT2)).toBeLessThan(1e-10);
  });

  it('refuses an interval without a sign change', () => {
    expect(() => bisect((x) => x * x + 1, -1, 1)).toThrow(DomainError);
  });
});

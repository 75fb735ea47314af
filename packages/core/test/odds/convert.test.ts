import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { americanToDecimal, bookMargin, decimalToAmerican, impliedProbability } from '../../src/odds/convert';

describe('americanToDecimal', () => {
  it.each([
    ['an underdog +150', 150, 2.5],
    ['even money +100', 100, 2],
    ['even money −100', -100, 2],
    ['the standard −110 juice', -110, 1.909090909],
    ['a heavy favourite −400', -400, 1.25],
    ['a long shot +1000', 1000, 11],
  ])('converts %s', (_name, american, decimal) => {
    expect(americanToDecimal(american)).toBeCloseTo(decimal, 8);
  });

  it.each([
    ['+50, which no book quotes', 50],
    ['zero', 0],
    ['−99', -99],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_name, american) => {
    expect(() => americanToDecimal(american)).toThrow(DomainError);
  });
});

describe('decimalToAmerican', () => {
  it.each([
    ['2.50 → +150', 2.5, 150],
    ['2.00 → +100', 2, 100],
    ['1.50 → −200', 1.5, -200],
    ['1.91 → −110', 1.91, -110],
    ['2.10 → +110', 2.1, 110],
    ['1.01 → −10000', 1.01, -10000],
  ])('converts %s', (_name, decimal, american) => {
    expect(decimalToAmerican(decimal)).toBe(american);
  });

  it.each([
    ['odds of exactly 1', 1],
    ['odds below 1', 0.5],
    ['NaN', Number.NaN],
  ])('refuses %s', (_name, decimal) => {
    expect(() => decimalToAmerican(decimal)).toThrow(DomainError);
  });

  it('round-trips every American price from −1000 to +1000', () => {
    for (let american = 100; american <= 1000; american++) {
      expect(decimalToAmerican(americanToDecimal(american))).toBe(american);
      expect(decimalToAmerican(americanToDecimal(-american))).toBe(american === 100 ? 100 : -american);
    }
  });
});

describe('impliedProbability and bookMargin', () => {
  it('gives 1/o', () => {
    expect(impliedProbability(4)).toBe(0.25);
  });

  it('reproduces the margin of the reference market [2.7, 2.3, 4.4]', () => {
    expect(bookMargin([2.7, 2.3, 4.4])).toBeCloseTo(0.032426, 6);
  });

  it('gives a fair two-way market a zero margin', () => {
    expect(bookMargin([2, 2])).toBeCloseTo(0, 12);
  });

  it('refuses a market with one outcome', () => {
    expect(() => bookMargin([2])).toThrow(DomainError);
  });
});

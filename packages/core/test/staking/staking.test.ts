import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import {
  closingLineValue,
  edge,
  expectedValue,
  flatStake,
  kellyStake,
  probabilityEdge,
  roundCents,
} from '../../src/staking/staking';

describe('edge and value', () => {
  it.each([
    ['a 52% shot at 2.10', 0.52, 2.1, 0.092],
    ['a fair coin at evens', 0.5, 2, 0],
    ['a 40% shot at 2.00 (negative edge)', 0.4, 2, -0.2],
  ])('edge of %s', (_name, p, odds, expected) => {
    expect(edge(p, odds)).toBeCloseTo(expected, 12);
  });

  it.each([
    ['p = 0', 0, 2],
    ['p = 1', 1, 2],
    ['odds = 1', 0.5, 1],
  ])('refuses %s', (_name, p, odds) => {
    expect(() => edge(p, odds)).toThrow(DomainError);
  });

  it('gives the probability edge and the expected value in bankroll units', () => {
    expect(probabilityEdge(0.55, 0.5)).toBeCloseTo(0.05, 12);
    expect(expectedValue(0.092, 20)).toBeCloseTo(1.84, 12);
    expect(() => expectedValue(0.1, -5)).toThrow(DomainError);
  });

  it('measures closing-line value against the de-vigged close', () => {
    expect(closingLineValue(2.1, 0.5)).toBeCloseTo(0.05, 12);
    expect(closingLineValue(1.9, 0.5)).toBeCloseTo(-0.05, 12);
  });
});

describe('fractional Kelly', () => {
  const reference = { bankroll: 1000, probability: 0.52, odds: 2.1, fraction: 0.25 };

  it('stakes 20.91 on the reference bet (o 2.10, p 0.52, bankroll 1000, quarter Kelly) before the cap', () => {
    const result = kellyStake(reference);
    expect(result.uncapped).toBeCloseTo(20.909091, 6);
    expect(result.stake).toBe(20.91);
    expect(result.isCapped).toBe(false);
    expect(result.fullKelly).toBeCloseTo(0.083636, 6);
  });

  it('caps the reference bet at 1.5% of the bankroll', () => {
    expect(kellyStake({ ...reference, maxStakePercent: 0.015 })).toMatchObject({ stake: 15, isCapped: true });
  });

  it('stakes nothing without an edge', () => {
    expect(kellyStake({ ...reference, probability: 0.45 }).stake).toBe(0);
  });

  it.each([
    ['a zero fraction', { fraction: 0 }],
    ['a fraction above 1', { fraction: 1.5 }],
    ['a negative bankroll', { bankroll: -1 }],
    ['a negative cap', { maxStakePercent: -0.01 }],
  ])('refuses %s', (_name, change) => {
    expect(() => kellyStake({ ...reference, ...change })).toThrow(DomainError);
  });
});

describe('flat stake and rounding', () => {
  it('stakes 1% of the bankroll by default', () => {
    expect(flatStake(1000)).toBe(10);
    expect(flatStake(1234.56, 0.02)).toBe(24.69);
  });

  it('rounds half a cent away from zero', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
  });
});

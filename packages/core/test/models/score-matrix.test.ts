import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import {
  bothTeamsToScore,
  handicapProbability,
  outcomeProbabilities,
  poissonPmf,
  scoreMatrix,
  totalsProbability,
} from '../../src/models/score-matrix';

describe('the Poisson score matrix at λ 1.5, μ 1.1', () => {
  const matrix = scoreMatrix({ homeRate: 1.5, awayRate: 1.1 });

  it('gives H 0.464244, D 0.257667, A 0.278089', () => {
    const p = outcomeProbabilities(matrix);
    expect(p.home).toBeCloseTo(0.464244, 6);
    expect(p.draw).toBeCloseTo(0.257667, 6);
    expect(p.away).toBeCloseTo(0.278089, 6);
  });

  it('gives over 2.5 goals 0.481570 and no push on a half line', () => {
    const totals = totalsProbability(matrix, 2.5);
    expect(totals.over).toBeCloseTo(0.48157, 6);
    expect(totals.push).toBe(0);
    expect(totals.over + totals.under).toBeCloseTo(1, 12);
  });

  it('prices handicaps consistently with 1X2', () => {
    const p = outcomeProbabilities(matrix);
    expect(handicapProbability(matrix, -0.5).win).toBeCloseTo(p.home, 12);
    const level = handicapProbability(matrix, 0);
    expect(level.push).toBeCloseTo(p.draw, 12);
    expect(handicapProbability(matrix, 0.5).win).toBeCloseTo(p.home + p.draw, 12);
  });

  it('gives both teams to score as (1 − e^−λ)(1 − e^−μ)', () => {
    expect(bothTeamsToScore(matrix)).toBeCloseTo((1 - Math.exp(-1.5)) * (1 - Math.exp(-1.1)), 9);
  });
});

describe('the Dixon–Coles correction with ρ −0.1', () => {
  const matrix = scoreMatrix({ homeRate: 1.5, awayRate: 1.1, rho: -0.1 });

  it('gives H 0.451989, D 0.282177, A 0.265833', () => {
    const p = outcomeProbabilities(matrix);
    expect(p.home).toBeCloseTo(0.451989, 6);
    expect(p.draw).toBeCloseTo(0.282177, 6);
    expect(p.away).toBeCloseTo(0.265833, 6);
  });

  it('leaves over 2.5 unchanged (τ only moves 0-0, 0-1, 1-0 and 1-1)', () => {
    expect(totalsProbability(matrix, 2.5).over).toBeCloseTo(0.48157, 6);
  });

  it('refuses a ρ that makes a probability negative', () => {
    expect(() => scoreMatrix({ homeRate: 3, awayRate: 3, rho: 0.5 })).toThrow(DomainError);
  });
});

describe('poissonPmf', () => {
  it.each([
    [0, 1.5, Math.exp(-1.5)],
    [2, 1.5, (Math.exp(-1.5) * 1.5 ** 2) / 2],
    [10, 2, (Math.exp(-2) * 2 ** 10) / 3628800],
  ])('P(%s; %s)', (k, rate, expected) => {
    expect(poissonPmf(k, rate)).toBeCloseTo(expected, 14);
  });

  it.each([
    ['a negative count', -1, 1],
    ['a fractional count', 1.5, 1],
    ['a zero rate', 1, 0],
  ])('refuses %s', (_name, k, rate) => {
    expect(() => poissonPmf(k, rate)).toThrow(DomainError);
  });
});

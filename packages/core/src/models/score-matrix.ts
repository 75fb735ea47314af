import { DomainError } from '../errors';

/** Goals beyond this are negligible for any real scoring rate (the tail below 1e-9 at λ = 4). */
export const DEFAULT_MAX_GOALS = 15;

/** P(X = k) for X ~ Poisson(λ). @example poissonPmf(0, 1.5) // 0.223130… */
export function poissonPmf(k: number, rate: number): number {
  if (!Number.isInteger(k) || k < 0)
    throw new DomainError('INVALID_ARGUMENT', `k must be a whole number ≥ 0, got ${k}`);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new DomainError('INVALID_ARGUMENT', `Rate must be > 0, got ${rate}`);
  let logP = -rate + k * Math.log(rate);
  for (let i = 2; i <= k; i++) logP -= Math.log(i);
  return Math.exp(logP);
}

/**
 * Dixon & Coles (1997) correction τ for low scores; 1 elsewhere. ρ < 0 makes 0-0 and 1-1 likelier.
 */
export function dixonColesTau(
  home: number,
  away: number,
  homeRate: number,
  awayRate: number,
  rho: number,
): number {
  if (home === 0 && away === 0) return 1 - homeRate * awayRate * rho;
  if (home === 0 && away === 1) return 1 + homeRate * rho;
  if (home === 1 && away === 0) return 1 + awayRate * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

/** P(home scores i, away scores j) for i, j in 0..maxGoals, normalised to sum to 1. */
export type ScoreMatrix = number[][];

/**
 * Joint score probabilities from independent Poisson goal counts, with the Dixon–Coles low-score
 * correction when `rho` ≠ 0, truncated at `maxGoals` and renormalised.
 *
 * @example outcomeProbabilities(scoreMatrix({ homeRate: 1.5, awayRate: 1.1 })) // { home: 0.464244, draw: 0.257667, away: 0.278089 }
 */
export function scoreMatrix(input: {
  homeRate: number;
  awayRate: number;
  rho?: number;
  maxGoals?: number;
}): ScoreMatrix {
  const { homeRate, awayRate, rho = 0, maxGoals = DEFAULT_MAX_GOALS } = input;
  const home = Array.from({ length: maxGoals + 1 }, (_, k) => poissonPmf(k, homeRate));
  const away = Array.from({ length: maxGoals + 1 }, (_, k) => poissonPmf(k, awayRate));
  const matrix = home.map((ph, i) =>
    away.map((pa, j) => ph * pa * dixonColesTau(i, j, homeRate, awayRate, rho)),
  );
  if (matrix.some((row) => row.some((p) => p < 0))) {
    throw new DomainError('INVALID_ARGUMENT', `rho ${rho} gives a negative probability at these rates`);
  }
  return fromCounts(matrix);
}

/** Normalises any non-negative joint table into a score matrix. */
export function fromCounts(table: number[][]): ScoreMatrix {
  const total = table.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  if (!(total > 0)) throw new DomainError('INVALID_ARGUMENT', 'A score table needs positive mass');
  return table.map((row) => row.map((p) => p / total));
}

function sumWhere(matrix: ScoreMatrix, keep: (home: number, away: number) => boolean): number {
  let total = 0;
  matrix.forEach((row, i) =>
    row.forEach((p, j) => {
      if (keep(i, j)) total += p;
    }),
  );
  return total;
}

/** 1X2 probabilities. */
export function outcomeProbabilities(matrix: ScoreMatrix): { home: number; draw: number; away: number } {
  return {
    home: sumWhere(matrix, (i, j) => i > j),
    draw: sumWhere(matrix, (i, j) => i === j),
    away: sumWhere(matrix, (i, j) => i < j),
  };
}

/**
 * Over / under a total line; a whole-number line can push.
 *
 * @example totalsProbability(scoreMatrix({ homeRate: 1.5, awayRate: 1.1 }), 2.5).over // 0.481570
 */
export function totalsProbability(
  matrix: ScoreMatrix,
  line: number,
): { over: number; under: number; push: number } {
  return {
    over: sumWhere(matrix, (i, j) => i + j > line),
    under: sumWhere(matrix, (i, j) => i + j < line),
    push: sumWhere(matrix, (i, j) => i + j === line),
  };
}

/**
 * A handicap on the home side (Asian handicap or point spread): home goals + `line` against away
 * goals. A whole or level line can push; quarter lines are split by the caller.
 *
 * @example handicapProbability(matrix, -0.5).win // = P(home wins)
 */
export function handicapProbability(
  matrix: ScoreMatrix,
  line: number,
): { win: number; push: number; loss: number } {
  return {
    win: sumWhere(matrix, (i, j) => i + line > j),
    push: sumWhere(matrix, (i, j) => i + line === j),
    loss: sumWhere(matrix, (i, j) => i + line < j),
  };
}

/** P(both teams score). */
export function bothTeamsToScore(matrix: ScoreMatrix): number {
  return sumWhere(matrix, (i, j) => i > 0 && j > 0);
}

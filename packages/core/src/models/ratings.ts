import { DomainError } from '../errors';
import { solveLinear } from '../math/linear';

export interface GameScore {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

function indexTeams(games: readonly GameScore[]): Map<string, number> {
  if (games.length === 0) throw new DomainError('INVALID_ARGUMENT', 'Ratings need at least one game');
  const index = new Map<string, number>();
  for (const game of games) {
    if (game.home === game.away) throw new DomainError('INVALID_ARGUMENT', `${game.home} cannot play itself`);
    for (const team of [game.home, game.away]) if (!index.has(team)) index.set(team, index.size);
  }
  return index;
}

function square(n: number, diagonal = 0): number[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? diagonal : 0)));
}

function toMap(index: Map<string, number>, values: number[]): Map<string, number> {
  return new Map([...index].map(([team, i]) => [team, values[i] as number]));
}

function addGame(matrix: number[][], i: number, j: number): void {
  (matrix[i] as number[])[i] = ((matrix[i] as number[])[i] as number) + 1;
  (matrix[j] as number[])[j] = ((matrix[j] as number[])[j] as number) + 1;
  (matrix[i] as number[])[j] = ((matrix[i] as number[])[j] as number) - 1;
  (matrix[j] as number[])[i] = ((matrix[j] as number[])[i] as number) - 1;
}

/**
 * Massey (1997) least-squares ratings: rᵢ − rⱼ ≈ margin for every game, ratings summing to zero
 * (the last normal equation is replaced by Σr = 0). The difference of two ratings is an expected
 * margin on neutral ground.
 *
 * @example masseyRatings(games A–B 3–1, B–C 2–2, C–A 0–1, A–C 2–0, B–A 1–1) // A 0.833333, B −0.291667, C −0.541667
 */
export function masseyRatings(games: readonly GameScore[]): Map<string, number> {
  const index = indexTeams(games);
  const n = index.size;
  const matrix = square(n);
  const rhs = new Array<number>(n).fill(0);
  for (const game of games) {
    const i = index.get(game.home) as number;
    const j = index.get(game.away) as number;
    addGame(matrix, i, j);
    rhs[i] = (rhs[i] as number) + game.homeScore - game.awayScore;
    rhs[j] = (rhs[j] as number) + game.awayScore - game.homeScore;
  }
  matrix[n - 1] = new Array<number>(n).fill(1);
  rhs[n - 1] = 0;
  return toMap(index, solveLinear(matrix, rhs));
}

/**
 * Colley (2002) ratings from wins and losses only: `(2I + games − pairs) r = 1 + (w − l)/2`; a tie
 * counts as half a win and half a loss. Ratings centre on 0.5.
 *
 * @example colleyRatings(games above) // A 0.6875, B 0.447917, C 0.364583
 */
export function colleyRatings(games: readonly GameScore[]): Map<string, number> {
  const index = indexTeams(games);
  const n = index.size;
  const matrix = square(n, 2);
  const rhs = new Array<number>(n).fill(1);
  for (const game of games) {
    const i = index.get(game.home) as number;
    const j = index.get(game.away) as number;
    addGame(matrix, i, j);
    const sign = Math.sign(game.homeScore - game.awayScore) / 2;
    rhs[i] = (rhs[i] as number) + sign;
    rhs[j] = (rhs[j] as number) - sign;
  }
  return toMap(index, solveLinear(matrix, rhs));
}

/** One game's evidence for weighted Massey ratings: the home margin seen (or implied) and its weight. */
export interface MarginObservation {
  home: string;
  away: string;
  margin: number;
  weight: number;
  /** Played on neutral ground: the home advantage does not apply to it. */
  neutral?: boolean;
}

/**
 * Weighted Massey ratings with a home advantage: the ratings r and advantage h that minimise
 * `Σ w (margin − h − rₕ + rₐ)² + λ Σ r²`. The ridge λ keeps a team with little evidence near the
 * average (0) and makes the system solvable when some teams are not linked by games.
 *
 * @example weightedMasseyRatings([{ home: 'A', away: 'B', margin: 3, weight: 1 }, { home: 'B', away: 'A', margin: 1, weight: 1 }], 0.01) // h ≈ 2, A ≈ 0.5, B ≈ −0.5
 */
export function weightedMasseyRatings(
  observations: readonly MarginObservation[],
  ridge: number,
): { ratings: Map<string, number>; homeAdvantage: number } {
  if (!(ridge > 0)) throw new DomainError('INVALID_ARGUMENT', `Ridge must be > 0, got ${ridge}`);
  const index = new Map<string, number>();
  for (const o of observations) {
    if (o.home === o.away) throw new DomainError('INVALID_ARGUMENT', `${o.home} cannot play itself`);
    if (!(o.weight >= 0) || !Number.isFinite(o.margin))
      throw new DomainError('INVALID_ARGUMENT', `Invalid observation ${o.home}–${o.away}`);
    for (const team of [o.home, o.away]) if (!index.has(team)) index.set(team, index.size);
  }
  if (index.size === 0) throw new DomainError('INVALID_ARGUMENT', 'Ratings need at least one game');
  const n = index.size;
  const h = n; // the home advantage is the last unknown
  const matrix = square(n + 1, 0);
  const rhs = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < n; i++) (matrix[i] as number[])[i] = ridge;
  const add = (i: number, j: number, value: number) => {
    (matrix[i] as number[])[j] = ((matrix[i] as number[])[j] as number) + value;
  };
  for (const o of observations) {
    const cells: [number, number][] = [
      [index.get(o.home) as number, 1],
      [index.get(o.away) as number, -1],
      [h, o.neutral ? 0 : 1],
    ];
    for (const [i, xi] of cells) {
      rhs[i] = (rhs[i] as number) + o.weight * xi * o.margin;
      for (const [j, xj] of cells) add(i, j, o.weight * xi * xj);
    }
  }
  // Without any weight on the home advantage it is unidentified: pin it at 0.
  if ((matrix[h] as number[])[h] === 0) (matrix[h] as number[])[h] = 1;
  const solution = solveLinear(matrix, rhs);
  return { ratings: toMap(index, solution.slice(0, n)), homeAdvantage: solution[h] as number };
}

/** One game of a Massey games export: `home` is the home side, or team1 when `neutral`. */
export interface MasseyGame {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  neutral: boolean;
}

/** A tiny ridge: it only settles teams the games do not link; with linked teams Σr ≈ 0 as in Massey (1997). */
const GAMES_RIDGE = 1e-3;

/**
 * Least-squares margin ratings with a home-field term from a season of games (the masseyratings.com
 * games export): `rₕ − rₐ + h ≈ margin` for every game (no `h` on neutral ground), every game weighing
 * the same. Ratings are points on neutral ground; `homeAdvantage` is in points.
 *
 * @example masseyFromGames([A 3–1 B, B 2–1 A, A 1–1 B neutral]) // h = 1.5, A ≈ 0.1667, B ≈ −0.1667
 */
export function masseyFromGames(games: readonly MasseyGame[]): {
  ratings: Map<string, number>;
  homeAdvantage: number;
} {
  if (games.length === 0) throw new DomainError('INVALID_ARGUMENT', 'Ratings need at least one game');
  for (const g of games)
    if (!Number.isFinite(g.homeScore) || !Number.isFinite(g.awayScore))
      throw new DomainError('INVALID_ARGUMENT', `Invalid score ${g.home}–${g.away}`);
  return weightedMasseyRatings(
    games.map((g) => ({
      home: g.home,
      away: g.away,
      margin: g.homeScore - g.awayScore,
      weight: 1,
      neutral: g.neutral,
    })),
    GAMES_RIDGE,
  );
}

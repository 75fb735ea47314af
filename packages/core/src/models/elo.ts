import { DomainError } from '../errors';

/**
 * Elo expected score of the home side: `1 / (1 + 10^(−(Rₕ + HFA − Rₐ)/400))`.
 *
 * @example eloExpected(1500, 1500, 100) // 0.640065
 */
export function eloExpected(ratingHome: number, ratingAway: number, homeAdvantage = 0): number {
  for (const value of [ratingHome, ratingAway, homeAdvantage]) {
    if (!Number.isFinite(value)) throw new DomainError('INVALID_ARGUMENT', `Invalid rating ${value}`);
  }
  return 1 / (1 + 10 ** (-(ratingHome + homeAdvantage - ratingAway) / 400));
}

/**
 * FiveThirtyEight's margin-of-victory multiplier: `ln(|margin| + 1) × 2.2 / (0.001 × Δ + 2.2)`, where
 * Δ is the winner's rating edge (home advantage included); it damps big wins by big favourites so
 * ratings do not inflate. A draw gets 1.
 *
 * @example movMultiplier(7, 0) // ln 8 = 2.079442
 */
export function movMultiplier(margin: number, winnerRatingEdge: number): number {
  if (margin === 0) return 1;
  return (Math.log(Math.abs(margin) + 1) * 2.2) / (0.001 * winnerRatingEdge + 2.2);
}

export interface EloOptions {
  /** Update speed (points per unit of surprise). */
  k: number;
  homeAdvantage: number;
  initialRating?: number;
  /** Scale updates by the margin of victory. */
  useMarginOfVictory?: boolean;
  /**
   * Between seasons (a team idle for more than `gapDays`), pull its rating `fraction` of the way back
   * to the initial rating: rosters change over the summer (FiveThirtyEight regresses by ¼–⅓).
   */
  seasonRegression?: { gapDays: number; fraction: number };
}

export interface EloGame {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** Needed only for season regression. */
  date?: Date;
}

/**
 * Plays `games` in the order given (oldest first) and answers every team's rating afterwards.
 * Winner 1, draw ½, loser 0; the update is `k × mov × (result − expected)`, zero-sum.
 */
export function runElo(
  games: readonly EloGame[],
  options: EloOptions,
  start = new Map<string, number>(),
): Map<string, number> {
  const initial = options.initialRating ?? 1500;
  const ratings = new Map(start);
  const lastPlayed = new Map<string, number>();
  const regression = options.seasonRegression;
  const ratingOf = (team: string, at: number | undefined) => {
    const rating = ratings.get(team) ?? initial;
    const last = lastPlayed.get(team);
    if (at !== undefined) lastPlayed.set(team, at);
    if (!regression || at === undefined || last === undefined) return rating;
    return at - last > regression.gapDays * 86_400_000
      ? initial + (rating - initial) * (1 - regression.fraction)
      : rating;
  };
  for (const game of games) {
    const at = game.date?.getTime();
    const home = ratingOf(game.home, at);
    const away = ratingOf(game.away, at);
    const expected = eloExpected(home, away, options.homeAdvantage);
    const margin = game.homeScore - game.awayScore;
    const result = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    const winnerEdge = (margin > 0 ? 1 : -1) * (home + options.homeAdvantage - away);
    const multiplier = options.useMarginOfVictory ? movMultiplier(margin, winnerEdge) : 1;
    const change = options.k * multiplier * (result - expected);
    ratings.set(game.home, home + change);
    ratings.set(game.away, away - change);
  }
  return ratings;
}

/**
 * Splits an Elo expected score E (a draw counted as half a win) into home / draw / away with
 * Davidson's (1970) tie model, `P(draw) = ν √(P(home) P(away))`, which keeps `P(home) + P(draw)/2 = E`.
 * ν comes from the league's draw rate at even strength: `ν = 2d / (1 − d)`.
 *
 * @example eloWithDraws(0.5, 0.26) // { home: 0.37, draw: 0.26, away: 0.37 }
 */
export function eloWithDraws(
  expected: number,
  evenDrawRate: number,
): { home: number; draw: number; away: number } {
  if (!(expected > 0 && expected < 1))
    throw new DomainError('INVALID_PROBABILITY', `Invalid expected score ${expected}`);
  if (!(evenDrawRate >= 0 && evenDrawRate < 1))
    throw new DomainError('INVALID_PROBABILITY', `Invalid draw rate ${evenDrawRate}`);
  const nu = (2 * evenDrawRate) / (1 - evenDrawRate);
  const a = 4 - nu * nu;
  const s = (-2 * nu + Math.sqrt(4 * nu * nu + 16 * a * expected * (1 - expected))) / (2 * a);
  const draw = nu * s;
  return { home: expected - draw / 2, draw, away: 1 - expected - draw / 2 };
}

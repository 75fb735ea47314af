import type { Sport } from '@arcade/contracts';

/** One matchweek of a competition played in fixed weeks: its ISO week and its games by day of the week. */
export interface DemoRound {
  isoWeek: number;
  gamesByDay: Readonly<Partial<Record<number, number>>>;
}

export interface DemoLeague {
  sport: Sport;
  league: string;
  teams: readonly string[];
  /** Kick-off hours (UTC) a match may start at. */
  kickoffHoursUtc: readonly number[];
  /** Days of the week (0 = Sunday) with games. */
  matchDays: readonly number[];
  /** Games a match day; the rest of the league rests. */
  gamesPerDay: number;
  /** Games by day of the week where a round is spread unevenly (a Friday game, a Saturday block). */
  gamesByDay?: Readonly<Partial<Record<number, number>>>;
  /** How long a game lasts, from start to final score. */
  durationMinutes: number;
  /**
   * Season start (month 0-based, day of the month, the 1st when absent) and length in days; between
   * seasons there are no games.
   */
  season: { startMonth: number; startDay?: number; days: number };
  /**
   * Teams are listed strongest first: the hidden strengths follow that order, with noise, so the
   * table looks like the real one (otherwise every strength is drawn at random).
   */
  isRankedByStrength?: boolean;
  /**
   * A competition played in fixed weeks (the Champions League): games only in these ISO weeks, on
   * these days, and each team at most once a week. Without it, every match day of the season plays.
   */
  rounds?: readonly DemoRound[];
  /**
   * How long before the start the books price a game (72 h when absent). A weekly league needs more
   * than its week, or its next round has no prices for most of the week.
   */
  pricesOpenHours?: number;
}

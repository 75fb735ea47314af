import type { InjuryStatus, PlayerSeason } from '@arcade/core';
import { normalFor, streamFor } from './demo-random';
import season2024 from './nba-2024-25/players.json';

/** One player as the committed file has him: real 2024-25 per-game averages (Basketball-Reference). */
interface SeasonPlayer {
  name: string;
  pos: string;
  g: number;
  mp: number;
  pts: number;
  trb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  fgPct: number | null;
  fg3Pct: number | null;
  ftPct: number | null;
}

interface SeasonTeam {
  name: string;
  abbr: string;
  wins: number;
  losses: number;
  /** Points scored minus allowed per game over the season. */
  avgMargin: number;
  players: SeasonPlayer[];
}

const FILE: { season: string; teams: SeasonTeam[] } = season2024;

/** The public season the demo's NBA players and their per-game figures come from. */
export const DEMO_NBA_STATS_SEASON = FILE.season;

const TEAMS = new Map(FILE.teams.map((team) => [team.name, team]));
const GAMES_IN_SEASON = 82;
const DAY_MS = 86_400_000;
/** The injury report's weeks start on Mondays (1970-01-05 was one). */
const FIRST_MONDAY = Date.UTC(1970, 0, 5);

/**
 * The day-to-day tags of a player who has not missed the week: the chance of each, drawn daily. A
 * tagged player still plays most nights (core's AVAILABILITY), so they cost little on average.
 */
const DAILY_TAGS: [InjuryStatus, number][] = [
  ['Doubtful', 0.01],
  ['Questionable', 0.04],
  ['Day-To-Day', 0.03],
  ['Probable', 0.04],
];

interface DemoPlayer extends PlayerSeason {
  playerName: string;
  gamesPlayed: number;
  fgPct: number | null;
  fg3Pct: number | null;
  ftPct: number | null;
}

/**
 * A player's injury status on `day`, deterministic for the seed. He misses whole weeks (injuries last)
 * as often as he missed games in the real season — a player with 41 of 82 games is out half the
 * weeks — and on the other days may carry a day-to-day tag.
 */
function statusOn(seed: number, team: string, player: SeasonPlayer, day: Date): InjuryStatus | null {
  const missedShare = Math.min(0.95, Math.max(0, 1 - player.g / GAMES_IN_SEASON));
  const week = Math.floor((day.getTime() - FIRST_MONDAY) / (7 * DAY_MS));
  if (streamFor(seed, 'injury-week', team, player.name, week)() < missedShare) return 'Out';
  const roll = streamFor(seed, 'injury', team, player.name, day.toISOString().slice(0, 10))();
  let cumulative = 0;
  return (
    DAILY_TAGS.find(([, share]) => {
      cumulative += share;
      return roll < cumulative;
    })?.[0] ?? null
  );
}

/**
 * A team's players as the committed file has them (real 2024-25 per-game averages, most minutes first),
 * all available: the season's figures without a day's injury report. An unknown team has none.
 */
export function seasonRosterOf(team: string): DemoPlayer[] {
  const players = TEAMS.get(team)?.players ?? [];
  return players.map((player, i) => ({
    playerId: `${team}-${i + 1}`,
    playerName: player.name,
    gamesPlayed: player.g,
    minutesPerGame: player.mp,
    pointsPerGame: player.pts,
    reboundsPerGame: player.trb,
    assistsPerGame: player.ast,
    stealsPerGame: player.stl,
    blocksPerGame: player.blk,
    turnoversPerGame: player.tov,
    fgPct: player.fgPct,
    fg3Pct: player.fg3Pct,
    ftPct: player.ftPct,
    injuryStatus: null,
  }));
}

/**
 * A team's roster as an NBA stats source reports it on `day`: its season roster with the demo's injury
 * report of the day. An unknown team has no roster.
 */
export function rosterOf(seed: number, team: string, day: Date): DemoPlayer[] {
  const players = TEAMS.get(team)?.players ?? [];
  return seasonRosterOf(team).map((player, i) => ({
    ...player,
    injuryStatus: statusOn(seed, team, players[i] as SeasonPlayer, day),
  }));
}

/** How much of a demo NBA team's hidden strength its real season explains; the seed draws the rest. */
const REAL_SHARE = 0.9;

const margins = FILE.teams.map((team) => team.avgMargin);
const meanMargin = margins.reduce((sum, margin) => sum + margin, 0) / margins.length;
const sdMargin = Math.sqrt(
  margins.reduce((sum, margin) => sum + (margin - meanMargin) ** 2, 0) / margins.length,
);

/**
 * A demo NBA team's hidden strength (standard normal, like every demo team's): mostly its real
 * 2024-25 point differential, standardised, so the standings its games produce agree with the real
 * rosters the DanyScore model reads; the seed adds the rest. Undefined for a team the file lacks.
 */
export function nbaStrength(seed: number, team: string): number | undefined {
  const season = TEAMS.get(team);
  if (!season) return undefined;
  const real = (season.avgMargin - meanMargin) / sdMargin;
  return REAL_SHARE * real + Math.sqrt(1 - REAL_SHARE ** 2) * normalFor(seed, 'strength', 'NBA', team);
}

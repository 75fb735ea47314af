import { DomainError } from '../errors';

export type InjuryStatus = 'Out' | 'Doubtful' | 'Questionable' | 'Day-To-Day' | 'Probable';

export interface PlayerSeason {
  playerId: string | number;
  /** Games he played this season: with his minutes per game, the minutes he carried for the team. */
  gamesPlayed: number;
  minutesPerGame: number;
  pointsPerGame: number;
  reboundsPerGame: number;
  assistsPerGame: number;
  stealsPerGame: number;
  blocksPerGame: number;
  turnoversPerGame: number;
  injuryStatus?: InjuryStatus | null;
}

/** Chance a player with this status plays, as books and beat writers read the labels. */
export const AVAILABILITY: Record<InjuryStatus, number> = {
  Out: 0,
  Doubtful: 0.25,
  Questionable: 0.5,
  'Day-To-Day': 0.7,
  Probable: 0.9,
};

/** Players counted: the rotation, by minutes. */
export const ROTATION_SIZE = 10;

/**
 * A player's per-game value: a box-score composite in points (Hollinger's Game Score reduced to the
 * season averages balldontlie gives): `pts + 0.5 reb + 0.7 ast + stl + 0.7 blk − tov`.
 *
 * @example playerValue({ pointsPerGame: 25, reboundsPerGame: 8, assistsPerGame: 6, stealsPerGame: 1, blocksPerGame: 1, turnoversPerGame: 3, … }) // 31.9
 */
export function playerValue(player: PlayerSeason): number {
  return (
    player.pointsPerGame +
    0.5 * player.reboundsPerGame +
    0.7 * player.assistsPerGame +
    player.stealsPerGame +
    0.7 * player.blocksPerGame -
    player.turnoversPerGame
  );
}

export interface TeamValue {
  /** Σ value × minutes/48 over the rotation: the healthy team's strength ("Team Value"). */
  teamValue: number;
  /** Points per game of the rotation players expected to play ("Active Points"). */
  activePoints: number;
  /** Share of the rotation's minute-weighted value expected to play, in [0, 1] ("Health Factor"). */
  healthFactor: number;
  rosterSize: number;
  /** Team Value × Health Factor. */
  gameValue: number;
}

/**
 * DanyScore NBA: team value from player season stats and a health factor from injury statuses.
 *
 * @example nbaTeamValue(roster).gameValue // teamValue × healthFactor
 */
export function nbaTeamValue(roster: readonly PlayerSeason[]): TeamValue {
  if (roster.length === 0) throw new DomainError('INVALID_ARGUMENT', 'A roster needs at least one player');
  const rotation = [...roster].sort((a, b) => b.minutesPerGame - a.minutesPerGame).slice(0, ROTATION_SIZE);
  let full = 0;
  let available = 0;
  let activePoints = 0;
  for (const player of rotation) {
    const weight = Math.max(0, playerValue(player)) * (player.minutesPerGame / 48);
    const chance = player.injuryStatus ? AVAILABILITY[player.injuryStatus] : 1;
    full += weight;
    available += weight * chance;
    activePoints += player.pointsPerGame * chance;
  }
  const healthFactor = full > 0 ? available / full : 0;
  return {
    teamValue: full,
    activePoints,
    healthFactor,
    rosterSize: roster.length,
    gameValue: full * healthFactor,
  };
}

/**
 * The per-48 value a team gets, on average, from the minutes an absent player leaves: replacement level,
 * the median per-48 value of the 9th to 12th men by season minutes over the 30 teams of 2024-25.
 */
export const REPLACEMENT_VALUE_PER_48 = 26;

/**
 * Points of expected margin per point of strength between two teams: the least-squares slope of the
 * 2024-25 teams' point differential on their strength (r = 0.77 over 30 teams).
 */
export const POINTS_PER_STRENGTH = 2.9;

/** A player's season minutes: the weight of his game in his team's. */
const seasonMinutes = (player: PlayerSeason) => player.minutesPerGame * player.gamesPlayed;

function checkPlayer(player: PlayerSeason): void {
  for (const [name, value] of [
    ['minutesPerGame', player.minutesPerGame],
    ['gamesPlayed', player.gamesPlayed],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new DomainError('INVALID_ARGUMENT', `${name} must be a number ≥ 0 (player ${player.playerId})`);
  }
}

/**
 * A team's strength for one game, in box-score value per 48 minutes: over the rotation (the ten players
 * with the most season minutes), each player's value per 48 weighted by his season minutes, the share
 * he is not expected to play (his injury status) filled at replacement level. A healthy team's strength
 * is its season quality; a star out costs his edge over replacement times his share of the minutes.
 *
 * @example nbaStrength(roster) // ≈ 30 for an average team, 32–33 for the best of 2024-25
 */
export function nbaStrength(roster: readonly PlayerSeason[]): number {
  for (const player of roster) checkPlayer(player);
  const rotation = roster
    .filter((player) => seasonMinutes(player) > 0)
    .sort((a, b) => seasonMinutes(b) - seasonMinutes(a))
    .slice(0, ROTATION_SIZE);
  if (rotation.length === 0)
    throw new DomainError('INVALID_ARGUMENT', 'A roster needs at least one player with minutes played');
  let minutes = 0;
  let value = 0;
  for (const player of rotation) {
    const weight = seasonMinutes(player);
    const perFortyEight = (playerValue(player) / player.minutesPerGame) * 48;
    const chance = player.injuryStatus ? AVAILABILITY[player.injuryStatus] : 1;
    minutes += weight;
    value += weight * (chance * perFortyEight + (1 - chance) * REPLACEMENT_VALUE_PER_48);
  }
  return value / minutes;
}

/**
 * The expected home margin, in points, of a game between two rosters: their strength gap in points
 * plus the home court.
 *
 * @example nbaExpectedMargin(same, same, 2.5) // 2.5
 */
export function nbaExpectedMargin(
  home: readonly PlayerSeason[],
  away: readonly PlayerSeason[],
  homeCourt: number,
): number {
  return POINTS_PER_STRENGTH * (nbaStrength(home) - nbaStrength(away)) + homeCourt;
}

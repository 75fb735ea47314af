import { DomainError } from '../errors';

export type InjuryStatus = 'Out' | 'Doubtful' | 'Questionable' | 'Day-To-Day' | 'Probable';

export interface PlayerSeason {
  playerId: string | number;
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

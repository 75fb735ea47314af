import type { InjuryStatus, PlayerSeason } from '@arcade/core';
import type { NbaPlayerSeasonStatsRow } from '../../db/schema/index';

/** One team's line of a season's standings, as a source gives it. */
export interface NbaStandingInput {
  teamId: number;
  teamName: string;
  teamAbbr: string;
  conference: 'East' | 'West';
  division: string;
  wins: number;
  losses: number;
  conferenceRank: number | null;
  divisionRank: number | null;
}

/** One player's season averages and today's injury status. */
export interface NbaPlayerInput {
  playerId: number;
  playerName: string;
  teamId: number;
  gamesPlayed: number;
  minutesPerGame: number;
  pointsPerGame: number;
  reboundsPerGame: number;
  assistsPerGame: number;
  stealsPerGame: number;
  blocksPerGame: number;
  turnoversPerGame: number;
  fgPct: number | null;
  fg3Pct: number | null;
  ftPct: number | null;
  injuryStatus: InjuryStatus | null;
}

/** What a refresh brings: a part left undefined was not fetched (still fresh) and stays as stored. */
export interface NbaSeasonData {
  standings: NbaStandingInput[] | undefined;
  players: NbaPlayerInput[] | undefined;
}

export const winPctOf = (wins: number, losses: number) => (wins + losses === 0 ? 0 : wins / (wins + losses));

/** Best first: win percentage, then wins, then fewer losses; the name settles the rest so the order is stable. */
export function compareStandings(
  a: { wins: number; losses: number; teamName: string },
  b: { wins: number; losses: number; teamName: string },
): number {
  return (
    winPctOf(b.wins, b.losses) - winPctOf(a.wins, a.losses) ||
    b.wins - a.wins ||
    a.losses - b.losses ||
    a.teamName.localeCompare(b.teamName)
  );
}

/**
 * Conference and division ranks by record (win %, then wins). The league's tie-breakers (head to
 * head, division record, …) need every game and are not applied: tied teams rank by name.
 */
export function rankStandings<T extends Omit<NbaStandingInput, 'conferenceRank' | 'divisionRank'>>(
  rows: readonly T[],
): (T & { conferenceRank: number; divisionRank: number })[] {
  const sorted = [...rows].sort(compareStandings);
  const seen = new Map<string, number>();
  const next = (key: string) => {
    const rank = (seen.get(key) ?? 0) + 1;
    seen.set(key, rank);
    return rank;
  };
  return sorted.map((row) => ({
    ...row,
    conferenceRank: next(`c:${row.conference}`),
    divisionRank: next(`d:${row.division}`),
  }));
}

const STATUSES: readonly InjuryStatus[] = ['Out', 'Doubtful', 'Questionable', 'Day-To-Day', 'Probable'];

/** balldontlie's injury status text as one of the five the Health Factor knows; unknown text counts as none. */
export function injuryStatusOf(text: string): InjuryStatus | null {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, '-');
  return (
    STATUSES.find((status) => status.toLowerCase() === normalized) ??
    (normalized.startsWith('out') ? 'Out' : null)
  );
}

/** A stored player row as core's DanyScore model reads it. */
export function playerSeasonOf(row: NbaPlayerSeasonStatsRow): PlayerSeason {
  return {
    playerId: row.playerId,
    gamesPlayed: row.gamesPlayed,
    minutesPerGame: row.minutesPerGame ?? 0,
    pointsPerGame: row.pointsPerGame ?? 0,
    reboundsPerGame: row.reboundsPerGame ?? 0,
    assistsPerGame: row.assistsPerGame ?? 0,
    stealsPerGame: row.stealsPerGame ?? 0,
    blocksPerGame: row.blocksPerGame ?? 0,
    turnoversPerGame: row.turnoversPerGame ?? 0,
    injuryStatus: row.injuryStatus ? injuryStatusOf(row.injuryStatus) : null,
  };
}

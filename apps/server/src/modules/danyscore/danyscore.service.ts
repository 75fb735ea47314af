import { nbaTeamValue, playerValue } from '@arcade/core';
import type { NbaSource, NbaStanding, NbaStandingsResponse, NbaTeamResponse } from '@arcade/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { NbaPlayerSeasonStatsRow, NbaTeamStandingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { DEMO_NBA_STATS_SEASON } from '../../demo/demo-rosters';
import { BalldontlieError, createBalldontlieClient } from './balldontlie/client';
import {
  seasonPlayers,
  seasonStandings,
  seasonUpdatedAt,
  teamStanding,
  writeSeason,
} from './danyscore.repository';
import { compareStandings, type NbaSeasonData, playerSeasonOf } from './nba-season-data';
import { nbaSeasonOf } from './nba-teams';
import { balldontlieSeasonData } from './sources/balldontlie-source';
import { demoSeasonData, demoSeasonSpan } from './sources/demo-source';

/** Standings are re-fetched from balldontlie at most every 5 minutes, rosters and injuries every hour. */
const STANDINGS_FRESH_MS = 5 * 60_000;
const PLAYERS_FRESH_MS = 60 * 60_000;

type NbaConfig = Pick<AppConfig, 'balldontlie' | 'demoSeed'>;

export const sourceOf = (config: NbaConfig): NbaSource => (config.balldontlie ? 'balldontlie' : 'demo');

/** The season under way at `now`, named by the year it starts (2024 is 2024-25). */
export const currentNbaSeason = (now: Date) => nbaSeasonOf(now);

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Team Value, Active Points, Health Factor and Game Value of a roster (null numbers without players). */
function teamNumbers(rows: readonly NbaPlayerSeasonStatsRow[]) {
  if (rows.length === 0) {
    return { tvContinuous: null, activePoints: null, healthFactor: null, gameValue: null, rosterSize: 0 };
  }
  const value = nbaTeamValue(rows.map(playerSeasonOf));
  return {
    tvContinuous: round(value.teamValue),
    activePoints: round(value.activePoints),
    healthFactor: round(value.healthFactor, 4),
    gameValue: round(value.gameValue),
    rosterSize: value.rosterSize,
  };
}

function standingOf(row: NbaTeamStandingRow, danyScore: number | null): NbaStanding {
  return {
    teamId: row.teamId,
    teamName: row.teamName,
    teamAbbr: row.teamAbbr,
    conference: row.conference,
    division: row.division,
    wins: row.wins,
    losses: row.losses,
    winPct: row.winPct,
    conferenceRank: row.conferenceRank,
    divisionRank: row.divisionRank,
    danyScore,
  };
}

/** The stored standings of a season, best first (win %, then wins), each with its DanyScore (Game Value). */
export async function standingsView(
  db: Database,
  config: NbaConfig,
  season: number,
): Promise<NbaStandingsResponse> {
  const [rows, players] = await Promise.all([seasonStandings(db, season), seasonPlayers(db, season)]);
  const byTeam = new Map<number | null, NbaPlayerSeasonStatsRow[]>();
  for (const player of players) byTeam.set(player.teamId, [...(byTeam.get(player.teamId) ?? []), player]);
  const standings = [...rows]
    .sort(compareStandings)
    .map((row) => standingOf(row, teamNumbers(byTeam.get(row.teamId) ?? []).gameValue));
  const updated = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.lastUpdated > latest ? row.lastUpdated : latest),
    null,
  );
  return {
    season,
    standings,
    updatedAt: updated?.toISOString() ?? null,
    source: sourceOf(config),
    playerCount: players.length,
    statsSeason: config.balldontlie ? null : DEMO_NBA_STATS_SEASON,
  };
}

/** One team's standing and DanyScore numbers; 404 when the season has no standing for it. */
export async function teamView(db: Database, season: number, teamId: number): Promise<NbaTeamResponse> {
  const row = await teamStanding(db, season, teamId);
  if (!row) {
    throw new AppError('NOT_FOUND', `No DanyScore data for team ${teamId} in season ${season}`, {
      reason: 'nba_team_not_found',
    });
  }
  const players = await seasonPlayers(db, season, teamId);
  const numbers = teamNumbers(players);
  return {
    season,
    team: {
      ...standingOf(row, numbers.gameValue),
      ...numbers,
      players: players
        .map((player) => {
          const input = playerSeasonOf(player);
          return {
            playerId: player.playerId,
            playerName: player.playerName,
            gamesPlayed: player.gamesPlayed,
            minutesPerGame: input.minutesPerGame,
            pointsPerGame: input.pointsPerGame,
            reboundsPerGame: input.reboundsPerGame,
            assistsPerGame: input.assistsPerGame,
            injuryStatus: input.injuryStatus ?? null,
            value: round(playerValue(input)),
          };
        })
        .sort((a, b) => b.minutesPerGame - a.minutesPerGame),
    },
  };
}

function seasonStart(season: number, config: NbaConfig): Date {
  // balldontlie's seasons open in October; the demo's on its own calendar.
  return config.balldontlie ? new Date(Date.UTC(season, 9, 1)) : demoSeasonSpan(season).start;
}

/** What to fetch: everything from the demo; from balldontlie only the parts older than those cache times. */
async function balldontlieRefresh(db: Database, config: NbaConfig, season: number, now: Date) {
  const balldontlie = config.balldontlie;
  if (!balldontlie) throw new Error('balldontlie is not configured');
  const stored = await seasonUpdatedAt(db, season);
  const isStale = (at: Date | null, freshMs: number) =>
    at === null || now.getTime() - at.getTime() >= freshMs;
  const need = {
    standings: isStale(stored.standingsAt, STANDINGS_FRESH_MS),
    players: isStale(stored.playersAt, PLAYERS_FRESH_MS),
  };
  if (!need.standings && !need.players) return undefined;
  try {
    return await balldontlieSeasonData(createBalldontlieClient(balldontlie), season, need);
  } catch (error) {
    if (!(error instanceof BalldontlieError)) throw error;
    throw new AppError(
      error.failure === 'TIMEOUT' ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY',
      `${error.message}; the stored data was kept`,
      { reason: 'nba_provider_error', cause: error, details: { failure: error.failure } },
    );
  }
}

/**
 * A season's standings and player stats, replaced in a transaction of their own (an admin's refresh
 * and the demo market's sync both store through here).
 */
export async function storeSeason(
  db: Database,
  season: number,
  data: NbaSeasonData,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => writeSeason(tx, season, data, now));
}

/** Running refreshes per database and season (one app may serve several databases in tests). */
const inFlightByDb = new WeakMap<Database, Map<string, Promise<NbaStandingsResponse>>>();

/**
 * Refreshes a season from balldontlie (with a key) or the demo market, then answers the standings.
 * A failed fetch writes nothing: what is stored stays. Concurrent refreshes of a season share one run.
 */
export function refreshSeason(
  db: Database,
  config: NbaConfig,
  season: number,
  now: Date,
): Promise<NbaStandingsResponse> {
  const key = `${sourceOf(config)}|${season}`;
  const inFlight = inFlightByDb.get(db) ?? new Map<string, Promise<NbaStandingsResponse>>();
  inFlightByDb.set(db, inFlight);
  const running = inFlight.get(key);
  if (running) return running;
  const run = (async () => {
    if (seasonStart(season, config) > now) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Season ${season} (${season}-${String(season + 1).slice(2)}) has not started yet`,
        {
          reason: 'season_not_started',
        },
      );
    }
    const data: NbaSeasonData | undefined = config.balldontlie
      ? await balldontlieRefresh(db, config, season, now)
      : demoSeasonData(config.demoSeed, season, now);
    if (data) await storeSeason(db, season, data, now);
    return { ...(await standingsView(db, config, season)), cached: data === undefined };
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

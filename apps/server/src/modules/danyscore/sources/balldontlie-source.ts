import type { BalldontlieClient } from '../balldontlie/client';
import { BalldontlieError } from '../balldontlie/client';
import type { BdlSeasonAverage } from '../balldontlie/schemas';
import type { NbaPlayerInput, NbaSeasonData, NbaStandingInput } from '../nba-season-data';
import { injuryStatusOf, rankStandings } from '../nba-season-data';

const isConference = (value: string): value is 'East' | 'West' => value === 'East' || value === 'West';

/** "34:12" → 34.2 minutes; a bare number is minutes already. */
function minutesOf(min: string | number | null | undefined): number {
  if (typeof min === 'number') return min;
  if (!min) return 0;
  const [minutes, seconds] = min.split(':').map(Number);
  const value = (minutes ?? 0) + (seconds ?? 0) / 60;
  return Number.isFinite(value) ? value : 0;
}

/** A shooting percentage as a fraction (some seasons report 45.6 rather than 0.456). */
const fraction = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.min(1, Math.max(0, value > 1 ? value / 100 : value));

const twoDecimals = (value: number | null | undefined) => Math.round((value ?? 0) * 100) / 100;

/**
 * A season from balldontlie: standings (with its ranks), and the active players of the 30 teams with
 * their season averages and, where the key's plan allows it, the injury report. Nothing is written
 * here: any failure of a required call throws before the database is touched.
 */
export async function balldontlieSeasonData(
  client: BalldontlieClient,
  season: number,
  need: { standings: boolean; players: boolean },
): Promise<NbaSeasonData & { injuriesSkipped: boolean }> {
  const teams = (await client.teams()).filter((team) => isConference(team.conference));
  const teamIds = new Set(teams.map((team) => team.id));
  let standings: NbaStandingInput[] | undefined;
  if (need.standings) {
    standings = (await client.standings(season)).flatMap((row) => {
      const conference = row.team.conference;
      if (!teamIds.has(row.team.id) || !isConference(conference)) return [];
      return [
        {
          teamId: row.team.id,
          teamName: row.team.full_name,
          teamAbbr: row.team.abbreviation,
          conference,
          division: row.team.division,
          wins: row.wins,
          losses: row.losses,
          conferenceRank: row.conference_rank ?? null,
          divisionRank: row.division_rank ?? null,
        },
      ];
    });
    if (standings.length === 0) {
      throw new BalldontlieError(
        'MALFORMED_RESPONSE',
        `no standings for season ${season}`,
        '/nba/v1/standings',
      );
    }
    // Ranks are ours when the provider leaves any out.
    if (standings.some((row) => row.conferenceRank === null || row.divisionRank === null)) {
      standings = rankStandings(standings);
    }
  }
  if (!need.players) return { standings, players: undefined, injuriesSkipped: false };

  const roster = (await client.activePlayers()).filter(
    (player) => player.team && teamIds.has(player.team.id),
  );
  const averages = new Map<number, BdlSeasonAverage>();
  for (const average of await client.seasonAverages(
    season,
    roster.map((player) => player.id),
  )) {
    averages.set(average.player_id, average);
  }
  let injuriesSkipped = false;
  const injuries = new Map<number, string>();
  try {
    for (const injury of await client.injuries()) injuries.set(injury.player.id, injury.status);
  } catch (error) {
    // Injuries need a paid plan: without them every player counts as available.
    if (!(error instanceof BalldontlieError) || !['UNAUTHORIZED', 'NOT_ON_PLAN'].includes(error.failure))
      throw error;
    injuriesSkipped = true;
  }
  const players: NbaPlayerInput[] = roster.flatMap((player) => {
    const average = averages.get(player.id);
    if (!average || average.games_played === 0 || !player.team) return [];
    const status = injuries.get(player.id);
    return [
      {
        playerId: player.id,
        playerName: `${player.first_name} ${player.last_name}`.trim(),
        teamId: player.team.id,
        gamesPlayed: average.games_played,
        minutesPerGame: twoDecimals(minutesOf(average.min)),
        pointsPerGame: twoDecimals(average.pts),
        reboundsPerGame: twoDecimals(average.reb),
        assistsPerGame: twoDecimals(average.ast),
        stealsPerGame: twoDecimals(average.stl),
        blocksPerGame: twoDecimals(average.blk),
        turnoversPerGame: twoDecimals(average.turnover),
        fgPct: fraction(average.fg_pct),
        fg3Pct: fraction(average.fg3_pct),
        ftPct: fraction(average.ft_pct),
        injuryStatus: status === undefined ? null : injuryStatusOf(status),
      },
    ];
  });
  if (players.length === 0) {
    throw new BalldontlieError(
      'MALFORMED_RESPONSE',
      `no season averages for season ${season}`,
      '/nba/v1/season_averages',
    );
  }
  return { standings, players, injuriesSkipped };
}

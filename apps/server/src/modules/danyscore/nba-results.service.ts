import type { Tx } from '../../db/client';
import { nbaEventsAmong, upsertNbaGameResults } from './nba-results.repository';
import { nbaSeasonOf, nbaTeamByName } from './nba-teams';

const EPOCH = Date.UTC(2000, 0, 1);
const easternDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/**
 * A stable id for a game that did not come from balldontlie: negative, so it can never collide with
 * balldontlie's positive ids, and unique because a team plays at most once a day.
 */
export function syntheticGameId(gameDate: string, homeId: number, awayId: number): number {
  const days = Math.round((Date.parse(`${gameDate}T00:00:00Z`) - EPOCH) / 86_400_000);
  return -(days * 1000 + homeId * 31 + awayId);
}

const statusText = (status: string, start: Date) =>
  status === 'finished' ? 'Final' : status === 'live' ? 'In Progress' : start.toISOString();

/**
 * Mirrors the NBA events among `eventIds` into nba_game_results (date in US Eastern time, as the
 * league and balldontlie date games). Teams it cannot name are left out and counted, not invented.
 */
export async function recordNbaResults(
  tx: Tx,
  eventIds: readonly string[],
): Promise<{ written: number; unknownTeams: number }> {
  if (eventIds.length === 0) return { written: 0, unknownTeams: 0 };
  const games = await nbaEventsAmong(tx, eventIds);
  let unknownTeams = 0;
  const rows = games.flatMap((game) => {
    const home = nbaTeamByName(game.homeTeam);
    const away = nbaTeamByName(game.awayTeam);
    if (!home || !away) {
      unknownTeams++;
      return [];
    }
    const gameDate = easternDate.format(game.startTime);
    return [
      {
        gameId: syntheticGameId(gameDate, home.id, away.id),
        season: nbaSeasonOf(game.startTime),
        gameDate,
        homeTeamId: home.id,
        homeTeamName: home.name,
        homeTeamScore: game.homeScore,
        awayTeamId: away.id,
        awayTeamName: away.name,
        awayTeamScore: game.awayScore,
        status: statusText(game.status, game.startTime),
      },
    ];
  });
  if (rows.length > 0) await upsertNbaGameResults(tx, rows);
  return { written: rows.length, unknownTeams };
}

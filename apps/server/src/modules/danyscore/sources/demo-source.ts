import { DEMO_LEAGUES } from '../../../demo/demo-leagues';
import { rosterOf } from '../../../demo/demo-rosters';
import { finalScore, fixturesBetween } from '../../../demo/demo-world';
import {
  type NbaPlayerInput,
  type NbaSeasonData,
  type NbaStandingInput,
  rankStandings,
} from '../nba-season-data';
import { nbaSeasonOf, nbaTeamByName } from '../nba-teams';

const DAY_MS = 86_400_000;

function demoNbaLeague() {
  const league = DEMO_LEAGUES.find((candidate) => candidate.sport === 'nba');
  if (!league) throw new Error('the demo market has no NBA league');
  return league;
}

/** The demo NBA season that starts in `season`'s autumn: its first day and the day after its last. */
export function demoSeasonSpan(season: number): { start: Date; end: Date } {
  const { startMonth, days } = demoNbaLeague().season;
  const start = new Date(Date.UTC(season, startMonth, 1));
  return { start, end: new Date(start.getTime() + days * DAY_MS) };
}

/**
 * The demo market's season as balldontlie would report it: standings from the season's finished games
 * up to `now`, and each team's roster — real players with their real 2024-25 averages — with the
 * injury report of `now` (of the season's last day once it is over). Player ids are negative, so they
 * never meet balldontlie's.
 */
export function demoSeasonData(seed: number, season: number, now: Date): NbaSeasonData {
  const league = demoNbaLeague();
  const { start, end } = demoSeasonSpan(season);
  const until = new Date(Math.min(now.getTime(), end.getTime()));
  const records = new Map<string, { wins: number; losses: number }>(
    league.teams.map((team) => [team, { wins: 0, losses: 0 }]),
  );
  for (const fixture of fixturesBetween(seed, start, until, ['nba'])) {
    const score = finalScore(seed, fixture, now);
    if (!score || score.home === score.away) continue;
    const [winner, loser] =
      score.home > score.away ? [fixture.homeTeam, fixture.awayTeam] : [fixture.awayTeam, fixture.homeTeam];
    const winnerRecord = records.get(winner);
    const loserRecord = records.get(loser);
    if (winnerRecord) winnerRecord.wins++;
    if (loserRecord) loserRecord.losses++;
  }
  const rows: Omit<NbaStandingInput, 'conferenceRank' | 'divisionRank'>[] = [];
  const players: NbaPlayerInput[] = [];
  const rosterDay = new Date(Math.min(now.getTime(), end.getTime() - DAY_MS));
  for (const [name, record] of records) {
    const team = nbaTeamByName(name);
    if (!team) continue;
    rows.push({
      teamId: team.id,
      teamName: team.name,
      teamAbbr: team.abbreviation,
      conference: team.conference,
      division: team.division,
      ...record,
    });
    for (const [index, player] of rosterOf(seed, name, rosterDay).entries()) {
      players.push({
        playerId: -(team.id * 100 + index + 1),
        playerName: player.playerName,
        teamId: team.id,
        gamesPlayed: player.gamesPlayed,
        minutesPerGame: player.minutesPerGame,
        pointsPerGame: player.pointsPerGame,
        reboundsPerGame: player.reboundsPerGame,
        assistsPerGame: player.assistsPerGame,
        stealsPerGame: player.stealsPerGame,
        blocksPerGame: player.blocksPerGame,
        turnoversPerGame: player.turnoversPerGame,
        fgPct: player.fgPct,
        fg3Pct: player.fg3Pct,
        ftPct: player.ftPct,
        injuryStatus: player.injuryStatus ?? null,
      });
    }
  }
  return { standings: rankStandings(rows), players };
}

/** The demo season under way at `now`; between seasons, the one that ended last. */
export function demoSeasonAt(seed: number, now: Date): { season: number; data: NbaSeasonData } {
  const season = nbaSeasonOf(now);
  const current = demoSeasonSpan(season).start <= now ? season : season - 1;
  return { season: current, data: demoSeasonData(seed, current, now) };
}

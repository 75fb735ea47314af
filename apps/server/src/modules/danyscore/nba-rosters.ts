import type { MatchContext } from '@arcade/core';
import type { Database } from '../../db/client';
import { seasonPlayers } from './danyscore.repository';
import { playerSeasonOf } from './nba-season-data';
import { nbaSeasonOf, nbaTeamByName } from './nba-teams';

type Rosters = NonNullable<MatchContext['rosters']>;
type RosterBook = Map<number, Rosters['home']>;

/** The season's stored rosters (player season stats with injury status) by balldontlie team id. */
async function rosterBook(db: Database, season: number): Promise<RosterBook> {
  const book: RosterBook = new Map();
  for (const row of await seasonPlayers(db, season)) {
    if (row.teamId === null) continue;
    book.set(row.teamId, [...(book.get(row.teamId) ?? []), playerSeasonOf(row)]);
  }
  return book;
}

/**
 * The two rosters of an NBA event for the danyscore-nba strategy, from the season the game belongs
 * to; undefined (the strategy abstains) when either team has no stored players. `cache` keeps one
 * read per season for a whole generation.
 */
export async function nbaRostersFor(
  db: Database,
  cache: Map<number, Promise<RosterBook>>,
  event: { sport: string; homeTeam: string; awayTeam: string; startTime: Date },
): Promise<Rosters | undefined> {
  if (event.sport !== 'nba') return undefined;
  const season = nbaSeasonOf(event.startTime);
  let book = cache.get(season);
  if (!book) {
    book = rosterBook(db, season);
    cache.set(season, book);
  }
  const players = await book;
  const home = players.get(nbaTeamByName(event.homeTeam)?.id ?? -1);
  const away = players.get(nbaTeamByName(event.awayTeam)?.id ?? -1);
  return home && away ? { home, away } : undefined;
}

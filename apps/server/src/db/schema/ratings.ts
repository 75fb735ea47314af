import { check, date, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, probability, timestamptz } from './columns';
import { oneOf, SPORTS, type Sport } from './enums';

// Per-game averages such as 27.35 points or 34.50 minutes.
const perGame = () => numeric({ precision: 6, scale: 2, mode: 'number' });

// One upload per sport: a new upload replaces the previous one.
export const masseyRatings = pgTable(
  'massey_ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    sport: text().$type<Sport>().notNull().unique('massey_ratings_sport_unique'),
    csvContent: text().notNull(),
    teamCount: integer().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('massey_ratings_sport_check', oneOf(t.sport, SPORTS))],
);

// Ids are balldontlie's integer ids; the demo market mints its own in the same shape.
export const nbaTeamStandings = pgTable(
  'nba_team_standings',
  {
    id: uuid().primaryKey().defaultRandom(),
    season: integer().notNull(),
    teamId: integer().notNull(),
    teamName: text().notNull(),
    teamAbbr: text().notNull(),
    conference: text().$type<'East' | 'West'>().notNull(),
    division: text().notNull(),
    wins: integer().notNull().default(0),
    losses: integer().notNull().default(0),
    winPct: probability().notNull().default(0),
    conferenceRank: integer(),
    divisionRank: integer(),
    lastUpdated: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('nba_team_standings_season_team_id_unique').on(t.season, t.teamId),
    check('nba_team_standings_conference_check', oneOf(t.conference, ['East', 'West'])),
  ],
);

export const nbaPlayerSeasonStats = pgTable(
  'nba_player_season_stats',
  {
    id: uuid().primaryKey().defaultRandom(),
    season: integer().notNull(),
    playerId: integer().notNull(),
    playerName: text().notNull(),
    teamId: integer(),
    gamesPlayed: integer().notNull().default(0),
    minutesPerGame: perGame(),
    pointsPerGame: perGame(),
    reboundsPerGame: perGame(),
    assistsPerGame: perGame(),
    stealsPerGame: perGame(),
    blocksPerGame: perGame(),
    turnoversPerGame: perGame(),
    fgPct: probability(),
    fg3Pct: probability(),
    ftPct: probability(),
    // balldontlie injury status (Out, Doubtful, Questionable, Day-To-Day, Probable); feeds the Health Factor.
    injuryStatus: text(),
    lastUpdated: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('nba_player_season_stats_season_player_id_unique').on(t.season, t.playerId),
    index('nba_player_season_stats_season_team_id_idx').on(t.season, t.teamId),
  ],
);

export const nbaGameResults = pgTable(
  'nba_game_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    gameId: integer().notNull().unique('nba_game_results_game_id_unique'),
    season: integer().notNull(),
    gameDate: date({ mode: 'string' }).notNull(),
    homeTeamId: integer().notNull(),
    homeTeamName: text().notNull(),
    homeTeamScore: integer(),
    awayTeamId: integer().notNull(),
    awayTeamName: text().notNull(),
    awayTeamScore: integer(),
    // balldontlie's free text: 'Final', '1st Qtr', or a start time before tip-off.
    status: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('nba_game_results_season_game_date_idx').on(t.season, t.gameDate)],
);

export type MasseyRatingRow = typeof masseyRatings.$inferSelect;
export type NewMasseyRatingRow = typeof masseyRatings.$inferInsert;
export type NbaTeamStandingRow = typeof nbaTeamStandings.$inferSelect;
export type NewNbaTeamStandingRow = typeof nbaTeamStandings.$inferInsert;
export type NbaPlayerSeasonStatsRow = typeof nbaPlayerSeasonStats.$inferSelect;
export type NewNbaPlayerSeasonStatsRow = typeof nbaPlayerSeasonStats.$inferInsert;
export type NbaGameResultRow = typeof nbaGameResults.$inferSelect;
export type NewNbaGameResultRow = typeof nbaGameResults.$inferInsert;

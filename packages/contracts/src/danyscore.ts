import { z } from 'zod';

// DanyScore NBA: the NBA standings view and the danyscore-nba strategy's data.

const isoDate = z.iso.datetime({ offset: true });

/** Seasons are named by the year they start (2024 is 2024-25), as balldontlie names them. */
export const NbaSeasonSchema = z.coerce.number().int().min(1979).max(2100);

/** `?season=`; without it the server answers the season under way (by its clock). */
export const NbaSeasonQuerySchema = z.object({ season: NbaSeasonSchema.optional() });
export type NbaSeasonQuery = z.infer<typeof NbaSeasonQuerySchema>;

export const NbaTeamParamsSchema = z.object({ teamId: z.coerce.number().int().min(1).max(100_000) });

export const NbaConferenceSchema = z.enum(['East', 'West']);
export type NbaConference = z.infer<typeof NbaConferenceSchema>;

/** Where the stored standings came from: balldontlie with BALLDONTLIE_API_KEY, the demo market otherwise. */
export const NbaSourceSchema = z.enum(['balldontlie', 'demo']);
export type NbaSource = z.infer<typeof NbaSourceSchema>;

/** One row of the standings table. `danyScore` is the team's Game Value (null without player stats). */
export const NbaStandingSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  teamAbbr: z.string(),
  conference: NbaConferenceSchema,
  division: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  winPct: z.number(),
  conferenceRank: z.number().int().nullable(),
  divisionRank: z.number().int().nullable(),
  danyScore: z.number().nullable(),
});
export type NbaStanding = z.infer<typeof NbaStandingSchema>;

/** GET /api/danyscore-nba/standings and POST …/standings/refresh: sorted by winPct, then wins. */
export const NbaStandingsResponseSchema = z.object({
  season: z.number().int(),
  standings: z.array(NbaStandingSchema),
  /** When the stored standings were last refreshed; null when nothing is stored for the season. */
  updatedAt: isoDate.nullable(),
  source: NbaSourceSchema,
  /** Player season rows stored for the season (the rosters the DanyScore model reads). */
  playerCount: z.number().int(),
  /**
   * The real season the players and their per-game figures are from when it is not the one shown:
   * the demo market's rosters are real players of a past season ('2024-25'); null for balldontlie.
   */
  statsSeason: z.string().nullable(),
  /** Refresh only: true when balldontlie was not called because the stored data is fresh. */
  cached: z.boolean().optional(),
});
export type NbaStandingsResponse = z.infer<typeof NbaStandingsResponseSchema>;

export const NbaInjuryStatusSchema = z.enum(['Out', 'Doubtful', 'Questionable', 'Day-To-Day', 'Probable']);

export const NbaPlayerSchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  gamesPlayed: z.number().int(),
  minutesPerGame: z.number(),
  pointsPerGame: z.number(),
  reboundsPerGame: z.number(),
  assistsPerGame: z.number(),
  injuryStatus: NbaInjuryStatusSchema.nullable(),
  /** The player's per-game value (core's playerValue). */
  value: z.number(),
});
export type NbaPlayer = z.infer<typeof NbaPlayerSchema>;

/** GET /api/danyscore-nba/team/:teamId: the standing and the DanyScore numbers (null without player stats). */
export const NbaTeamDetailSchema = NbaStandingSchema.extend({
  /** Team Value. */
  tvContinuous: z.number().nullable(),
  activePoints: z.number().nullable(),
  /** In [0, 1]; shown as a percent. */
  healthFactor: z.number().nullable(),
  rosterSize: z.number().int(),
  /** Team Value × Health Factor. */
  gameValue: z.number().nullable(),
  players: z.array(NbaPlayerSchema),
});
export type NbaTeamDetail = z.infer<typeof NbaTeamDetailSchema>;

export const NbaTeamResponseSchema = z.object({ season: z.number().int(), team: NbaTeamDetailSchema });
export type NbaTeamResponse = z.infer<typeof NbaTeamResponseSchema>;

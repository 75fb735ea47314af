import { z } from 'zod';

// balldontlie's NBA v1 shapes (providers.md "balldontlie"): only the fields DanyScore reads.

/** A cursor page: `meta.next_cursor` is absent or null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z
      .object({ next_cursor: z.number().int().nullish(), per_page: z.number().int().optional() })
      .optional(),
  });

export const TeamSchema = z.object({
  id: z.number().int(),
  // Historic franchises (ids above 30) carry blank conferences: they are filtered out, not refused.
  conference: z.string(),
  division: z.string(),
  full_name: z.string().min(1),
  abbreviation: z.string().min(1),
});
export type BdlTeam = z.infer<typeof TeamSchema>;

export const StandingSchema = z.object({
  team: TeamSchema,
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  conference_rank: z.number().int().nullish(),
  division_rank: z.number().int().nullish(),
  season: z.number().int(),
});
export type BdlStanding = z.infer<typeof StandingSchema>;

export const PlayerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  team: z.object({ id: z.number().int() }).nullish(),
});
export type BdlPlayer = z.infer<typeof PlayerSchema>;

const stat = z.number().nullish();

export const SeasonAverageSchema = z.object({
  player_id: z.number().int(),
  season: z.number().int(),
  games_played: z.number().int().min(0),
  /** "MM:SS" (or a bare number of minutes). */
  min: z.union([z.string(), z.number()]).nullish(),
  pts: stat,
  reb: stat,
  ast: stat,
  stl: stat,
  blk: stat,
  turnover: stat,
  fg_pct: stat,
  fg3_pct: stat,
  ft_pct: stat,
});
export type BdlSeasonAverage = z.infer<typeof SeasonAverageSchema>;

export const InjurySchema = z.object({
  player: z.object({ id: z.number().int() }),
  status: z.string(),
});
export type BdlInjury = z.infer<typeof InjurySchema>;

import { z } from 'zod';

// The parts of The Odds API v4 responses we read (providers.md); unknown fields are ignored.

const isoTime = z.iso.datetime({ offset: true });

const OutcomeSchema = z.object({
  name: z.string(),
  price: z.number(),
  point: z.number().nullish(),
});

const MarketSchema = z.object({
  key: z.string(),
  last_update: isoTime.nullish(),
  outcomes: z.array(OutcomeSchema),
});

const BookmakerSchema = z.object({
  key: z.string(),
  title: z.string().nullish(),
  last_update: isoTime,
  markets: z.array(MarketSchema),
});

const OddsEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: isoTime,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(BookmakerSchema),
});
export type OddsEvent = z.infer<typeof OddsEventSchema>;
export const OddsResponseSchema = z.array(OddsEventSchema);

const ScoreEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  scores: z.array(z.object({ name: z.string(), score: z.string() })).nullable(),
  last_update: isoTime.nullish(),
});
export type ScoreEvent = z.infer<typeof ScoreEventSchema>;
export const ScoresResponseSchema = z.array(ScoreEventSchema);

export const SportsResponseSchema = z.array(
  z.object({ key: z.string(), active: z.boolean(), title: z.string().nullish() }),
);

/** The error body: `{"message": "...", "error_code": "INVALID_KEY", "details_url": "..."}`. */
export const ErrorBodySchema = z.object({
  message: z.string().optional(),
  error_code: z.string().optional(),
});

import { z } from 'zod';
import { SportSchema } from './domain';

const isoDate = z.iso.datetime({ offset: true });
// Bounds keep amounts inside the database's columns (odds 10.4, money 14.2).
const MAX_ODDS = 1000;
const MAX_STAKE = 1_000_000_000;

/** A bet is graded as its pick; `void` when the pick was withdrawn (the stake comes back). */
export const BetResultSchema = z.enum(['win', 'loss', 'push', 'void']);
export type BetResult = z.infer<typeof BetResultSchema>;

const oddsField = z.number().gt(1).max(MAX_ODDS);
const stakeField = z.number().positive().max(MAX_STAKE);
const bookmakerField = z.string().trim().min(1).max(60).nullable();

/**
 * POST /api/bets: the bet a person placed on a pick they may see, before its event starts (409
 * `event_started` after), one per pick and person (409 `bet_exists`). A pick they may not see is 404
 * `pick_not_found`, as one that does not exist.
 */
export const CreateBetBodySchema = z.strictObject({
  pickId: z.uuid(),
  odds: oddsField,
  bookmaker: bookmakerField.optional(),
  stake: stakeField,
});
export type CreateBetBody = z.infer<typeof CreateBetBodySchema>;

/** PATCH /api/bets/:id: any of the three, until the event starts; an empty change is 400 `empty_change`. */
export const UpdateBetBodySchema = z
  .strictObject({
    odds: oddsField.optional(),
    bookmaker: bookmakerField.optional(),
    stake: stakeField.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Give odds, bookmaker or stake' });
export type UpdateBetBody = z.infer<typeof UpdateBetBodySchema>;

export const BetParamsSchema = z.strictObject({ id: z.uuid() });

/** One bet of a person's book, as only that person sees it. */
export const BetSchema = z.strictObject({
  id: z.uuid(),
  /** Null once the pick was withdrawn (the bet is then void). */
  pickId: z.uuid().nullable(),
  odds: z.number(),
  bookmaker: z.string().nullable(),
  stake: z.number(),
  /** The pick's price when the bet was recorded. */
  publishedOdds: z.number(),
  /** The pick's lowest price worth taking; null once the pick was withdrawn. */
  minOdds: z.number().nullable(),
  sport: SportSchema,
  homeTeam: z.string(),
  awayTeam: z.string(),
  selection: z.string(),
  displayLine: z.string().nullable(),
  eventStartTime: isoDate.nullable(),
  /** The event has started (or the bet is graded): it can no longer be changed or removed. */
  isLocked: z.boolean(),
  result: BetResultSchema.nullable(),
  profit: z.number().nullable(),
  gradedAt: isoDate.nullable(),
  /** Their closing-line value: their price against the de-vigged close, once the close is known. */
  clv: z.number().nullable(),
  createdAt: isoDate,
});
export type Bet = z.infer<typeof BetSchema>;

export const BetResponseSchema = z.object({ bet: BetSchema });
export type BetResponse = z.infer<typeof BetResponseSchema>;

export const BETS_PAGE_SIZE = 20;
export const BETS_MAX_PAGE_SIZE = 100;

/** GET /api/bets: the person's bets, newest first; `cursor` is the previous page's `nextCursor`. */
export const BetsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(BETS_MAX_PAGE_SIZE).default(BETS_PAGE_SIZE),
  cursor: z.string().min(1).max(200).optional(),
});
export type BetsQuery = z.output<typeof BetsQuerySchema>;

export const BetsPageSchema = z.object({ bets: z.array(BetSchema), nextCursor: z.string().nullable() });
export type BetsPage = z.infer<typeof BetsPageSchema>;

/** GET /api/bets/open: the person's bets not graded yet (the cards show them on their picks). */
export const OpenBetsSchema = z.object({ bets: z.array(BetSchema) });
export type OpenBets = z.infer<typeof OpenBetsSchema>;

/** How many days the weekly stake limit looks back (a rolling week). */
export const WEEKLY_LIMIT_DAYS = 7;

/**
 * GET /api/bets/summary: the person's figures over their graded bets (void ones left out), null where
 * nothing computes them. `published` is the same stakes at the published prices: what the picks
 * earned, so the difference is what the person gave away. `week` is what they staked in the last 7
 * days against their weekly limit.
 */
export const BetSummarySchema = z.object({
  /** Every bet recorded, graded or not. */
  count: z.number().int(),
  graded: z.number().int(),
  pending: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  staked: z.number(),
  profit: z.number(),
  roi: z.number().nullable(),
  hitRate: z.number().nullable(),
  meanClv: z.number().nullable(),
  /** Mean of their price ÷ the published price − 1, over every bet (negative: they took less). */
  slippage: z.number().nullable(),
  published: z.object({ profit: z.number(), roi: z.number().nullable() }),
  week: z.object({ staked: z.number(), limit: z.number().nullable(), isOverLimit: z.boolean() }),
});
export type BetSummary = z.infer<typeof BetSummarySchema>;

/** The profit curve's most points: a long book is drawn from evenly spaced bets. */
export const BET_CURVE_MAX_POINTS = 120;

/**
 * GET /api/bets/curve: cumulative profit over the graded bets in grading order, theirs and at the
 * published prices, at most BET_CURVE_MAX_POINTS points (the last one always the total).
 */
export const BetCurveSchema = z.object({
  points: z.array(
    z.object({ at: isoDate, bets: z.number().int(), profit: z.number(), publishedProfit: z.number() }),
  ),
});
export type BetCurve = z.infer<typeof BetCurveSchema>;

import { z } from 'zod';
import { TierSchema } from './domain';
import { AdminPickSchema } from './picks';
import { singleLine, wellFormed } from './text';

const isoDate = z.iso.datetime({ offset: true });

/**
 * The name of a bookmaker: a feed's key (`pinnacle`) or the name of another house an admin types;
 * well-formed, as it is written into the pick's analysis log (jsonb).
 */
const bookmakerName = wellFormed(singleLine(z.string().trim().max(60)));

/**
 * PATCH /api/admin/picks/:id/odds: the new price and the book that offers it. `bookmaker` is
 * required (400 `odds_edit_needs_bookmaker` without it): a key from GET …/odds-quotes, or another
 * house's name. On a published pick the edit is a correction of the public record and needs `reason`
 * (at least 5 characters, else 400 `correction_needs_reason`); the price and book it has write nothing.
 */
export const PickOddsUpdateSchema = z.object({
  odds: z.number().gt(1).max(1000),
  oddsAmerican: z.number().int(),
  bookmaker: bookmakerName.optional(),
  reason: wellFormed(singleLine(z.string().trim().max(500))).optional(),
});
export type PickOddsUpdate = z.infer<typeof PickOddsUpdateSchema>;

/**
 * The answer to an odds edit: the repriced pick (edge, expected value and stake recomputed, the tier
 * kept) and the tier its new edge would earn, which only an explicit tier change applies.
 */
export const PickOddsEditResponseSchema = z.object({ pick: AdminPickSchema, suggestedTier: TierSchema });
export type PickOddsEditResponse = z.infer<typeof PickOddsEditResponseSchema>;

/** One book's latest stored price for the pick's selection (and line). */
export const PickQuoteSchema = z.object({
  bookmaker: z.string(),
  odds: z.number(),
  line: z.number().nullable(),
  at: isoDate,
});
export type PickQuote = z.infer<typeof PickQuoteSchema>;

/** GET /api/admin/picks/:id/odds-quotes: the books that price the pick's selection now, best price first. */
export const PickQuotesResponseSchema = z.object({ quotes: z.array(PickQuoteSchema) });
export type PickQuotesResponse = z.infer<typeof PickQuotesResponseSchema>;

/** GET /api/admin/picks/:id/odds-preview: what an odds edit would store, without storing it. */
export const PickOddsPreviewQuerySchema = z.strictObject({
  odds: z.coerce.number().gt(1).max(1000),
  bookmaker: bookmakerName.optional(),
});
/**
 * A price typed by hand against the feed: `within` 10 % of the feed's best price for the selection
 * and line, `off_market` above that (refused with 400 `price_off_market`), `unverified` when no book
 * of the feed prices the selection (accepted, marked "precio sin contraste"). `bestOdds` and
 * `bookmaker` name the feed's best; `ceiling` is the highest price accepted.
 */
export const PriceCheckSchema = z.object({
  status: z.enum(['within', 'off_market', 'unverified']),
  bestOdds: z.number().nullable(),
  bookmaker: z.string().nullable(),
  ceiling: z.number().nullable(),
});
export type PriceCheck = z.infer<typeof PriceCheckSchema>;

/**
 * GET /api/admin/picks/manual/price-check: the manual form's check before saving, for a selection of
 * one of the feed's events (`selection`: home, away, draw, over or under; `line` on a spread or total).
 */
export const ManualPriceCheckQuerySchema = z.strictObject({
  eventId: z.uuid(),
  market: z.enum(['h2h', 'spreads', 'totals']),
  selection: z.enum(['home', 'away', 'draw', 'over', 'under']),
  line: z.coerce.number().min(-1000).max(1000).optional(),
  odds: z.coerce.number().gt(1).max(1000),
});

export const PickOddsPreviewSchema = z.object({
  edge: z.number(),
  stake: z.number(),
  expectedValue: z.number(),
  /** The pick's tier, which the edit keeps. */
  tier: TierSchema,
  /** The tier the new edge would earn under the current settings. */
  suggestedTier: TierSchema,
  /** Whether the price would be marked as typed by the analyst (no stored quote of that book matches it). */
  oddsEnteredByHand: z.boolean(),
  /** The price against the feed's best: an `off_market` one would be refused on saving. */
  priceCheck: PriceCheckSchema,
});
export type PickOddsPreview = z.infer<typeof PickOddsPreviewSchema>;

import { z } from 'zod';
import { ReasonSchema } from './reasons';
import { PickResultSchema, PickStatusSchema, SportSchema, TierSchema } from './domain';

const isoDate = z.iso.datetime({ offset: true });

/** What every caller may see of any published pick: never the pick itself. */
const teaserShape = {
  id: z.string(),
  sport: SportSchema,
  league: z.string().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  eventStartTime: isoDate.nullable(),
  tier: TierSchema,
};

/** A pick the caller is not entitled to: exactly these fields, nothing else (strict). */
export const LockedPickSchema = z.strictObject({ ...teaserShape, locked: z.literal(true) });
export type LockedPick = z.infer<typeof LockedPickSchema>;

/** A pick the caller is entitled to: what a subscriber needs to place the bet, no admin-only fields. */
export const UnlockedPickSchema = z.strictObject({
  ...teaserShape,
  locked: z.literal(false),
  /** When the pick was made (the history sorts on it). */
  timestamp: isoDate,
  selection: z.string(),
  market: z.enum(['h2h', 'spreads', 'totals']),
  line: z.number().nullable(),
  displayLine: z.string().nullable(),
  odds: z.number(),
  /** `odds` in American form, converted from the decimal price (never stored apart from it). */
  oddsAmerican: z.number().int(),
  /** The book whose price `odds` is; null for an old pick whose book was never recorded. */
  bookmaker: z.string().nullable(),
  /** The analyst typed the price (a manual pick, or an edit no stored quote of that book matches). */
  oddsEnteredByHand: z.boolean(),
  /** No book of the feed prices the selection: a price typed by hand nobody contrasted ("precio sin contraste"). */
  priceUnverified: z.boolean(),
  /** A manual pick on an event the feed does not carry ("fuera del feed"). */
  offFeed: z.boolean(),
  /** `odds` is still the best price generation found across the books: only then is it "the best". */
  isBestPrice: z.boolean(),
  edge: z.number(),
  pModel: z.number(),
  pMarketFair: z.number().nullable(),
  /** The stake at `bankroll`: a client scales it to its own bankroll as stake / bankroll. */
  stake: z.number(),
  bankroll: z.number(),
  result: PickResultSchema.nullable(),
  profit: z.number().nullable(),
  gradedAt: isoDate.nullable(),
  closingOdds: z.number().nullable(),
  clv: z.number().nullable(),
  /**
   * The lowest decimal price worth taking ("Cuota mínima"): its edge at pModel still clears the minimum
   * edge in force when the pick was published. Null only on an admin's page of unpublished picks.
   */
  minOdds: z.number().nullable(),
  /** True when the caller sees this pick because it is the free pick they claimed. */
  isFree: z.boolean(),
});
export type UnlockedPick = z.infer<typeof UnlockedPickSchema>;

export const SubscriberPickSchema = z.discriminatedUnion('locked', [LockedPickSchema, UnlockedPickSchema]);
export type SubscriberPick = z.infer<typeof SubscriberPickSchema>;

/**
 * How far back GET /api/picks reaches: the picks graded within this many days, and the picks not
 * graded yet whose event started within them or is still to come. Older graded picks are the
 * record's (GET /api/record pages them), so the list does not grow with the years of history.
 */
export const SUBSCRIBER_PICKS_WINDOW_DAYS = 7;

/** An admin's page of another status than published: 50 picks unless `limit` says otherwise, at most 200. */
export const STATUS_PICKS_PAGE_SIZE = 50;
export const STATUS_PICKS_MAX_PAGE_SIZE = 200;

/**
 * The dashboard's first screen (`perTier`): the open picks nearest in time, at most this many per tier.
 * Open: not graded, and its game at most FIRST_SCREEN_LOOKBACK_HOURS old or still to come (the web
 * keeps those from today on in the visitor's zone).
 */
export const FIRST_SCREEN_LOOKBACK_HOURS = 30;
export const FIRST_SCREEN_MAX_PER_TIER = 50;

/**
 * GET /api/picks: the published picks of the window above, newest first (the window is not paged:
 * its size does not grow with history). `status` other than published is for admins only and pages
 * every pick of that status: `cursor` is the `nextCursor` of the previous page, opaque to the client.
 * `perTier` asks for the first screen instead: the nearest open picks of each tier, soonest first,
 * and `more`, how many other open picks each tier has in the whole list.
 */
export const SubscriberPicksQuerySchema = z.strictObject({
  status: PickStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(STATUS_PICKS_MAX_PAGE_SIZE).optional(),
  cursor: z.string().min(1).max(200).optional(),
  perTier: z.coerce.number().int().min(1).max(FIRST_SCREEN_MAX_PER_TIER).optional(),
});
/** `nextCursor` comes with a paged status only (null on its last page); `more` with `perTier` only. */
export const SubscriberPicksResponseSchema = z.object({
  picks: z.array(SubscriberPickSchema),
  nextCursor: z.string().nullable().optional(),
  more: z.partialRecord(TierSchema, z.number().int().min(0)).optional(),
});
export type SubscriberPicksQuery = z.output<typeof SubscriberPicksQuerySchema>;
export type SubscriberPicksResponse = z.infer<typeof SubscriberPicksResponseSchema>;

/**
 * Why a free-pick claim was refused: `error.reason` of its 409, or of its 403 for an account whose
 * email is not verified yet (`email_not_verified`), for the web to translate.
 */
export const FreePickRefusalSchema = ReasonSchema.extract([
  'pick_graded',
  'event_started',
  'already_visible',
  'free_pick_used',
  'email_not_verified',
  'on_break',
]);
export type FreePickRefusal = z.infer<typeof FreePickRefusalSchema>;

/** POST /api/picks/:id/unlock-free answers the claimed pick, unlocked. */
export const UnlockFreeResponseSchema = z.object({ pick: UnlockedPickSchema });
export type UnlockFreeResponse = z.infer<typeof UnlockFreeResponseSchema>;

/** One tier's record over its published, graded picks (GET /api/kpis). */
export const TierKpiSchema = z.object({
  tier: TierSchema,
  /** Graded picks. */
  total: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** Published picks without a result yet. */
  pending: z.number().int(),
  /** wins / (wins + losses); null when nothing is decided. */
  hitRate: z.number().nullable(),
  /** Profit in units of each pick's own stake: Σ profit / stake (a win at 2.10 is +1.10 units). */
  unitsProfit: z.number(),
  staked: z.number(),
  profit: z.number(),
  /** profit / staked; null when nothing was staked. */
  roi: z.number().nullable(),
  /** Mean closing-line value of the graded picks that have one; null when none has. */
  meanClv: z.number().nullable(),
});
export type TierKpi = z.infer<typeof TierKpiSchema>;

export const KpisResponseSchema = z.object({ tiers: z.array(TierKpiSchema) });
export type KpisResponse = z.infer<typeof KpisResponseSchema>;

import { z } from 'zod';
import { ReasonSchema } from './reasons';
import {
  BankrollSchema,
  PickResultSchema,
  PickStatusSchema,
  SportSchema,
  StrategySchema,
  TierSchema,
} from './domain';
import { singleLine, wellFormed } from './text';

export const MarketSchema = z.enum(['h2h', 'spreads', 'totals']);
export type Market = z.infer<typeof MarketSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** The analysis log of a generated pick: phases 1–4 and the final decision. */
export const AnalysisLogSchema = z.looseObject({
  eventInfo: z.object({ homeTeam: z.string(), awayTeam: z.string(), sport: z.string(), league: z.string() }),
  sportsAnalysis: z
    .object({
      summary: z.string(),
      predictions: z.array(
        z.object({
          strategy: z.string(),
          /** The side the strategy favours: home / draw / away, or on a line pick over / under / home / away. */
          winner: z.string(),
          /** The strategy's probability of `winner` (of covering / going over `line` on a line pick). */
          probability: z.number(),
          keyFactors: z.array(z.string()),
          /** On a spread or total pick: the pick's market, and `winner`'s own line (a spread's away side is −line). */
          market: z.enum(['spreads', 'totals']).optional(),
          line: z.number().optional(),
        }),
      ),
    })
    .optional(),
  consensus: z
    .object({
      hasConsensus: z.boolean(),
      consensusWinner: z.string().nullable(),
      agreementCount: z.number().int(),
      totalStrategies: z.number().int(),
      agreementPercentage: z.number(),
      consolidatedProbability: z.number().nullable(),
      reason: z.string(),
    })
    .optional(),
  marketEvaluation: z
    .looseObject({
      oddsAmerican: z.number(),
      inSweetSpot: z.boolean(),
      shouldBet: z.boolean(),
      reason: z.string(),
      /**
       * The forecast the pick was priced on, absent from picks generated before it:
       * the logarithmic pool of the market's fair probability (`pMarketFair`, from the sharp book's
       * line or the books' average) and the strategies' consolidated one, the models weighted
       * `modelWeight`; `pooledProbability` is the pick's probability before the AI.
       */
      marketSource: z.enum(['sharp', 'average']).optional(),
      pStrategies: z.number().optional(),
      modelWeight: z.number().optional(),
      pooledProbability: z.number().optional(),
    })
    .optional(),
  aiEnrichment: z
    .looseObject({
      model: z.string(),
      adjustedProbability: z.number().nullable(),
      warnings: z.array(z.string()),
    })
    .optional(),
  finalDecision: z
    .looseObject({
      tier: TierSchema,
      finalProbability: z.number(),
      edge: z.number(),
      expectedValue: z.number(),
      reason: z.string(),
    })
    .optional(),
  chronologicalLog: z.array(
    z.object({
      phase: z.string(),
      message: z.string(),
      at: z.string().optional(),
      /** A code and values the interface translates; `message` is the English text. */
      code: z.string().optional(),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type AnalysisLog = z.infer<typeof AnalysisLogSchema>;

/** A pick as admins see it: every stored field. */
export const AdminPickSchema = z.object({
  id: z.string(),
  eventId: z.string().nullable(),
  sport: SportSchema,
  league: z.string().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  selection: z.string(),
  market: MarketSchema,
  line: z.number().nullable(),
  odds: z.number(),
  oddsAmerican: z.number().int(),
  pModel: z.number(),
  pMarketFair: z.number().nullable(),
  edge: z.number(),
  stake: z.number(),
  bankroll: z.number(),
  expectedValue: z.number(),
  tier: TierSchema,
  displayLine: z.string().nullable(),
  /** The book whose price `odds` is; null for an old pick whose book was never recorded. */
  bookmaker: z.string().nullable(),
  /** The price was typed by an analyst (a manual pick, or an edit no stored quote of that book matches). */
  oddsEnteredByHand: z.boolean(),
  /** A price typed by hand that the feed could not contrast: no book of the feed prices the selection. */
  priceUnverified: z.boolean(),
  /** A manual pick on an event the feed does not carry: graded by hand, with `resultSource`. */
  offFeed: z.boolean(),
  /** Where the score of an off-feed pick can be checked (a link or a named source); null otherwise. */
  resultSource: z.string().nullable(),
  status: PickStatusSchema,
  approvedBy: z.string().nullable(),
  approvedAt: isoDate.nullable(),
  timestamp: isoDate,
  eventStartTime: isoDate.nullable(),
  result: PickResultSchema.nullable(),
  profit: z.number().nullable(),
  gradedAt: isoDate.nullable(),
  isFree: z.boolean(),
  aiPrediction: z.string().nullable(),
  parlaySuggestion: z.string().nullable(),
  strategy: z.string().nullable(),
  closingOdds: z.number().nullable(),
  pMarketClose: z.number().nullable(),
  clv: z.number().nullable(),
  /** Stored as jsonb; null for manual picks. Clients must parse it defensively (it may be malformed). */
  analysisLog: z.unknown().nullable(),
});
export type AdminPick = z.infer<typeof AdminPickSchema>;

/** GET /api/admin/picks pages: 50 picks unless `limit` says otherwise, never more than 200. */
export const ADMIN_PICKS_PAGE_SIZE = 50;
export const ADMIN_PICKS_MAX_PAGE_SIZE = 200;

/** A pick's origin as the admin list filters it: a generation strategy, or `manual` (the admin's form). */
export const PickOriginSchema = z.enum([...StrategySchema.options, 'manual']);
export type PickOrigin = z.infer<typeof PickOriginSchema>;

/**
 * GET /api/admin/picks query. Strict, so a misspelt filter is refused instead of silently listing
 * everything. `status` takes one status or several, comma separated (`approved,published`);
 * `cursor` is the `nextCursor` of the previous page, opaque to the client.
 */
export const AdminPicksQuerySchema = z.strictObject({
  status: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(PickStatusSchema).min(1).max(PickStatusSchema.options.length))
    .optional(),
  sport: SportSchema.optional(),
  tier: TierSchema.optional(),
  hasResult: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  strategy: PickOriginSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PICKS_MAX_PAGE_SIZE).default(ADMIN_PICKS_PAGE_SIZE),
  cursor: z.string().min(1).max(200).optional(),
});
export type AdminPicksQuery = z.input<typeof AdminPicksQuerySchema>;

/** One page of the admin's picks, newest first (by time, then id); `nextCursor` is null on the last. */
export const AdminPicksResponseSchema = z.object({
  picks: z.array(AdminPickSchema),
  nextCursor: z.string().nullable(),
});
export type AdminPicksResponse = z.infer<typeof AdminPicksResponseSchema>;

/**
 * GET /api/admin/picks/counts: the admin tabs' counts. `pending`: pending picks; `approved`: approved
 * or published picks without a result; `history`: picks with a result.
 */
export const AdminPickCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  history: z.number().int(),
});
export type AdminPickCounts = z.infer<typeof AdminPickCountsSchema>;

/** GET /api/admin/picks/summary query: the Historial filters. */
export const GradedSummaryQuerySchema = z.strictObject({
  sport: SportSchema.optional(),
  tier: TierSchema.optional(),
});
export type GradedSummaryQuery = z.infer<typeof GradedSummaryQuerySchema>;

/**
 * The record of graded picks: W-L-P, win rate wins / (wins + losses) (0 when nothing is decided),
 * profit (the stored one, else the settled bet's), staked, ROI profit / staked (0 when nothing was
 * staked) and the average profit per graded pick.
 */
export const GradedRecordSchema = z.object({
  picks: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  winRate: z.number(),
  profit: z.number(),
  staked: z.number(),
  roi: z.number(),
  averageProfit: z.number(),
});
export type GradedRecord = z.infer<typeof GradedRecordSchema>;

/**
 * GET /api/admin/picks/summary: Historial's figures over every graded pick that matches the filters.
 * Each breakdown ignores its own filter, so it still compares every sport (or tier); sports without
 * graded picks are left out, every tier is listed (highest first). `series`: cumulative profit at
 * the end of each UTC day that settled picks (a pick's grading time, else its own), oldest first.
 */
export const GradedSummarySchema = z.object({
  summary: GradedRecordSchema,
  bySport: z.array(GradedRecordSchema.extend({ key: SportSchema })),
  byTier: z.array(GradedRecordSchema.extend({ key: TierSchema })),
  series: z.array(
    z.object({ date: z.iso.date(), picks: z.number().int(), profit: z.number(), cumulative: z.number() }),
  ),
});
export type GradedSummary = z.infer<typeof GradedSummarySchema>;

/** GET /api/admin/stats: the Stats tab's counts. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  regularUsers: z.number().int(),
  adminUsers: z.number().int(),
  /** Every pick, whatever its status. */
  totalPicks: z.number().int(),
  /** Published picks, graded or not. */
  publishedPicks: z.number().int(),
  pendingPicks: z.number().int(),
  picksWithResults: z.number().int(),
  usersWithFreePick: z.number().int(),
  /** People who recorded at least one bet, and the bets recorded: counts only. */
  peopleTrackingBets: z.number().int(),
  betsRecorded: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const PickStatusUpdateSchema = z.object({ status: z.enum(['approved', 'published']) });
// Bounds on amounts keep them inside the database's money column (14 digits, 2 decimals).
const MAX_AMOUNT = 1_000_000_000;

/** Why an admin corrects the record: kept in the ledger's correction entry and the pick audit. */
export const CORRECTION_REASON_MIN = 5;
const correctionReason = singleLine(z.string().trim().max(500));

/** The shortest source an off-feed result may name ("ESPN", a link). */
export const RESULT_SOURCE_MIN = 3;

/**
 * PATCH /api/admin/picks/:id/result. A first result grades the pick; changing a result is a
 * correction and needs `reason` (at least 5 characters, else 400 `correction_needs_reason`). A pick
 * on an event outside the feed names where its score can be checked: `source`, a link or a named
 * source (at least 3 characters, else 400 `result_needs_source`).
 */
export const PickResultUpdateSchema = z.object({
  result: PickResultSchema,
  profit: z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional(),
  reason: correctionReason.optional(),
  source: wellFormed(singleLine(z.string().trim().max(300))).optional(),
});
/**
 * PATCH /api/admin/picks/:id/tier: any pick not graded; on a published one a correction, which needs
 * `reason` (at least 5 characters, else 400 `correction_needs_reason`). The tier it has writes nothing.
 */
export const PickTierUpdateSchema = z.object({ tier: TierSchema, reason: correctionReason.optional() });
/**
 * POST /api/admin/picks/:id/withdraw: a published pick taken back before its event starts, with the
 * admin's reason (at least 5 characters, else 400 `withdraw_needs_reason`); after the start, 409
 * `event_started`.
 */
export const PickWithdrawSchema = z.object({ reason: correctionReason });
/** Why a correction or a withdrawal was refused with 400 (`error.reason`). */
export const PickReasonRefusalSchema = ReasonSchema.extract([
  'correction_needs_reason',
  'withdraw_needs_reason',
  'result_needs_source',
]);
export type PickReasonRefusal = z.infer<typeof PickReasonRefusalSchema>;
/**
 * PATCH /api/admin/picks/:id/date: when the pick was made. On a published pick a correction, which
 * needs `reason` (at least 5 characters, else 400 `correction_needs_reason`); the date it has writes nothing.
 */
export const PickDateUpdateSchema = z.object({ timestamp: isoDate, reason: correctionReason.optional() });
export const DeleteSelectedSchema = z.object({ pickIds: z.array(z.uuid()).min(1).max(500) });
export const CountResponseSchema = z.object({ count: z.number().int() });
export const PickResponseSchema = z.object({ pick: AdminPickSchema });

/**
 * Why the server refused a change to a pick: `error.reason` of its 409, for the web to
 * translate. `confirmation_required`: deleting a published pick needs `?confirm=published`;
 * `event_not_started`: a result before the event's start (manual picks included; only an old one without a start time is exempt);
 * `below_edge_threshold`: publishing a pick whose edge is under the configured `edgeThreshold`.
 */
export const PickRefusalSchema = ReasonSchema.extract([
  'invalid_transition',
  'not_published',
  'pick_graded',
  'confirmation_required',
  'event_not_started',
  'below_edge_threshold',
  'event_started',
  'withdraw_required',
]);
export type PickRefusal = z.infer<typeof PickRefusalSchema>;

/**
 * Why the server refused a pick's input with 400 (`error.reason`, for the web to translate):
 * `odds_edit_needs_bookmaker`: an odds edit that names no book; `manual_pick_needs_event`: a manual
 * pick with neither an upcoming event of the feed nor a future start time; `price_off_market`: a price
 * typed by hand more than 10 % above the feed's best for the selection and line (`error.details`:
 * `bestOdds`, `bookmaker`, `ceiling`); `event_too_soon`: an off-feed pick published less than
 * `OFF_FEED_MIN_LEAD_HOURS` before its start (`error.details.hours`).
 */
export const PickInputRefusalSchema = ReasonSchema.extract([
  'odds_edit_needs_bookmaker',
  'manual_pick_needs_event',
  'price_off_market',
  'event_too_soon',
]);
export type PickInputRefusal = z.infer<typeof PickInputRefusalSchema>;

/**
 * Query of DELETE /api/admin/picks/:id. A pending or approved pick needs nothing; a published,
 * ungraded one is deleted (and the deletion logged) only with `confirm=published`; a graded one never.
 */
export const DeletePickQuerySchema = z.strictObject({ confirm: z.literal('published').optional() });

/** Why POST /api/admin/picks/delete-selected did not delete a pick it was given. */
export const KeptPickReasonSchema = z.enum(['published', 'graded', 'not_found']);
export const DeleteSelectedResponseSchema = z.object({
  /** Picks actually deleted (pending and approved ones only). */
  count: z.number().int(),
  kept: z.array(z.object({ id: z.string(), reason: KeptPickReasonSchema })),
});
export type DeleteSelectedResponse = z.infer<typeof DeleteSelectedResponseSchema>;

/** DELETE /api/admin/picks/clear (Limpiar): pending and approved picks go; the record stays. */
export const ClearPicksResponseSchema = z.object({
  count: z.number().int(),
  /** Published picks without a result, left in place. */
  keptPublished: z.number().int(),
  /** Graded picks (the track record), left in place. */
  keptGraded: z.number().int(),
});
export type ClearPicksResponse = z.infer<typeof ClearPicksResponseSchema>;

/**
 * POST /api/admin/picks/manual (the web converts American odds and edge %).
 * A manual pick belongs to an event: `eventId`, one of the feed's upcoming events (its sport, league,
 * teams and start are the pick's, whatever else is sent), or else `sport`, the teams, `league` and a
 * future `eventStartTime`; with neither the answer is 400 `manual_pick_needs_event`. `line` is the
 * selection's own line on a spread or total; `bookmaker` the book of the price, which counts as typed
 * by hand. The stake is stored as given.
 */
/** How long before its start an off-feed manual pick must be published (400 `event_too_soon`). */
export const OFF_FEED_MIN_LEAD_HOURS = 2;

export const ManualPickSchema = z.object({
  tier: TierSchema,
  eventId: z.uuid().optional(),
  sport: SportSchema.optional(),
  league: wellFormed(singleLine(z.string().trim().min(1).max(120))).optional(),
  eventStartTime: isoDate.optional(),
  homeTeam: singleLine(z.string().trim().min(1).max(120)).optional(),
  awayTeam: singleLine(z.string().trim().min(1).max(120)).optional(),
  selection: singleLine(z.string().trim().min(1).max(120)),
  market: MarketSchema.default('h2h'),
  line: z.number().min(-1000).max(1000).optional(),
  bookmaker: wellFormed(singleLine(z.string().trim().min(1).max(60))).optional(),
  odds: z.number().gt(1).max(1000),
  oddsAmerican: z.number().int(),
  edge: z.number().min(-1).max(10).default(0),
  stake: z.number().min(0).max(MAX_AMOUNT).default(0),
  status: PickStatusSchema.default('pending'),
  bankroll: BankrollSchema.default(1000),
});
export type ManualPick = z.input<typeof ManualPickSchema>;

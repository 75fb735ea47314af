import { z } from 'zod';
import { PickResultSchema, SportSchema, TierSchema } from './domain';

const isoDate = z.iso.datetime({ offset: true });

/** The largest page of the record; the default is 25. */
export const RECORD_MAX_PAGE_SIZE = 100;

/** GET /api/record: every graded published pick, filtered and paginated. */
export const RecordQuerySchema = z.strictObject({
  sport: SportSchema.optional(),
  tier: TierSchema.optional(),
  /** The month of the event (UTC), `YYYY-MM`. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORD_MAX_PAGE_SIZE).default(25),
});
export type RecordQuery = z.infer<typeof RecordQuerySchema>;

/** A result an admin changed after the pick was graded, with the reason the ledger holds for it. */
export const RecordCorrectionSchema = z.strictObject({
  at: isoDate,
  from: PickResultSchema,
  to: PickResultSchema,
  /** The admin's reason; null for a correction made before reasons were required. */
  reason: z.string().nullable(),
  /** The ledger entry that records it (GET /api/record/ledger); null when it predates the ledger. */
  seq: z.number().int().nullable(),
});
export type RecordCorrection = z.infer<typeof RecordCorrectionSchema>;

/** What a logged-in caller also sees of a graded pick (the record is open to them). */
export const RecordPickDetailsSchema = z.strictObject({
  /** When the pick was made. */
  timestamp: isoDate,
  selection: z.string(),
  market: z.enum(['h2h', 'spreads', 'totals']),
  line: z.number().nullable(),
  displayLine: z.string().nullable(),
  odds: z.number(),
  /** `odds` in American form, converted from the stored decimal price: the two never disagree. */
  oddsAmerican: z.number().int(),
  stake: z.number(),
  bankroll: z.number(),
  edge: z.number(),
  pModel: z.number(),
  pMarketFair: z.number().nullable(),
  closingOdds: z.number().nullable(),
  clv: z.number().nullable(),
  profit: z.number().nullable(),
  gradedAt: isoDate.nullable(),
});
export type RecordPickDetails = z.infer<typeof RecordPickDetailsSchema>;

/**
 * One graded pick of the record. Every caller sees the match, tier, result and units; `details` is
 * null for visitors (no selection, price, stake or edge) and the pick itself for logged-in callers.
 */
export const RecordPickSchema = z.strictObject({
  id: z.string(),
  /** The event's start, or when a manual pick (no event) was made: what the record sorts and filters on. */
  date: isoDate,
  sport: SportSchema,
  league: z.string().nullable(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  tier: TierSchema,
  result: PickResultSchema,
  /** Profit in units of the pick's own stake (a win at 2.10 is +1.10; a loss −1). */
  units: z.number(),
  /** Result changes made after grading, oldest first. */
  corrections: z.array(RecordCorrectionSchema),
  /** A manual pick on an event the feed does not carry ("fuera del feed"), graded by hand. */
  offFeed: z.boolean(),
  /** Its price was typed by hand and no book of the feed priced the selection ("precio sin contraste"). */
  priceUnverified: z.boolean(),
  /** Where an off-feed pick's score can be checked (a link or a named source); null otherwise. */
  resultSource: z.string().nullable(),
  details: RecordPickDetailsSchema.nullable(),
});
export type RecordPick = z.infer<typeof RecordPickSchema>;

/** The headline over every pick the filter selects (not only the page). */
export const RecordHeadlineSchema = z.object({
  picks: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** wins / (wins + losses); null when nothing is decided. */
  hitRate: z.number().nullable(),
  /** Σ units (see RecordPick.units). */
  unitsWon: z.number(),
  /** Σ profit / Σ stake; null when nothing was staked. */
  roi: z.number().nullable(),
  /** The 95% interval of the ROI (normal approximation, stake-weighted); null under two staked picks. */
  roiInterval: z.object({ low: z.number(), high: z.number() }).nullable(),
  /** Mean closing-line value over the picks that have one; null when none has. */
  meanClv: z.number().nullable(),
  /** Share of the picks with a CLV whose CLV is above zero (they beat the closing line). */
  beatCloseShare: z.number().nullable(),
  /** Picks with a CLV: what the two figures above are over. */
  clvPicks: z.number().int(),
});
export type RecordHeadline = z.infer<typeof RecordHeadlineSchema>;

/** Cumulative units at the end of each day (UTC) with graded picks, oldest first. */
export const RecordProfitPointSchema = z.object({
  date: z.iso.date(),
  units: z.number(),
  /** Picks counted so far (up to and including that day). */
  picks: z.number().int(),
});
export type RecordProfitPoint = z.infer<typeof RecordProfitPointSchema>;

/** One band of pick probability (pModel in [from, to)) against how often those picks won; pushes left out. */
export const RecordCalibrationBandSchema = z.object({
  from: z.number(),
  to: z.number(),
  /** Decided picks (wins + losses) in the band. */
  picks: z.number().int(),
  wins: z.number().int(),
  /** wins / picks; null when the band is empty. */
  winRate: z.number().nullable(),
});
export type RecordCalibrationBand = z.infer<typeof RecordCalibrationBandSchema>;

export const RecordResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Picks the filter selects; `pages` = ceil(total / pageSize). */
  total: z.number().int(),
  pages: z.number().int(),
  /** Whether the rows carry `details` (logged-in callers). */
  detailed: z.boolean(),
  headline: RecordHeadlineSchema,
  profitSeries: z.array(RecordProfitPointSchema),
  calibration: z.array(RecordCalibrationBandSchema),
  picks: z.array(RecordPickSchema),
});
export type RecordResponse = z.infer<typeof RecordResponseSchema>;

/** The ledger's latest entry: its seq (0 for an empty ledger) and hash (64 zeros then). */
export const LedgerHeadSchema = z.object({ seq: z.number().int().min(0), hash: z.string() });
export type LedgerHead = z.infer<typeof LedgerHeadSchema>;

/** The largest page of the ledger; the default is 500. */
export const LEDGER_MAX_PAGE = 1000;

/** GET /api/record/ledger?after=&limit=: the entries with seq > after, oldest first. */
export const LedgerQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE).default(500),
});
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

/**
 * One ledger entry as stored: `entry` is its canonical JSON (RFC 8785) and
 * `hash = sha256_hex(previous hash + entry)`, the first entry's previous hash being 64 zeros.
 */
export const LedgerEntrySchema = z.object({
  seq: z.number().int().min(1),
  entry: z.string(),
  hash: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LedgerPageSchema = z.object({ head: LedgerHeadSchema, entries: z.array(LedgerEntrySchema) });
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** A stored pick that differs from what the ledger says of it (`field` as the ledger names it). */
export const LedgerMismatchSchema = z.object({ pickId: z.string(), field: z.string() });
export type LedgerMismatch = z.infer<typeof LedgerMismatchSchema>;

/**
 * GET /api/record/ledger/verify: the chain recomputed from the first entry (`checked` entries; the
 * first entry that breaks it, or whose commitment its reveal does not open, is `firstBadSeq`), and
 * every pick compared with what the ledger says of it.
 */
export const LedgerVerifySchema = z.object({
  ok: z.boolean(),
  head: LedgerHeadSchema,
  checked: z.number().int(),
  firstBadSeq: z.number().int().nullable(),
  mismatches: z.array(LedgerMismatchSchema),
});
export type LedgerVerify = z.infer<typeof LedgerVerifySchema>;

/** One moment of a graded pick's market: the best price the books offered for its selection then. */
export const PricePointSchema = z.object({ at: isoDate, odds: z.number() });
export type PricePoint = z.infer<typeof PricePointSchema>;

/**
 * GET /api/record/picks/:id/prices (public, graded published picks only; 404 for any other pick, so
 * a live pick's market never shows): the best price across the books for the pick's selection from
 * the first stored quote to the start, the price it was posted at (and when, by which book, whether
 * typed by the analyst), and the close: the best closing price, the de-vigged fair closing price
 * `1 / pCloseFair` and the closing-line value `odds / fairOdds − 1`.
 */
export const PickPriceHistorySchema = z.strictObject({
  pickId: z.string(),
  series: z.array(PricePointSchema),
  posted: z.strictObject({
    at: isoDate,
    odds: z.number(),
    bookmaker: z.string().nullable(),
    oddsEnteredByHand: z.boolean(),
  }),
  close: z
    .strictObject({ at: isoDate, odds: z.number().nullable(), fairOdds: z.number().nullable() })
    .nullable(),
  clv: z.number().nullable(),
});
export type PickPriceHistory = z.infer<typeof PickPriceHistorySchema>;

/**
 * GET /api/record/volume (public): the published picks of the last `windowDays` days and their
 * average a day. A younger record is averaged over its own `days` (from its first publication);
 * `perDay` is null before 14 days of publications or while nothing was published in the window, so no
 * figure is claimed.
 */
export const RecordVolumeSchema = z.object({
  windowDays: z.number().int().positive(),
  days: z.number().int().min(0),
  published: z.number().int().min(0),
  perDay: z.number().min(0).nullable(),
});
export type RecordVolume = z.infer<typeof RecordVolumeSchema>;

// Request and response schemas of the analyst's workbench: lab-config.
import { z } from 'zod';
import { SportSchema } from './domain';
import { FormulaProblemSchema } from './formula-errors';
import { MarketSchema } from './picks';
import { wellFormed } from './text';

const isoDate = z.iso.datetime({ offset: true });

/** GET /api/admin/config: the settings generation uses (fractions, not percents). */
export const DevigMethodSchema = z.enum(['multiplicative', 'additive', 'power', 'shin', 'odds-ratio']);
export type DevigMethodName = z.infer<typeof DevigMethodSchema>;

/** Edge (fraction) each tier needs, and for diamante the strategies' agreement too. */
export const TierThresholdsSchema = z.object({
  diamante: z.object({ edge: z.number(), agreement: z.number() }),
  platinum: z.number(),
  exclusivo: z.number(),
});
export type TierThresholdsValue = z.infer<typeof TierThresholdsSchema>;

/**
 * How a new pick's tier is chosen: `rank` by where its edge ranks among the last 30 days of
 * candidates (the tier thresholds while there are too few), `fixed` by the tier thresholds.
 */
export const TierModeSchema = z.enum(['rank', 'fixed']);
export type TierMode = z.infer<typeof TierModeSchema>;

/**
 * The configuration: every fraction stored and sent as a fraction (the interface
 * shows percent). `maxStake` is `maxStakePercent` under the admin panel's name; `minOdds`–`maxOdds`
 * is the sweet spot; `updatedBy` is the email of the admin who last changed it.
 */
export const AdminConfigSchema = z.object({
  kellyFraction: z.number(),
  edgeThreshold: z.number(),
  maxStakePercent: z.number(),
  maxStake: z.number(),
  minOdds: z.number(),
  maxOdds: z.number(),
  minProbability: z.number(),
  maxPicksPerEvent: z.number().int(),
  devigMethod: DevigMethodSchema,
  tierThresholds: TierThresholdsSchema,
  tierMode: TierModeSchema,
  pickFormula: z.string().nullable(),
  additionalConditions: z.string().nullable(),
  emailNotificationsEnabled: z.boolean(),
  updatedAt: isoDate,
  updatedBy: z.string().nullable(),
});
export type AdminConfig = z.infer<typeof AdminConfigSchema>;

/**
 * The ranges the server accepts for the configuration (fractions, not percent). Why these bounds:
 * - `kellyFraction` (0, 1]: above full Kelly only adds variance; 0 would stake nothing.
 * - `edgeThreshold` [0, 0.5]: a demanded edge over 50% would reject every real price.
 * - `maxStakePercent` (0, 0.1]: a cap over 10% of the bankroll on one bet is ruin, not policy.
 * - `minOdds` [1.01, 50) and below `maxOdds`; `maxOdds` (the sweet spot's top) up to 50.
 * - `minProbability` [0, 1).
 * - `maxPicksPerEvent` an integer 1–5 (one by default).
 * - tier thresholds: edges in [0, 0.5], agreement in [0, 1], exclusivo ≤ platinum ≤ diamante.
 */
export const CONFIG_RANGES = {
  kellyFraction: { min: 0, max: 1, minExclusive: true },
  edgeThreshold: { min: 0, max: 0.5 },
  maxStakePercent: { min: 0, max: 0.1, minExclusive: true },
  minOdds: { min: 1.01, max: 50, maxExclusive: true },
  maxOdds: { min: 1.01, max: 50, minExclusive: true },
  minProbability: { min: 0, max: 1, maxExclusive: true },
  maxPicksPerEvent: { min: 1, max: 5 },
  tierEdge: { min: 0, max: 0.5 },
  agreement: { min: 0, max: 1 },
} as const;

export const MAX_ADDITIONAL_CONDITIONS_LENGTH = 4000;
export const MAX_FORMULA_DESCRIPTION_LENGTH = 500;
/** The body's bound on a formula; the formula language itself refuses more than 1000 characters, with a column. */
const MAX_FORMULA_BODY_LENGTH = 5000;

type Range = { min: number; max: number; minExclusive?: boolean; maxExclusive?: boolean };

/** A number within `range`, with a message that names the field and its interval. */
function inRange(name: string, range: Range) {
  const interval = `${range.minExclusive ? '(' : '['}${range.min}, ${range.max}${range.maxExclusive ? ')' : ']'}`;
  const message = `${name} must be within ${interval}`;
  let schema = z.number({ error: `${name} must be a number` });
  schema = range.minExclusive ? schema.gt(range.min, message) : schema.min(range.min, message);
  schema = range.maxExclusive ? schema.lt(range.max, message) : schema.max(range.max, message);
  return schema;
}

const tierEdge = (name: string) => inRange(name, CONFIG_RANGES.tierEdge);

/** Tier thresholds as an admin may set them: each in range, exclusivo ≤ platinum ≤ diamante's edge. */
export const TierThresholdsInputSchema = z
  .strictObject({
    diamante: z.strictObject({
      edge: tierEdge('tierThresholds.diamante.edge'),
      agreement: inRange('tierThresholds.diamante.agreement', CONFIG_RANGES.agreement),
    }),
    platinum: tierEdge('tierThresholds.platinum'),
    exclusivo: tierEdge('tierThresholds.exclusivo'),
  })
  .refine((t) => t.exclusivo <= t.platinum && t.platinum <= t.diamante.edge, {
    error: 'tierThresholds must be ordered: exclusivo ≤ platinum ≤ diamante.edge',
    params: { rule: 'ordered_tiers' },
  });

const fields = {
  kellyFraction: inRange('kellyFraction', CONFIG_RANGES.kellyFraction),
  edgeThreshold: inRange('edgeThreshold', CONFIG_RANGES.edgeThreshold),
  maxStakePercent: inRange('maxStakePercent', CONFIG_RANGES.maxStakePercent),
  minOdds: inRange('minOdds', CONFIG_RANGES.minOdds),
  maxOdds: inRange('maxOdds', CONFIG_RANGES.maxOdds),
  minProbability: inRange('minProbability', CONFIG_RANGES.minProbability),
  maxPicksPerEvent: inRange('maxPicksPerEvent', CONFIG_RANGES.maxPicksPerEvent).int(
    'maxPicksPerEvent must be a whole number',
  ),
  devigMethod: DevigMethodSchema,
  tierThresholds: TierThresholdsInputSchema,
  tierMode: TierModeSchema,
  /** Empty or null clears the formula. */
  pickFormula: wellFormed(z.string().max(MAX_FORMULA_BODY_LENGTH)).nullable(),
  /** Saved with the formula_history row when the formula changes. */
  formulaDescription: wellFormed(z.string().max(MAX_FORMULA_DESCRIPTION_LENGTH)).nullable(),
  additionalConditions: wellFormed(z.string().max(MAX_ADDITIONAL_CONDITIONS_LENGTH)).nullable(),
  emailNotificationsEnabled: z.boolean(),
};

/**
 * PATCH /api/admin/config: any of the fields; `maxStake` is the admin panel's name
 * for `maxStakePercent` (send one of them). Cross-field checks (minOdds < maxOdds) are made against
 * the stored values by the server.
 */
export const ConfigPatchSchema = z.strictObject({
  kellyFraction: fields.kellyFraction.optional(),
  edgeThreshold: fields.edgeThreshold.optional(),
  maxStake: inRange('maxStake', CONFIG_RANGES.maxStakePercent).optional(),
  maxStakePercent: fields.maxStakePercent.optional(),
  minOdds: fields.minOdds.optional(),
  maxOdds: fields.maxOdds.optional(),
  minProbability: fields.minProbability.optional(),
  maxPicksPerEvent: fields.maxPicksPerEvent.optional(),
  devigMethod: fields.devigMethod.optional(),
  tierThresholds: fields.tierThresholds.optional(),
  tierMode: fields.tierMode.optional(),
  pickFormula: fields.pickFormula.optional(),
  formulaDescription: fields.formulaDescription.optional(),
  additionalConditions: fields.additionalConditions.optional(),
  emailNotificationsEnabled: fields.emailNotificationsEnabled.optional(),
});
export type ConfigPatch = z.infer<typeof ConfigPatchSchema>;

/** POST /api/admin/config: the laboratory's full configuration; the rest optional. */
export const LabConfigSchema = ConfigPatchSchema.extend({
  kellyFraction: fields.kellyFraction,
  edgeThreshold: fields.edgeThreshold,
  maxStakePercent: fields.maxStakePercent,
  minOdds: fields.minOdds,
  minProbability: fields.minProbability,
  additionalConditions: fields.additionalConditions,
  pickFormula: fields.pickFormula,
});
export type LabConfig = z.infer<typeof LabConfigSchema>;

/** One saved formula (newest first in the list), with the email of who saved it. */
export const FormulaHistoryEntrySchema = z.object({
  id: z.uuid(),
  formula: z.string(),
  sport: SportSchema.nullable(),
  changeDescription: z.string().nullable(),
  changedBy: z.string().nullable(),
  createdAt: isoDate,
});
export type FormulaHistoryEntry = z.infer<typeof FormulaHistoryEntrySchema>;

export const FormulaHistoryResponseSchema = z.object({ entries: z.array(FormulaHistoryEntrySchema) });
export type FormulaHistoryResponse = z.infer<typeof FormulaHistoryResponseSchema>;

export const FormulaHistoryParamsSchema = z.strictObject({ id: z.uuid() });

export const FormulaPreviewRequestSchema = z.strictObject({
  formula: z.string().max(MAX_FORMULA_BODY_LENGTH),
});

/** One of today's candidates as the preview shows it. */
export const PreviewCandidateSchema = z.object({
  eventId: z.uuid(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  sport: SportSchema,
  selection: z.string(),
  market: MarketSchema,
  line: z.number().nullable(),
  odds: z.number(),
  edge: z.number(),
  /** The formula's score when it answers a number; null for a boolean answer. */
  score: z.number().nullable(),
});
export type PreviewCandidate = z.infer<typeof PreviewCandidateSchema>;

/**
 * Why the formula drops a candidate: `rejected` (false or a score ≤ 0) or `error` (it could not be
 * evaluated on this candidate, e.g. a division by zero); for `error`, `error` says why (code, params,
 * column) and `message` the same in English.
 */
export const PreviewDroppedSchema = PreviewCandidateSchema.extend({
  reason: z.enum(['rejected', 'error']),
  message: z.string().nullable(),
  error: FormulaProblemSchema.nullable(),
});
export type PreviewDropped = z.infer<typeof PreviewDroppedSchema>;

/**
 * POST /api/admin/formula-preview: of today's candidates (upcoming events starting within the next
 * 36 hours that pass the current rules without a formula), which the formula accepts and drops.
 */
export const FormulaPreviewResponseSchema = z.object({
  total: z.number().int(),
  accepted: z.array(PreviewCandidateSchema),
  dropped: z.array(PreviewDroppedSchema),
  /** The window's end: candidates are events starting before it. */
  windowEnd: isoDate,
});
export type FormulaPreviewResponse = z.infer<typeof FormulaPreviewResponseSchema>;

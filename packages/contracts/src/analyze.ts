import { z } from 'zod';
import { SportSchema, TierSchema } from './domain';
import { LockedPickSchema } from './subscriber-picks';
import { singleLine, wellFormed } from './text';

/** Request and response schemas of the analysis tool (/analyze-pick). */

/** The pick types the analysis tool offers. */
export const PickTypeSchema = z.enum(['moneyline', 'spread', 'total']);
export type PickType = z.infer<typeof PickTypeSchema>;

/** POST /api/analyze-pick: an upcoming event; the moneyline unless another pick type is asked. */
export const AnalyzeEventRequestSchema = z.strictObject({
  eventId: z.uuid(),
  pickType: PickTypeSchema.default('moneyline'),
});
export type AnalyzeEventRequest = z.input<typeof AnalyzeEventRequestSchema>;

const TeamNameSchema = wellFormed(singleLine(z.string().trim().min(2).max(80)));

/**
 * American odds as a bettor is offered them (+150, −120): an integer of at least 100 either way.
 * They are the price offered on the side the models' consensus favours.
 */
export const AmericanOddsInputSchema = z
  .number()
  .int()
  .refine((value) => Math.abs(value) >= 100, {
    error: 'American odds are at least +100 or at most -100',
    params: { rule: 'american_odds' },
  });

/** POST /api/analyze-pick-manual. */
export const AnalyzeManualRequestSchema = z
  .strictObject({
    sport: SportSchema,
    homeTeam: TeamNameSchema,
    awayTeam: TeamNameSchema,
    pickType: PickTypeSchema,
    odds: AmericanOddsInputSchema.optional(),
  })
  .refine((input) => input.homeTeam.toLowerCase() !== input.awayTeam.toLowerCase(), {
    message: 'The home and away teams must differ',
    path: ['awayTeam'],
    params: { rule: 'distinct_teams' },
  });
export type AnalyzeManualRequest = z.input<typeof AnalyzeManualRequestSchema>;

export const AnalyzeSideSchema = z.enum(['home', 'away', 'draw', 'over', 'under']);
export type AnalyzeSide = z.infer<typeof AnalyzeSideSchema>;

/** One strategy's prediction of the analysed market (a spread or total: of its line). */
export const AnalyzePredictionSchema = z.object({
  strategy: z.string(),
  side: AnalyzeSideSchema,
  /** The team the side stands for; null for a draw, over and under. */
  winnerTeamName: z.string().nullable(),
  winProbability: z.number(),
  /** The side's own line on spreads and totals; null on the moneyline. */
  line: z.number().nullable(),
  /** `code: key=value, …`, as the analysis log writes them. */
  keyFactors: z.array(z.string()),
  /** Market strategies read prices (and splits): their probability is the market's, not a model's. */
  source: z.enum(['model', 'market']),
});
export type AnalyzePrediction = z.infer<typeof AnalyzePredictionSchema>;

export const AnalyzeAbstentionSchema = z.object({ strategy: z.string(), reason: z.string() });

export const AnalyzeConsensusSchema = z.object({
  hasConsensus: z.boolean(),
  side: AnalyzeSideSchema.nullable(),
  consensusTeamName: z.string().nullable(),
  agreementCount: z.number().int(),
  totalStrategies: z.number().int(),
  agreementPercentage: z.number(),
  consolidatedProbability: z.number().nullable(),
});
export type AnalyzeConsensus = z.infer<typeof AnalyzeConsensusSchema>;

/** The consensus side priced: the market's best price or the odds entered, the pooled forecast, the rules. */
export const AnalyzeMarketEvaluationSchema = z.object({
  /** 'market': the books' best price; 'entered': the odds given with a manual entry. */
  priceSource: z.enum(['market', 'entered']),
  side: AnalyzeSideSchema,
  teamName: z.string().nullable(),
  line: z.number().nullable(),
  bestOdds: z.number(),
  oddsAmerican: z.number().int(),
  /** The book offering the best price (market prices only). */
  bookmaker: z.string().nullable(),
  /** Books pricing the whole market; 0 when only the entered odds are known. */
  bookmakers: z.number().int(),
  /** De-vigged market probability; null when no book prices the market (fair probability unknown). */
  pMarketFair: z.number().nullable(),
  marketSource: z.enum(['sharp', 'average']).nullable(),
  /** The strategies' consolidated probability of the side. */
  pStrategies: z.number(),
  modelWeight: z.number().nullable(),
  /** The pooled forecast of the market's fair probability and the strategies'; null without a fair probability. */
  pModel: z.number().nullable(),
  /** `p × odds − 1` on pModel, or on the strategies' probability when the fair probability is unknown. */
  edge: z.number(),
  inSweetSpot: z.boolean(),
  shouldBet: z.boolean(),
  shouldBetReason: z.string(),
  /** Fractional Kelly on a bankroll of 1000 when it is a bet, else 0. */
  suggestedStake: z.number(),
  bankroll: z.number(),
});
export type AnalyzeMarketEvaluation = z.infer<typeof AnalyzeMarketEvaluationSchema>;

const Level = z.enum(['low', 'medium', 'high']);

export const AnalyzeAiSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('applied'),
    model: z.string(),
    adjustedProbability: z.number(),
    riskLevel: Level,
    confidence: Level,
    warnings: z.array(z.string()),
    keyFactors: z.array(z.string()),
  }),
  z.object({
    status: z.literal('skipped'),
    reason: z.enum(['not_configured', 'timeout', 'provider_error', 'invalid_response', 'no_market']),
  }),
]);
export type AnalyzeAi = z.infer<typeof AnalyzeAiSchema>;

/** The match of an analysis: public, like the events list. */
export const AnalyzeEventSchema = z.strictObject({
  /** The upcoming event analysed; null for a manual entry no upcoming event matches. */
  id: z.string().nullable(),
  sport: SportSchema,
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  startTime: z.iso.datetime({ offset: true }).nullable(),
});

/** The models' view of a match: never anything about picks. */
export const AnalyzeAnalysisSchema = z.object({
  event: AnalyzeEventSchema,
  pickType: PickTypeSchema,
  /** The spread's home line or the total analysed (the line most books quote); null on the moneyline. */
  line: z.number().nullable(),
  predictions: z.array(AnalyzePredictionSchema),
  abstentions: z.array(AnalyzeAbstentionSchema),
  consensus: AnalyzeConsensusSchema,
  marketEvaluation: AnalyzeMarketEvaluationSchema.nullable(),
  /** Why there is no market evaluation: no consensus, no upcoming event, or no book prices the market. */
  marketNote: z.enum(['no_consensus', 'no_event', 'no_market', 'no_line']).nullable(),
  ai: AnalyzeAiSchema,
  analysedAt: z.iso.datetime({ offset: true }),
});
export type AnalyzeAnalysis = z.infer<typeof AnalyzeAnalysisSchema>;

/**
 * The analysis withheld: the match carries a live published pick the caller may not see, and the
 * models' view of it would hand that pick out. Only the match and the teasers of those picks (what
 * any visitor sees of them): nothing the models computed (strict).
 */
export const AnalyzeWithheldSchema = z.strictObject({
  event: AnalyzeEventSchema,
  pickType: PickTypeSchema,
  locked: z.strictObject({
    /** The highest tier among the picks the caller lacks: the plan that opens it opens the analysis. */
    tier: TierSchema,
    /** Those picks' teasers, highest tier first. */
    picks: z.array(LockedPickSchema).min(1),
  }),
});
export type AnalyzeWithheld = z.infer<typeof AnalyzeWithheldSchema>;

/** The answer of both analysis endpoints: the analysis, or (with `locked`) the analysis withheld. */
export const AnalyzeResponseSchema = z.union([AnalyzeAnalysisSchema, AnalyzeWithheldSchema]);
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

export const isWithheld = (response: AnalyzeResponse): response is AnalyzeWithheld => 'locked' in response;

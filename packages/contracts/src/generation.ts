import { z } from 'zod';
import { MAX_BANKROLL, MIN_BANKROLL, SportSchema, StrategySchema } from './domain';
import { ErrorCodeSchema } from './errors';
import { AdminPickSchema } from './picks';

/** Query of GET /api/picks/stream and body of POST /api/picks. */
export const GenerateRequestSchema = z.object({
  bankroll: z.coerce.number().min(MIN_BANKROLL).max(MAX_BANKROLL).default(1000),
  sport: SportSchema.optional(),
  eventId: z.uuid().optional(),
  // An invalid count falls back to 10, it is not an error.
  pickCount: z.preprocess((value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 50 ? n : 10;
  }, z.number().int()),
  strategy: StrategySchema.default('auto'),
});
export type GenerateRequest = z.input<typeof GenerateRequestSchema>;

/** Events analysed and the count of each rejection reason (codes the interface translates). */
const GenerationSummaryShape = {
  analysed: z.number().int().min(0).optional(),
  rejections: z.record(z.string(), z.number().int().min(0)).optional(),
};

export const GenerationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    current: z.number().int(),
    total: z.number().int(),
    message: z.string(),
    /** The event being analysed, so the interface labels it in its own match order. */
    event: z.object({ sport: SportSchema, homeTeam: z.string(), awayTeam: z.string() }).optional(),
  }),
  z.object({
    type: z.literal('complete'),
    picks: z.array(AdminPickSchema),
    message: z.string().optional(),
    ...GenerationSummaryShape,
  }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    /** What failed, for the interface to say in the admin's language; `message` is English. */
    code: ErrorCodeSchema.optional(),
    /** Refines the code, e.g. `invalid_formula` for a saved pick formula that does not compile. */
    reason: z.string().optional(),
  }),
]);
export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

export const GenerateResponseSchema = z.object({
  picks: z.array(AdminPickSchema),
  message: z.string(),
  ...GenerationSummaryShape,
});
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

import { z } from 'zod';
import { SportSchema, TierSchema } from './domain';
import { ErrorCodeSchema } from './errors';
import { wellFormed } from './text';

const isoDate = z.iso.datetime({ offset: true });

/** The longest message an admin can send the Genius. */
export const GENIUS_MESSAGE_MAX = 4000;
/** How many stored messages GET /api/admin/genius-chat/history answers (the newest, oldest first). */
export const GENIUS_HISTORY_LIMIT = 100;

// Line breaks and tabs are the point of a multi-line message; any other control character is refused.
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * The context the web sends beside a message. Accepted for compatibility and
 * ignored: the server builds the real context itself from the stored settings.
 */
export const GeniusClientContextSchema = z.object({
  kellyFraction: z.number().finite().optional(),
  edgeThreshold: z.number().finite().optional(),
  bankroll: z.number().finite().optional(),
  pickFormula: z.string().max(2000).nullable().optional(),
});
export type GeniusClientContext = z.infer<typeof GeniusClientContextSchema>;

/** POST /api/admin/genius-chat (and /stream): the message, trimmed, 1–4000 characters of valid text. */
export const GeniusChatRequestSchema = z.object({
  message: wellFormed(
    z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(GENIUS_MESSAGE_MAX)
      .regex(MULTI_LINE, 'must not contain control characters'),
  ),
  context: GeniusClientContextSchema.optional(),
});
export type GeniusChatRequest = z.infer<typeof GeniusChatRequestSchema>;

export const GeniusMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: isoDate,
});
export type GeniusMessage = z.infer<typeof GeniusMessageSchema>;

/** One of the day's published picks as the Genius is told about it. */
export const GeniusContextPickSchema = z.object({
  sport: SportSchema,
  /** The match as the prompt states it; screens label it from the teams, in the app's one order. */
  match: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  selection: z.string(),
  odds: z.number(),
  edge: z.number().nullable(),
  tier: TierSchema,
});

/** The published record's figures (the same as GET /api/record's headline). */
export const GeniusContextRecordSchema = z.object({
  picks: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  hitRate: z.number().nullable(),
  roi: z.number().nullable(),
  meanClv: z.number().nullable(),
});

/** What the Genius knows, built by the server from the stored settings, picks and record. */
export const GeniusContextSchema = z.object({
  kellyFraction: z.number(),
  edgeThreshold: z.number(),
  bankroll: z.number(),
  pickFormula: z.string().nullable(),
  picks: z.array(GeniusContextPickSchema),
  record: GeniusContextRecordSchema,
});
export type GeniusContext = z.infer<typeof GeniusContextSchema>;

/**
 * The answer. Without AI configured it is 200 with `configured: false`, the "AI is not configured"
 * text as `response`, and nothing stored (`message` and `userMessage` null).
 */
export const GeniusChatResponseSchema = z.object({
  response: z.string(),
  configured: z.boolean(),
  /** The stored answer and the stored question. */
  message: GeniusMessageSchema.nullable(),
  userMessage: GeniusMessageSchema.nullable(),
});
export type GeniusChatResponse = z.infer<typeof GeniusChatResponseSchema>;

/** GET /api/admin/genius-chat/history: this admin's conversation (oldest first) and the current context. */
export const GeniusHistorySchema = z.object({
  configured: z.boolean(),
  messages: z.array(GeniusMessageSchema),
  context: GeniusContextSchema,
});
export type GeniusHistory = z.infer<typeof GeniusHistorySchema>;

export const GeniusClearResponseSchema = z.object({ deleted: z.number().int().nonnegative() });

/**
 * The events of POST /api/admin/genius-chat/stream. `delta` texts, joined, are the answer as it
 * arrives (sentences the hype filter drops never appear); `done` carries the stored messages, whose
 * content is the final text; `not_configured` ends a stream when no AI is set up (nothing stored);
 * `error` ends a failed one (nothing stored).
 */
export const GeniusStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: GeniusMessageSchema, userMessage: GeniusMessageSchema }),
  z.object({ type: z.literal('not_configured'), message: z.string() }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: ErrorCodeSchema.optional(),
    reason: z.string().optional(),
  }),
]);
export type GeniusStreamEvent = z.infer<typeof GeniusStreamEventSchema>;

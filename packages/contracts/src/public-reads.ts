/**
 * The answers a public page reads at first load (the events, their coverage, the record's volume, the
 * visitor's session) and the error body, as `zod/mini` schemas: the same shapes as the classic ones in
 * events.ts, record.ts, auth.ts and errors.ts, which the server uses, but tree-shakable, so a public
 * page checks its answers without loading zod's whole API. A test keeps each equal to its classic twin.
 */
import * as z from 'zod/mini';

const isoTime = z.iso.datetime({ offset: true });
const count = z.int().check(z.nonnegative());

const SportSchema = z.enum(['soccer', 'nfl', 'baseball', 'nba', 'nhl']);

export const PublicEventMiniSchema = z.object({
  id: z.string(),
  sport: SportSchema,
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  startTime: isoTime,
  status: z.enum(['upcoming', 'live', 'finished', 'postponed', 'cancelled']),
});

/** GET /api/events. */
export const EventsResponseMiniSchema = z.object({ events: z.array(PublicEventMiniSchema) });

const coverageCounts = {
  upcoming24h: count,
  upcoming7d: count,
  priced: count,
  nextStartTime: z.nullable(isoTime),
  returnsAt: z.nullable(isoTime),
};

/** GET /api/events/coverage. */
export const EventsCoverageResponseMiniSchema = z.object({
  generatedAt: isoTime,
  sports: z.array(
    z.object({
      ...coverageCounts,
      sport: SportSchema,
      leagues: z.array(z.object({ league: z.string(), ...coverageCounts })),
    }),
  ),
});

/** GET /api/record/volume. */
export const RecordVolumeMiniSchema = z.object({
  windowDays: z.int().check(z.positive()),
  days: z.int().check(z.minimum(0)),
  published: z.int().check(z.minimum(0)),
  perDay: z.nullable(z.number().check(z.minimum(0))),
});

/** The landing's promise: published picks a day, on average (the same figure as record.ts's). */
export const PROMISED_PICKS_PER_DAY = 4;

const isoDate = z.iso.datetime({ offset: true });

/** GET /api/auth/me. */
export const MeResponseMiniSchema = z.object({
  user: z.nullable(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(['admin', 'regular']),
      hasUsedFreePick: z.boolean(),
      emailVerified: z.boolean(),
      activeSubscription: z.nullable(
        z.object({
          plan: z.enum([
            'all_access',
            'diamond',
            'standard',
            'vip',
            'exclusivo',
            'platinum',
            'diamante',
            'free',
          ]),
          status: z.enum(['active', 'inactive', 'expired']),
          currentPeriodEnd: z.nullable(isoDate),
        }),
      ),
    }),
  ),
});

/** The body of every error answer (errors.ts's ApiErrorSchema). */
export const ApiErrorMiniSchema = z.object({
  error: z.object({
    code: z.enum([
      'VALIDATION_ERROR',
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
      'INVALID_CODE',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'BAD_ORIGIN',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
      'SERVICE_UNAVAILABLE',
      'BAD_GATEWAY',
      'GATEWAY_TIMEOUT',
    ]),
    message: z.string(),
    issues: z.optional(
      z.array(
        z.object({
          path: z.string(),
          code: z.enum([
            'required',
            'invalid_type',
            'too_small',
            'too_big',
            'invalid_format',
            'invalid_value',
            'not_multiple_of',
            'unrecognized_keys',
            'invalid_characters',
            'custom',
            'invalid',
          ]),
          params: z.optional(
            z.object({
              origin: z.optional(z.string()),
              minimum: z.optional(z.number()),
              maximum: z.optional(z.number()),
              inclusive: z.optional(z.boolean()),
              exact: z.optional(z.boolean()),
              expected: z.optional(z.string()),
              format: z.optional(z.string()),
              values: z.optional(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
              keys: z.optional(z.array(z.string())),
              divisor: z.optional(z.number()),
              rule: z.optional(
                z.enum([
                  'ordered_tiers',
                  'distinct_teams',
                  'url_or_content',
                  'american_odds',
                  'from_before_to',
                  'single_dataset',
                  'valid_unicode',
                ]),
              ),
            }),
          ),
          message: z.string(),
        }),
      ),
    ),
    reason: z.optional(z.string()),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});

/** POST /api/auth/logout and the other writes that answer a message only. */
export const MessageResponseMiniSchema = z.object({ message: z.string() });

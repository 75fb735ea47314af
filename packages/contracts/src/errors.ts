import { z } from 'zod';

/** Every error code the API can answer with. The server maps each to an HTTP status; the web maps each to a translated message. */
export const ErrorCodeSchema = z.enum([
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
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Per-field reasons for validation errors. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Why, when a code has several causes (e.g. a 409 on a pick: `PickRefusalSchema`); the web translates it. */
    reason: z.string().optional(),
    /** Machine-readable facts about the error, e.g. a refused formula's `column` (1-based). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

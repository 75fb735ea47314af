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

/**
 * What is wrong with one field of a refused request, whatever the language: zod's issue codes, folded
 * into a small closed set the web translates. `required`: the field is missing; `invalid_characters`:
 * a NUL the database cannot store; `custom`: a rule of the schema (`params.rule`) or of the service
 * (the error's `reason`); `invalid`: anything else (a union none of whose shapes fit).
 */
export const IssueCodeSchema = z.enum([
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
]);
export type IssueCode = z.infer<typeof IssueCodeSchema>;

/**
 * The rules a schema checks beyond types and ranges (`params.rule` of a `custom` issue), each with a
 * text on the web: `ordered_tiers` exclusivo ≤ platinum ≤ diamante; `distinct_teams` home ≠ away;
 * `url_or_content` exactly one of the two; `american_odds` at most -100 or at least +100;
 * `from_before_to` a date range in order; `single_dataset` a CSV or a preview holds one dataset;
 * `valid_unicode` no lone surrogate.
 */
export const IssueRuleSchema = z.enum([
  'ordered_tiers',
  'distinct_teams',
  'url_or_content',
  'american_odds',
  'from_before_to',
  'single_dataset',
  'valid_unicode',
]);
export type IssueRule = z.infer<typeof IssueRuleSchema>;

/**
 * The parameters a text needs: a range's bounds in the unit the API speaks (fractions, not percent:
 * the web shows them in the field's own unit), what was expected, the allowed values or keys.
 */
export const IssueParamsSchema = z.object({
  /** What was measured: `number`, `int`, `string` (characters), `array` (items), `date`… */
  origin: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  /** Whether the bound itself is allowed (≥ rather than >). */
  inclusive: z.boolean().optional(),
  /** The size must be exactly the bound. */
  exact: z.boolean().optional(),
  /** The expected type (`number`, `string`, `boolean`, `object`, `array`…). */
  expected: z.string().optional(),
  /** The expected format (`email`, `url`, `uuid`, `datetime`, `date`, `regex`…). */
  format: z.string().optional(),
  values: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  keys: z.array(z.string()).optional(),
  divisor: z.number().optional(),
  rule: IssueRuleSchema.optional(),
});
export type IssueParams = z.infer<typeof IssueParamsSchema>;

/** One field of a refused request: where (`body.edgeThreshold`), what (code + params), and English for logs. */
export const ValidationIssueSchema = z.object({
  path: z.string(),
  code: IssueCodeSchema,
  params: IssueParamsSchema.optional(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

/**
 * The body of every error answer. `message` is English for API users and logs; a UI shows the
 * translation of `reason` (and of each issue's code), never the message.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Per-field reasons for validation errors. */
    issues: z.array(ValidationIssueSchema).optional(),
    /**
     * Why (one of `REASONS`, see reasons.ts): every 4xx carries one. Read as a string so that a
     * reason this client does not know yet still parses (and is shown as its code's text).
     */
    reason: z.string().optional(),
    /** Machine-readable facts about the error, e.g. a refused formula's `column` (1-based). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

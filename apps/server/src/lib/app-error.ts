import type { ErrorCode } from '@arcade/contracts';

/** HTTP status for every error code the API answers with. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_ORIGIN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  BAD_GATEWAY: 502,
  GATEWAY_TIMEOUT: 504,
};

export interface FieldIssue {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** A machine reason refining the code (e.g. `pick_graded` on a CONFLICT), sent as `error.reason`. */
  readonly reason: string | undefined;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string> | undefined;
  /** Machine-readable facts sent as `error.details` (e.g. a refused formula's `column`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      issues?: FieldIssue[];
      headers?: Record<string, string>;
      cause?: unknown;
      reason?: string;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.issues = options.issues;
    this.reason = options.reason;
    this.headers = options.headers;
    this.details = options.details;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

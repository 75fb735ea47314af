import type { ErrorCode, IssueCode, IssueParams, Reason } from '@arcade/contracts';

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

/** One refused field: its path, a code and the code's parameters (translated by the web), English for logs. */
export interface FieldIssue {
  path: string;
  code: IssueCode;
  params?: IssueParams;
  message: string;
}

/** The codes of a server failure (5xx): the only ones that may come without a reason. */
type ServerErrorCode = 'INTERNAL_ERROR' | 'SERVICE_UNAVAILABLE' | 'BAD_GATEWAY' | 'GATEWAY_TIMEOUT';
/** The codes of a refusal (4xx): each needs a reason the web translates. */
export type ClientErrorCode = Exclude<ErrorCode, ServerErrorCode>;

interface AppErrorOptions {
  issues?: FieldIssue[];
  headers?: Record<string, string>;
  cause?: unknown;
  reason?: Reason;
  details?: Record<string, unknown>;
}

/**
 * The one error type services throw; the error handler turns it into `{ error: { code, message,
 * reason, issues?, details? } }`. A refusal (4xx) does not compile without a reason of `REASONS`:
 * the message is English for API users and logs, the reason is what the user reads, translated.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Why, in words a program reads (`pick_graded` on a CONFLICT), sent as `error.reason`. */
  readonly reason: Reason | undefined;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string> | undefined;
  /** Machine-readable facts sent as `error.details` (e.g. a refused formula's `column`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ClientErrorCode, message: string, options: AppErrorOptions & { reason: Reason });
  constructor(code: ServerErrorCode, message: string, options?: AppErrorOptions);
  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
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

/** A 400 on one field: the reason the web translates, and the field's issue (a rule of the service by default). */
export function invalid(
  reason: Reason,
  path: string,
  message: string,
  issue: { code: IssueCode; params?: IssueParams } = { code: 'custom' },
): AppError {
  return new AppError('VALIDATION_ERROR', message, { reason, issues: [{ path, ...issue, message }] });
}

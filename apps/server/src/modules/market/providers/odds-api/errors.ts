/**
 * Failures of The Odds API, each with a code. `scope` says what a failure says about the next request:
 * 'provider' failures (a refused key, the quota, a provider nobody answers for) hold back every
 * request; 'sport' failures (a bad parameter, an unreadable body, a 5xx or a timeout on one endpoint)
 * concern only the sport key that caused them, so the other keys still sync.
 */
export abstract class OddsApiError extends Error {
  abstract readonly code: string;
  abstract readonly scope: 'provider' | 'sport';
  /** How long the provider asked us to wait (Retry-After), when it did. */
  readonly retryAfterMs: number | undefined = undefined;
}

export class InvalidApiKeyError extends OddsApiError {
  override name = 'InvalidApiKeyError';
  readonly code = 'INVALID_API_KEY';
  readonly scope = 'provider';
  constructor(providerCode: string | undefined) {
    super(`invalid API key (401${providerCode ? ` ${providerCode}` : ''})`);
  }
}

export class InvalidRequestError extends OddsApiError {
  override name = 'InvalidRequestError';
  readonly code = 'INVALID_REQUEST';
  readonly scope = 'sport';
  constructor(status: number, message: string | undefined) {
    const detail = message ?? 'no message';
    super(status === 422 ? `invalid request: ${detail}` : `invalid request (status ${status}): ${detail}`);
  }
}

export class RateLimitedError extends OddsApiError {
  override name = 'RateLimitedError';
  readonly code = 'RATE_LIMITED';
  readonly scope = 'provider';
  override readonly retryAfterMs: number | undefined;
  constructor(message: string | undefined, retryAfterMs: number | undefined) {
    const wait = retryAfterMs === undefined ? '' : `, retry after ${Math.ceil(retryAfterMs / 1000)} s`;
    super(`quota/rate limited (429${wait})${message ? `: ${message}` : ''}`);
    this.retryAfterMs = retryAfterMs;
  }
}

export class ProviderUnavailableError extends OddsApiError {
  override name = 'ProviderUnavailableError';
  readonly code = 'PROVIDER_UNAVAILABLE';
  readonly scope = 'sport';
  constructor(status: number) {
    super(`provider unavailable (status ${status})`);
  }
}

export class ProviderTimeoutError extends OddsApiError {
  override name = 'ProviderTimeoutError';
  readonly code = 'TIMEOUT';
  readonly scope = 'sport';
  constructor(timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
  }
}

export class ProviderUnreachableError extends OddsApiError {
  override name = 'ProviderUnreachableError';
  readonly code = 'UNREACHABLE';
  readonly scope = 'provider';
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause : cause).message : '';
    super(`provider unreachable${reason ? `: ${reason}` : ''}`, { cause });
  }
}

export class MalformedResponseError extends OddsApiError {
  override name = 'MalformedResponseError';
  readonly code = 'MALFORMED_RESPONSE';
  readonly scope = 'sport';
  constructor(detail: string) {
    super(`malformed response: ${detail}`);
  }
}

export class CreditBudgetError extends OddsApiError {
  override name = 'CreditBudgetError';
  readonly code = 'CREDIT_BUDGET_REACHED';
  readonly scope = 'provider';
  constructor(remaining: number, cost: number, budget: number) {
    super(
      `credit budget reached: ${remaining} credits remaining, the next request costs ${cost}, ODDS_API_CREDIT_BUDGET keeps ${budget}`,
    );
  }
}

/** Not a request that failed: one held back, as long as the last failure of `scope` asks. */
export class BackingOffError extends OddsApiError {
  override name = 'BackingOffError';
  readonly code = 'BACKING_OFF';
  readonly scope: 'provider' | 'sport';
  /** Set when the provider itself asked to wait (Retry-After): when it will take requests again. */
  readonly retryAt: Date | undefined;
  constructor(scope: 'provider' | 'sport', wait: { until: Date; message: string; isProviderAsked: boolean }) {
    super(
      wait.isProviderAsked
        ? `the provider asked to wait until ${wait.until.toISOString()}: ${wait.message}`
        : `backing off until ${wait.until.toISOString()} after: ${wait.message}`,
    );
    this.scope = scope;
    this.retryAt = wait.isProviderAsked ? wait.until : undefined;
  }
}

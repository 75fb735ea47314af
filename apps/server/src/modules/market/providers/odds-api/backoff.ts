const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;
/** A Retry-After beyond this is read as a mistake rather than obeyed for days. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

interface Failure {
  count: number;
  until: number;
  message: string;
  /** The provider said how long to wait (a 429's Retry-After): even an admin's retry obeys it. */
  isProviderAsked: boolean;
}

/**
 * Exponential backoff per scope (the whole provider, or one sport key): after the n-th failure in a
 * row nothing is requested for 1, 2, 4 … minutes, at most 60, or for as long as a 429's Retry-After
 * asks; a success clears the scope. Times come from the caller's clock.
 */
export class Backoff {
  private readonly failures = new Map<string, Failure>();

  /** The failure still holding `scope` back at `now`, if any. */
  blocking(scope: string, now: Date): { until: Date; message: string; isProviderAsked: boolean } | undefined {
    const failure = this.failures.get(scope);
    if (!failure || now.getTime() >= failure.until) return undefined;
    return {
      until: new Date(failure.until),
      message: failure.message,
      isProviderAsked: failure.isProviderAsked,
    };
  }

  /**
   * Ends every wait we chose ourselves, so the next request goes out now (an admin asked for it);
   * the provider's own Retry-After stays. The failure count stays too, so a new failure backs off
   * as long as it would have.
   */
  retryNow(): void {
    for (const failure of this.failures.values()) {
      if (!failure.isProviderAsked) failure.until = 0;
    }
  }

  fail(scope: string, error: { message: string; retryAfterMs?: number | undefined }, now: Date): void {
    const count = (this.failures.get(scope)?.count ?? 0) + 1;
    const delay =
      error.retryAfterMs !== undefined
        ? Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS)
        : Math.min(FIRST_DELAY_MS * 2 ** (count - 1), MAX_DELAY_MS);
    this.failures.set(scope, {
      count,
      until: now.getTime() + delay,
      message: error.message,
      isProviderAsked: error.retryAfterMs !== undefined,
    });
  }

  succeed(scope: string): void {
    this.failures.delete(scope);
  }
}

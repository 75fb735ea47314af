/**
 * The wait before the next attempt after `failures` failed deliveries: the base after the first,
 * doubling with each further failure, never above the cap.
 */
export function retryDelayMs(failures: number, baseMs: number, maxMs: number): number {
  if (!Number.isInteger(failures) || failures < 1)
    throw new RangeError(`failures must be a positive integer: ${failures}`);
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures - 1, 40));
}

/** A delivery error as one line for the queue's `error` column (SMTP replies carry their code). */
export function describeMailError(error: unknown): string {
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
    const prefix = [code, responseCode].filter((part) => part !== undefined).join(' ');
    const message = error.message.replaceAll(/\s+/g, ' ').trim();
    return (prefix ? `${prefix}: ${message}` : message).slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}

// Polling with the delay it took, for the scenarios that measure how soon something becomes true.

export interface Polled<T> {
  value: T;
  /** Milliseconds from the poll's start to the answer that satisfied it. */
  elapsedMs: number;
}

/**
 * Calls `probe` every `everyMs` until it answers something other than undefined, or throws after
 * `timeoutMs` naming what it waited for.
 */
export async function pollUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { everyMs = 50, timeoutMs = 3_000 }: { everyMs?: number; timeoutMs?: number } = {},
): Promise<Polled<T>> {
  const start = performance.now();
  for (;;) {
    const value = await probe();
    const elapsedMs = performance.now() - start;
    if (value !== undefined) return { value, elapsedMs };
    if (elapsedMs >= timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

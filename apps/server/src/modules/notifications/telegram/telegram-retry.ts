import { setTimeout as sleep } from 'node:timers/promises';
import type { Api } from 'grammy';

/** The first retry of a failed call to Telegram; each further failure doubles it, up to the cap. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 60_000;

export const retryDelay = (failures: number) =>
  Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));

/** Waits, or stops waiting when the signal aborts (without throwing). */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * grammY types its abort signals with a polyfill's class; Node's own signal is what its fetch
 * checks at run time (by shape), so only the type differs.
 */
export function apiSignal(signal: AbortSignal): NonNullable<Parameters<Api['getMe']>[0]> {
  return signal as unknown as NonNullable<Parameters<Api['getMe']>[0]>;
}

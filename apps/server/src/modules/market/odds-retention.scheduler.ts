import type { FastifyBaseLogger } from 'fastify';

/** The job looks this long after the start (never during it), then every hour. */
const FIRST_LOOK_MS = 10 * 60_000;
const LOOK_EVERY_MS = 60 * 60_000;

/** The timers the schedule sets: the process's own, unless a test drives them. */
export interface ScheduleTimers {
  setTimeout(callback: () => void, ms: number): NodeJS.Timeout;
  clearTimeout(timer: NodeJS.Timeout | undefined): void;
  setInterval(callback: () => void, ms: number): NodeJS.Timeout;
  clearInterval(timer: NodeJS.Timeout | undefined): void;
}

const processTimers: ScheduleTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (timer) => clearInterval(timer),
};

/**
 * Starts the odds retention's timer; the returned function stops it and waits for a run under way. Every instance has one and looks
 * every hour: `run` holds the advisory lock and skips a turn taken less than a day ago by any
 * instance, so the job runs about once a day across all of them, and soon after a start that
 * followed a long stop.
 */
export function startRetentionSchedule(
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
  { firstLookMs = FIRST_LOOK_MS, lookEveryMs = LOOK_EVERY_MS, timers = processTimers } = {},
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const look = () => {
    if (running) return;
    running = run()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'odds retention failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = timers.setTimeout(() => {
    look();
    interval = timers.setInterval(look, lookEveryMs);
    interval.unref();
  }, firstLookMs);
  first.unref();
  return async () => {
    timers.clearTimeout(first);
    timers.clearInterval(interval);
    await running;
  };
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Starts the timer of the scheduled sync (`run` goes through the market sync service, which holds the
 * advisory lock, so one instance of many runs each tick); the returned function stops it.
 */
export function startSyncSchedule(
  intervalMinutes: number,
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
): () => void {
  if (intervalMinutes <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.error({ err: error }, 'scheduled sync failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Starts the timer of the scheduled sync; the returned function stops it. Every instance has one:
 * `run` goes through the market sync service, which holds the advisory lock and skips a turn that
 * another instance's sync has taken, so the schedule runs once per interval across all of them.
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
  log.info({ intervalMinutes }, 'market sync scheduled');
  return () => clearInterval(timer);
}

import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { MarketProvider } from './providers/market-provider';
import { type SyncResult, syncMarkets } from './sync.service';

/** Advisory-lock key of the scheduled market sync: one instance of many runs it. */
export const SYNC_LOCK_KEY = 7_310_422_903;

/** One scheduled run: answers the results, or null when another instance holds the lock. */
export async function runScheduledSync(
  database: DatabaseHandle,
  providers: readonly MarketProvider[],
  now: Date,
  log: FastifyBaseLogger,
): Promise<SyncResult[] | null> {
  const outcome = await database.withAdvisoryLock(SYNC_LOCK_KEY, () =>
    syncMarkets(database.db, providers, now, log),
  );
  if (!outcome.ran) {
    log.info('scheduled sync skipped: another instance is running it');
    return null;
  }
  return outcome.value;
}

/** Starts the timer; the returned function stops it (called when the app closes). */
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

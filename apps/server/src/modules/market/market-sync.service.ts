import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { schemaLockKey } from '../../db/schema-lock-key';
import { lastSyncStart } from './provider-status.repository';
import type { MarketProvider } from './providers/market-provider';
import { type SyncResult, syncMarkets } from './sync.service';

/** Advisory-lock key of every market sync: one at a time across all instances. */
const SYNC_LOCK_KEY = 7_310_422_903;

/** The sync's lock key for this database's schema (see schemaLockKey). */
export function syncLockKey(database: DatabaseHandle): Promise<number> {
  return schemaLockKey(database, SYNC_LOCK_KEY);
}

/** Who asked: an admin (Sincronizar), the start-up of an instance, or the schedule. */
type SyncTrigger = 'manual' | 'start' | 'schedule';

interface MarketSyncOptions {
  /** How long an admin's sync waits for one already running to finish before a 409. */
  manualWaitMs?: number;
  /** How often a waiting admin's sync tries the lock again. */
  pollMs?: number;
  /** Called after every sync that ran (e.g. to drop what was prepared from the old market). */
  onSynced?: (results: SyncResult[]) => void;
  /**
   * A scheduled sync skips its turn when any sync, by any instance, started less than this long ago
   * (0: never). Every instance has its own timer: this makes the schedule run once per interval across
   * all of them, not once per instance. The app passes nine tenths of the interval, for timer jitter.
   */
  scheduleGapMs?: number;
  /** The clock of an admin's wait (its deadline and the pause between tries); the real one by default. */
  clock?: WaitClock;
}

/** Time as the wait for the lock reads it: now in epoch ms, and a pause of `ms`. */
interface WaitClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: WaitClock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    await sleep(ms);
  },
};

interface MarketSync {
  /**
   * Runs one sync under the advisory lock. The schedule and the start-up skip it (null) when another
   * sync holds the lock, and the schedule also when a sync started within `scheduleGapMs`; an
   * admin's waits for the lock, then answers 409 CONFLICT if it is still held. `signal` stops the sync
   * between two of its steps (see syncMarkets) and rejects with its reason.
   */
  run(trigger: SyncTrigger, now?: () => Date, signal?: AbortSignal): Promise<SyncResult[] | null>;
}

/** One line per sport for the log: events/prices stored+unchanged, and the error if any. */
const summary = (r: SyncResult) =>
  `${r.sport}:${r.events}/${r.pricesStored}+${r.pricesUnchanged}${r.error ? ` ${r.error}` : ''}`;

/** The one way the app syncs the market, whoever asks. */
export function createMarketSync(
  database: DatabaseHandle,
  providers: readonly MarketProvider[],
  log: FastifyBaseLogger,
  {
    manualWaitMs = 30_000,
    pollMs = 250,
    onSynced,
    scheduleGapMs = 0,
    clock = realClock,
  }: MarketSyncOptions = {},
): MarketSync {
  const providerNames = providers.map((provider) => provider.name);
  let key: Promise<number> | undefined;
  const lockKey = () =>
    (key ??= syncLockKey(database).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));
  const attempt = async (trigger: SyncTrigger, now: () => Date, signal?: AbortSignal) =>
    database.withAdvisoryLock(await lockKey(), async () => {
      const startedAt = now();
      // Read under the lock, so two instances' timers cannot both see the turn as free.
      if (trigger === 'schedule' && scheduleGapMs > 0) {
        const last = await lastSyncStart(database.db, providerNames);
        if (last && startedAt.getTime() - last.getTime() < scheduleGapMs) return null;
      }
      const results = await syncMarkets(database.db, providers, startedAt, log, {
        isManual: trigger === 'manual',
        ...(signal ? { signal } : {}),
      });
      log.info({ trigger, startedAt, results: results.map(summary) }, 'market synced');
      return results;
    });

  return {
    async run(trigger, now = () => new Date(), signal) {
      const deadline = clock.now() + (trigger === 'manual' ? manualWaitMs : 0);
      for (;;) {
        const outcome = await attempt(trigger, now, signal);
        if (outcome.ran) {
          if (outcome.value === null) {
            log.debug({ trigger }, 'market sync skipped: synced recently (another instance’s turn)');
            return null;
          }
          onSynced?.(outcome.value);
          return outcome.value;
        }
        if (clock.now() >= deadline) break;
        await clock.sleep(pollMs);
      }
      if (trigger !== 'manual') {
        log.info({ trigger }, 'market sync skipped: another sync is running');
        return null;
      }
      throw new AppError('CONFLICT', 'A market sync is already running; try again when it ends', {
        reason: 'sync_running',
      });
    },
  };
}

import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { schemaLockKey } from '../../db/schema-lock-key';
import { eventsQuotedBetween, lastFinishedRun, recordRun, thinEventOdds } from './odds-retention.repository';

/** Advisory-lock key of the odds retention job: one instance thins at a time. */
const ODDS_RETENTION_LOCK_KEY = 7_310_422_904;

const DAY_MS = 86_400_000;

interface OddsRetentionOptions {
  /** Quotes older than this many days are thinned; 0 keeps every quote (the job never runs). */
  retentionDays: number;
  /** Events thinned per transaction: each is short, so PGlite's one connection is never held long. */
  batchEvents?: number;
  /**
   * A run is skipped when one (by any instance) started less than this long ago: every instance's
   * timer ticks, the job runs about once a day across all of them.
   */
  minGapMs?: number;
}

interface OddsRetentionResult {
  cutoff: Date;
  /** Events whose quotes passed the cutoff since the last run, and quotes deleted from them. */
  events: number;
  deleted: number;
}

interface OddsRetention {
  /**
   * Thins the quotes older than the retention (see thinEventOdds) under the advisory lock, in short
   * transactions of a few events each. Answers null when skipped: off, another instance holds the
   * lock, or a run started within `minGapMs`. `signal` stops it between two transactions.
   */
  run(now?: Date, signal?: AbortSignal): Promise<OddsRetentionResult | null>;
}

/**
 * Each run looks only at the events quoted between the last finished run's cutoff and its own: older
 * quotes were thinned already, so the work follows the day's syncs, not the table's size.
 */
export function createOddsRetention(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  { retentionDays, batchEvents = 10, minGapMs = 20 * 3_600_000 }: OddsRetentionOptions,
): OddsRetention {
  const thin = async (now: Date, signal?: AbortSignal): Promise<OddsRetentionResult | null> => {
    const last = await lastFinishedRun(database.db);
    if (last && now.getTime() - last.startedAt.getTime() < minGapMs) return null;
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
    const from = last?.cutoff ?? null;
    const eventIds = await eventsQuotedBetween(database.db, from, cutoff);
    let deleted = 0;
    for (let i = 0; i < eventIds.length; i += batchEvents) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      const batch = eventIds.slice(i, i + batchEvents);
      deleted += await database.db.transaction((tx) => thinEventOdds(tx, batch, cutoff));
    }
    await recordRun(database.db, {
      // Never backwards (a longer retention configured since): what is thinned stays thinned.
      cutoff: from && from > cutoff ? from : cutoff,
      startedAt: now,
      finishedAt: new Date(),
      events: eventIds.length,
      deleted,
    });
    return { cutoff, events: eventIds.length, deleted };
  };

  return {
    async run(now = new Date(), signal) {
      if (retentionDays <= 0) return null;
      const outcome = await database.withAdvisoryLock(
        await schemaLockKey(database, ODDS_RETENTION_LOCK_KEY),
        () => thin(now, signal),
      );
      if (!outcome.ran) {
        log.info('odds retention skipped: another instance is thinning');
        return null;
      }
      if (outcome.value === null) {
        log.debug('odds retention skipped: it ran recently');
        return null;
      }
      log.info({ ...outcome.value, retentionDays }, 'odds thinned');
      return outcome.value;
    },
  };
}

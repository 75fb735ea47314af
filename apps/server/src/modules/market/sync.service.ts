import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Sport } from '@arcade/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordNbaResults, storeSeason } from '../danyscore';
import { type MarketProvider, SnapshotError } from './providers/market-provider';
import { closeAndSettle } from './closing.service';
import { backfillHistory } from './history-backfill';
import { appendSplits, refreshLineMovements } from './line-movements.repository';
import { recordProviderSync } from './provider-status.repository';
import { eventsChanged } from '../events';
import { appendQuotes, upsertEvents } from './sync.repository';

export interface SyncResult {
  provider: string;
  sport: Sport;
  /** Events the provider reported, all written. */
  events: number;
  eventsAdded: number;
  /** Known events whose status, score or start time moved. */
  eventsUpdated: number;
  /** Upcoming events the provider quoted prices for. */
  eventsPriced: number;
  /** New price snapshots stored, and prices received that were already stored (no re-price since). */
  pricesStored: number;
  pricesUnchanged: number;
  /** The same as pricesStored, kept for clients that read it. */
  odds: number;
  scores: number;
  /** Events whose closing prices were captured, and published picks graded, by this sync. */
  closed?: number;
  graded?: number;
  /** Outcomes the provider sent that matched nothing and were left out. */
  skippedOutcomes?: number;
  error?: string;
  /** The provider asked to wait (Retry-After) until then; even an admin's sync waits. */
  retryAt?: string;
}

interface SyncOptions {
  /** An admin asked for it: providers retry now instead of waiting out their backoff. */
  isManual?: boolean;
  /** Stops the sync before its next step (the server is shutting down); what is committed stays. */
  signal?: AbortSignal;
}

function failed(provider: string, sport: Sport, error: unknown): SyncResult {
  const retryAt = error instanceof SnapshotError ? error.retryAt : undefined;
  return {
    provider,
    sport,
    events: 0,
    eventsAdded: 0,
    eventsUpdated: 0,
    eventsPriced: 0,
    pricesStored: 0,
    pricesUnchanged: 0,
    odds: 0,
    scores: 0,
    error: error instanceof Error ? error.message : 'unknown error',
    ...(retryAt ? { retryAt: retryAt.toISOString() } : {}),
  };
}

/**
 * Runs every provider for every sport it covers, without any lock: the app runs it only through
 * the market sync service (market-sync.ts), which holds the advisory lock. Each sport is written in
 * one transaction, so a sync that dies halfway leaves the database as it was for that sport; a
 * failing provider is reported and deletes nothing. After the write, started events get their
 * closing prices, published picks their closing-line value and, once final, their result. A sync
 * stopped by `options.signal` throws its reason; the sports written before stay written.
 */
export async function syncMarkets(
  db: Database,
  providers: readonly MarketProvider[],
  now: Date,
  log: FastifyBaseLogger,
  options: SyncOptions = {},
): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const provider of providers) {
    if (options.isManual) provider.retryNow?.();
    for (const sport of provider.sports) {
      let result: SyncResult;
      let isSuccess = true;
      // Between two steps the event loop turns and the database is free: requests are answered while
      // a long sync (a new install's) runs, and a shutdown stops it here.
      await yieldToEventLoop();
      options.signal?.throwIfAborted();
      try {
        await backfillHistory(db, provider, sport, now, options.signal);
        await yieldToEventLoop();
        options.signal?.throwIfAborted();
        const snapshot = await provider.snapshot(sport, now);
        const written = await db.transaction(async (tx) => {
          const upserted = await upsertEvents(tx, provider.name, snapshot.events);
          const { ids } = upserted;
          const prices = await appendQuotes(tx, ids, snapshot.quotes);
          const moved = new Set(
            snapshot.quotes.map((q) => ids.get(q.externalEventId)).filter((id): id is string => !!id),
          );
          if (prices.stored > 0) await refreshLineMovements(tx, [...moved], now);
          await appendSplits(tx, ids, snapshot.splits);
          // Closing prices, CLV and grading ride in the same transaction: all of it lands or none.
          const settled = await closeAndSettle(tx, [...ids.values()], now);
          if (sport === 'nba') await recordNbaResults(tx, [...ids.values()]);
          return { upserted, prices, settled };
        });
        // Once committed: every instance's prepared list of upcoming events is read again.
        if (written.upserted.added + written.upserted.updated > 0) eventsChanged();
        await yieldToEventLoop();
        const nbaError = sport === 'nba' ? await storeNbaSeason(db, provider, now, log) : undefined;
        const errors = [...(snapshot.errors ?? []), ...(nbaError ? [nbaError] : [])];
        if (snapshot.errors?.length) {
          log.warn({ provider: provider.name, sport, errors: snapshot.errors }, 'market sync partly failed');
        }
        const priced = new Set(snapshot.quotes.map((q) => q.externalEventId));
        result = {
          provider: provider.name,
          sport,
          events: written.upserted.ids.size,
          eventsAdded: written.upserted.added,
          eventsUpdated: written.upserted.updated,
          eventsPriced: snapshot.events.filter((e) => e.status === 'upcoming' && priced.has(e.externalId))
            .length,
          pricesStored: written.prices.stored,
          pricesUnchanged: written.prices.unchanged,
          odds: written.prices.stored,
          closed: written.settled.closed,
          graded: written.settled.graded,
          scores: snapshot.events.filter((e) => e.homeScore !== null).length,
          ...(snapshot.skippedOutcomes ? { skippedOutcomes: snapshot.skippedOutcomes } : {}),
          ...(errors.length ? { error: errors.join('; ') } : {}),
          ...(snapshot.retryAt ? { retryAt: snapshot.retryAt.toISOString() } : {}),
        };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        log.error({ err: error, provider: provider.name, sport }, 'market sync failed');
        result = failed(provider.name, sport, error);
        isSuccess = false;
      }
      results.push(result);
      await recordStatus(db, provider, result, isSuccess, now, log);
    }
  }
  return results;
}

/**
 * Stores the NBA season a provider simulates (the demo market's standings and rosters), after its
 * events and in a transaction of its own: a failure is logged and answered, and the events stay synced.
 */
async function storeNbaSeason(
  db: Database,
  provider: MarketProvider,
  now: Date,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  if (!provider.nbaSeason) return undefined;
  try {
    const { season, data } = provider.nbaSeason(now);
    await storeSeason(db, season, data, now);
    return undefined;
  } catch (error) {
    log.error({ err: error, provider: provider.name }, 'NBA standings and rosters not stored');
    return `NBA standings and rosters: ${error instanceof Error ? error.message : 'unknown error'}`;
  }
}

/** The admin panel's view of the sync; a failure to record it is logged and never fails the sync. */
async function recordStatus(
  db: Database,
  provider: MarketProvider,
  result: SyncResult,
  isSuccess: boolean,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await recordProviderSync(db, {
      provider: provider.name,
      sport: result.sport,
      at: now,
      isSuccess,
      error: result.error ?? null,
      quota: provider.quota?.() ?? null,
    });
  } catch (error) {
    log.error({ err: error, provider: provider.name, sport: result.sport }, 'provider status not recorded');
  }
}

import {
  EventsCoverageResponseSchema,
  MarketModeSchema,
  ProvidersResponseSchema,
  SyncResponseSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProviderStatuses, servesDemoMarket } from './provider-status.service';
import { marketProviders } from './providers/market-providers';
import { createCoverageCache, marketCoverage } from './coverage.service';
import { createMarketSync } from './market-sync.service';
import { startRetentionSchedule } from './odds-retention.scheduler';
import { createOddsRetention } from './odds-retention.service';
import { startSyncSchedule } from './sync.scheduler';

/**
 * The market sync: on demand for admins (POST /api/admin/sync), on a schedule and once at start-up;
 * the daily thinning of old quotes;
 * what each provider last reported (GET /api/admin/providers); and what the market offers now, per
 * sport (GET /api/events/coverage, public).
 */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = marketProviders(app.config);
  const coverage = createCoverageCache(() => marketCoverage(app.db, providers, new Date()));
  // Manual, start-up and scheduled syncs all go through this one service and its advisory lock.
  const marketSync = createMarketSync(app.database, providers, app.log, {
    onSynced: () => coverage.invalidate(),
    // Each instance's timer ticks; the first one of an interval syncs, the others skip their turn.
    scheduleGapMs: app.config.syncIntervalMinutes * 60_000 * 0.9,
  });

  // Public: counts of events per sport and league, never anything about picks.
  app.get('/api/events/coverage', { schema: { response: { 200: EventsCoverageResponseSchema } } }, async () =>
    coverage.get(),
  );

  app.post('/api/admin/sync', { schema: { response: { 200: SyncResponseSchema } } }, async () => ({
    results: (await marketSync.run('manual')) ?? [],
  }));

  // Public: every page says so while the simulated market feeds the product.
  app.get(
    '/api/market/mode',
    { schema: { response: { 200: MarketModeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { demo: servesDemoMarket(providers) };
    },
  );

  app.get('/api/admin/providers', { schema: { response: { 200: ProvidersResponseSchema } } }, async () => ({
    providers: await listProviderStatuses(app.db, providers),
  }));

  // Closing the app stops a running start-up or scheduled sync at its next step; the app's close then
  // waits for it (the background tasks' drain) before the database closes.
  const stopping = new AbortController();
  const stopSchedule = startSyncSchedule(
    app.config.syncIntervalMinutes,
    () =>
      marketSync.run('schedule', undefined, stopping.signal).catch((error: unknown) => {
        if (!stopping.signal.aborted) throw error;
        return null;
      }),
    app.log,
  );
  // Old quotes are thinned once a day, under an advisory lock of their own (a sync never waits on it).
  const retention = createOddsRetention(app.database, app.log, {
    retentionDays: app.config.oddsRetentionDays,
  });
  const stopRetention =
    app.config.oddsRetentionDays > 0
      ? startRetentionSchedule(
          () =>
            retention.run(new Date(), stopping.signal).catch((error: unknown) => {
              if (!stopping.signal.aborted) throw error;
              return null;
            }),
          app.log,
        )
      : async () => {};
  app.addHook('onClose', async () => {
    stopSchedule();
    stopping.abort(new Error('the server is shutting down'));
    // A run stops at its next transaction; the database closes after it.
    await stopRetention();
  });

  if (app.config.syncOnStart) {
    // Once the server listens, never before: a new install's first sync takes seconds (two seasons of
    // history), and nothing that readies the app (other start-up hooks, avvio's plugin timeout) may
    // wait on it. It writes in short transactions, so requests are answered meanwhile.
    app.addHook('onListen', async () => {
      // The service logs each sync it runs ('market synced', with its trigger).
      app.tasks.run('market-sync-at-start', async () => {
        try {
          await marketSync.run('start', undefined, stopping.signal);
        } catch (error) {
          if (!stopping.signal.aborted) throw error;
          app.log.info('market sync at start stopped: the server is shutting down');
        }
      });
    });
  }
};

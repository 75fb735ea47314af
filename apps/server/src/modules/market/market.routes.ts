import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDemoProvider } from './providers/demo/demo-provider';
import type { MarketProvider } from './providers/market-provider';
import { runScheduledSync, startSyncSchedule } from './sync.scheduler';
import { syncMarkets } from './sync.service';

const SyncResponseSchema = z.object({
  results: z.array(
    z.object({
      provider: z.string(),
      sport: z.string(),
      events: z.number().int(),
      odds: z.number().int(),
      scores: z.number().int(),
      error: z.string().optional(),
    }),
  ),
});

/** The market sync: on demand for admins (POST /api/admin/sync) and once at start-up. */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  // The Odds API provider joins this list when ODDS_API_KEY is set (issue 5); the demo market is the default.
  const providers: MarketProvider[] = [createDemoProvider(app.config.demoSeed)];
  const sync = () => syncMarkets(app.db, providers, new Date(), app.log);

  app.post('/api/admin/sync', { schema: { response: { 200: SyncResponseSchema } } }, async () => ({
    results: await sync(),
  }));

  const stopSchedule = startSyncSchedule(
    app.config.syncIntervalMinutes,
    () => runScheduledSync(app.database, providers, new Date(), app.log),
    app.log,
  );
  app.addHook('onClose', async () => stopSchedule());

  if (app.config.syncOnStart) {
    app.addHook('onReady', async () => {
      app.tasks.run('market-sync-at-start', async () => {
        const results = await sync();
        app.log.info(
          { results: results.map((r) => `${r.sport}:${r.events}/${r.odds}${r.error ? ` ${r.error}` : ''}`) },
          'market synced',
        );
      });
    });
  }
};

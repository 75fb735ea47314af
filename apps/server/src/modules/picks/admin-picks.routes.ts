import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manualPicksRoutes } from './manual-picks.routes';
import { pickDeletionRoutes } from './pick-deletion.routes';
import { pickHistoryRoutes } from './pick-history.routes';
import { pickOddsRoutes } from './pick-odds.routes';
import { pickQueueRoutes } from './pick-queue.routes';
import { pickRecordRoutes } from './pick-record.routes';

/** The admin's pick management (every route under /api/admin/picks), one plugin per resource. */
export const adminPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pickQueueRoutes);
  await app.register(pickRecordRoutes);
  await app.register(pickOddsRoutes);
  await app.register(manualPicksRoutes);
  await app.register(pickDeletionRoutes);
  await app.register(pickHistoryRoutes);
};

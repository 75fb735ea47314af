import { AdminStatsSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStats } from './stats.service';

/** The admin panel's Stats tab: how many users and picks, by kind. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', { schema: { response: { 200: AdminStatsSchema } } }, async () =>
    adminStats(app.db),
  );
};

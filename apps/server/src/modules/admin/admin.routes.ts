import { AdminConfigSchema, AdminStatsSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminConfig, adminStats } from './admin.service';

/** The admin panel's Stats tab and the configuration read. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', { schema: { response: { 200: AdminStatsSchema } } }, async () =>
    adminStats(app.db),
  );

  app.get('/api/admin/config', { schema: { response: { 200: AdminConfigSchema } } }, async () =>
    adminConfig(app.db),
  );
};

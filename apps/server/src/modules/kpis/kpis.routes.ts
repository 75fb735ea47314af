import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPrepared } from '../../lib/etag';
import { kpisBody } from './prepared-kpis';

/** GET /api/kpis: the public record per tier; aggregates only, computed once per change of the picks. */
export const kpisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/kpis', async (request, reply) =>
    sendPrepared(request, reply, await kpisBody(app.db), { perUser: false }),
  );
};

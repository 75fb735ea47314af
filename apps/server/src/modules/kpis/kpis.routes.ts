import { KpisResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPrepared } from '../../lib/etag';
import { publishedSnapshot } from '../subscriber-picks/prepared-picks';
import { tierKpis } from './tier-kpis';

/** GET /api/kpis: the public record per tier; aggregates only, computed once per change of the picks. */
export const kpisRoutes: FastifyPluginAsyncZod = async (app) => {
  // Prepared bytes, parsed with KpisResponseSchema when built.
  app.get('/api/kpis', async (request, reply) => {
    const snapshot = await publishedSnapshot(app.db);
    const body = snapshot.derive('kpis', () =>
      Buffer.from(JSON.stringify(KpisResponseSchema.parse({ tiers: tierKpis(snapshot.rows) }))),
    );
    return sendPrepared(request, reply, body, { perUser: false });
  });
};

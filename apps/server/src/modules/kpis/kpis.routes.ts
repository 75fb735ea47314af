import { KpisResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPrepared } from '../../lib/etag';
import { preparedRead } from '../../lib/prepared';
import { publishedTierSums } from './kpis.repository';
import { kpiOf } from './tier-kpis';

// Aggregated by the database once per change of the picks: a row a tier, not every published pick.
const kpis = preparedRead('picks', {
  read: async (db) =>
    Buffer.from(
      JSON.stringify(KpisResponseSchema.parse({ tiers: (await publishedTierSums(db)).map(kpiOf) })),
    ),
  revalidateInBackground: true,
});

/** GET /api/kpis: the public record per tier; aggregates only, computed once per change of the picks. */
export const kpisRoutes: FastifyPluginAsyncZod = async (app) => {
  // Prepared bytes, parsed with KpisResponseSchema when built.
  app.get('/api/kpis', async (request, reply) => {
    const body = (await kpis.get(app.db)).value;
    return sendPrepared(request, reply, body, { perUser: false });
  });
};

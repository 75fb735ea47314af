import { HealthResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const startedAt = Date.now();

/** Liveness plus a database round trip; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      const began = performance.now();
      let ok = true;
      try {
        await app.database.ping();
      } catch (error) {
        ok = false;
        request.log.error({ err: error }, 'health check: database unreachable');
      }
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: {
          mode: app.database.mode,
          ok,
          latencyMs: Math.round((performance.now() - began) * 100) / 100,
        },
        version: app.config.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
};

import { type HealthResponse, HealthResponseSchema } from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';

const startedAt = Date.now();

/** A database that has not answered a ping within this long counts as away. */
const PING_TIMEOUT_MS = 2_000;

/** One ping of the database, bounded in time: whether it answered, and how fast. */
async function pingDatabase(app: FastifyInstance, log: FastifyInstance['log']): Promise<HealthResponse> {
  const began = performance.now();
  let ok = true;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
          PING_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    ok = false;
    log.error({ err: error }, 'health check: database unreachable');
  } finally {
    clearTimeout(timer);
  }
  return {
    status: ok ? 'ok' : 'degraded',
    database: { mode: app.database.mode, ok, latencyMs: Math.round((performance.now() - began) * 100) / 100 },
    version: app.config.version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}

/**
 * Liveness (`/api/health`: 200 while the process serves, saying whether the database answers) and
 * readiness (`/api/ready`: 200 only when the database answers, else 503 with `Retry-After`), for a load
 * balancer to send traffic only to an instance that can serve it without restarting one that waits.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async (request) =>
    pingDatabase(app, request.log),
  );
  app.get(
    '/api/ready',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      const health = await pingDatabase(app, request.log);
      if (health.database.ok) return health;
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(health);
    },
  );
};

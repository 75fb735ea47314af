import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify answers HEAD on every GET route by running the GET's handler and dropping the body. For a
 * route whose GET does work — an event stream (a pick generation), a change of state (the
 * unsubscribe link), a download read to its end — a HEAD would do that work for nothing (a link
 * checker, a monitor, a crawler), so such routes (config `eventStream` or `refuseHead`) answer HEAD
 * with 405 and `Allow: GET` instead. The refusal runs after the access guard (an anonymous caller
 * still gets 401) and before the query is validated or the handler runs.
 */
const refuseHead: onRequestHookHandler = async (_request, reply) =>
  reply.code(405).header('allow', 'GET').send();

export const headRoutesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (route.method !== 'HEAD' || !(config?.eventStream || config?.refuseHead)) return;
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [...existing, refuseHead];
  });
});

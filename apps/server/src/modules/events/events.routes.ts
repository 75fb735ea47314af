import { AdminEventOddsSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/etag';
import { adminEventOdds } from './events.service';
import { MAX_EVENTS_LIMIT, readyEventsBody, upcomingEventsBody } from './prepared-events';

const DEFAULT_LIMIT = 100;
const QuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_EVENTS_LIMIT).default(DEFAULT_LIMIT),
});

/** The length a plain query asks for (none, or `limit=` a number written plainly); else undefined. */
export function plainLimit(query: string): number | undefined {
  if (query === '') return DEFAULT_LIMIT;
  const match = /^limit=([1-9][0-9]{0,2})$/.exec(query);
  const limit = match ? Number(match[1]) : undefined;
  return limit !== undefined && limit <= MAX_EVENTS_LIMIT ? limit : undefined;
}

/** Public list of upcoming events (teams and times only, never anything about picks), and the admin's odds read. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every visitor's landing reads it: answered before the router while its bytes are ready.
  app.preparedLane.serve('/api/events', (query) => {
    const limit = plainLimit(query);
    // Not ready: the route below reads them, and answers a failure (503 while the database is away).
    return limit === undefined ? undefined : readyEventsBody(app.db, limit);
  });

  app.get(
    '/api/events',
    // The answer (EventsResponseSchema) is prepared bytes, checked against the contract when built.
    { schema: { querystring: QuerySchema } },
    // Not async: the usual answer is ready bytes, sent without a promise.
    (request, reply) => {
      const body = upcomingEventsBody(app.db, request.query.limit);
      if (Buffer.isBuffer(body)) return sendPrepared(request, reply, body, { perUser: false });
      return body.then((ready) => sendPrepared(request, reply, ready, { perUser: false }));
    },
  );

  app.get(
    '/api/admin/events/:id/odds',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: AdminEventOddsSchema } } },
    async (request) => adminEventOdds(app.db, request.params.id),
  );
};

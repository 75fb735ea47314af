import { EventsResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listUpcomingEvents } from './events.repository';

const QuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** Public list of upcoming events: teams and times only, never anything about picks. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events',
    { schema: { querystring: QuerySchema, response: { 200: EventsResponseSchema } } },
    async (request) => {
      const rows = await listUpcomingEvents(app.db, new Date(), request.query.limit);
      return { events: rows.map((row) => ({ ...row, startTime: row.startTime.toISOString() })) };
    },
  );
};

import {
  AdminPickCountsSchema,
  AdminPicksQuerySchema,
  AdminPicksResponseSchema,
  PickResponseSchema,
  PickStatusUpdateSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeStatus, countAdminPicks, listAdminPicks } from './admin-picks.service';
import { actorOf, PickIdParamsSchema } from './admin-request';

/** The admin's queue of picks: its pages, its tabs' counts, and moving a pick on to publication. */
export const pickQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pages, never the whole table: an admin's list must not grow with every pick ever made.
  app.get(
    '/api/admin/picks',
    { schema: { querystring: AdminPicksQuerySchema, response: { 200: AdminPicksResponseSchema } } },
    async (request) => listAdminPicks(app.db, request.query),
  );

  app.get('/api/admin/picks/counts', { schema: { response: { 200: AdminPickCountsSchema } } }, async () =>
    countAdminPicks(app.db),
  );

  app.patch(
    '/api/admin/picks/:id/status',
    {
      schema: {
        params: PickIdParamsSchema,
        body: PickStatusUpdateSchema,
        response: { 200: PickResponseSchema },
      },
    },
    async (request) => ({
      pick: await changeStatus(
        { db: app.db, mailer: app.mailer, offFeedLeadMinutes: app.config.offFeedMinLeadMinutes },
        request.params.id,
        request.body.status,
        actorOf(request).id,
        new Date(),
      ),
    }),
  );
};

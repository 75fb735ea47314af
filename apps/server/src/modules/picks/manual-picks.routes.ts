import {
  ManualPickSchema,
  ManualPriceCheckQuerySchema,
  PickResponseSchema,
  PriceCheckSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkManualPrice, createManualPick } from './admin-picks.service';
import { actorOf } from './admin-request';

/** Picks typed in by an admin: the form's price check, and the pick itself. */
export const manualPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  // The manual form's check of a price on a feed event, before saving.
  app.get(
    '/api/admin/picks/manual/price-check',
    { schema: { querystring: ManualPriceCheckQuerySchema, response: { 200: PriceCheckSchema } } },
    async (request) => checkManualPrice(app.db, request.query),
  );

  app.post(
    '/api/admin/picks/manual',
    { schema: { body: ManualPickSchema, response: { 201: PickResponseSchema } } },
    async (request, reply) => {
      const pick = await createManualPick(
        { db: app.db, mailer: app.mailer, offFeedLeadMinutes: app.config.offFeedMinLeadMinutes },
        request.body,
        actorOf(request).id,
        new Date(),
      );
      return reply.status(201).send({ pick });
    },
  );
};

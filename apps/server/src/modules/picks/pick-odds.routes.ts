import {
  PickOddsEditResponseSchema,
  PickOddsPreviewQuerySchema,
  PickOddsPreviewSchema,
  PickOddsUpdateSchema,
  PickQuotesResponseSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, PickIdParamsSchema } from './admin-request';
import { pickQuotes, previewOdds, setOdds } from './pick-odds.service';

/** A pick's price: what the odds dialog offers, the edit's numbers before saving, and the edit. */
export const pickOddsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/picks/:id/odds',
    {
      schema: {
        params: PickIdParamsSchema,
        body: PickOddsUpdateSchema,
        response: { 200: PickOddsEditResponseSchema },
      },
    },
    async (request) => setOdds(app.db, request.params.id, request.body, actorOf(request), new Date()),
  );

  // What the odds dialog offers: the books that price the pick's selection, and the edit's numbers.
  app.get(
    '/api/admin/picks/:id/odds-quotes',
    { schema: { params: PickIdParamsSchema, response: { 200: PickQuotesResponseSchema } } },
    async (request) => ({ quotes: await pickQuotes(app.db, request.params.id) }),
  );

  app.get(
    '/api/admin/picks/:id/odds-preview',
    {
      schema: {
        params: PickIdParamsSchema,
        querystring: PickOddsPreviewQuerySchema,
        response: { 200: PickOddsPreviewSchema },
      },
    },
    async (request) => previewOdds(app.db, request.params.id, request.query, new Date()),
  );
};

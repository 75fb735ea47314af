import {
  PickDateUpdateSchema,
  PickResponseSchema,
  PickResultUpdateSchema,
  PickTierUpdateSchema,
  PickWithdrawSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, PickIdParamsSchema } from './admin-request';
import { setResult, setTier, setTimestamp, withdrawPick } from './pick-record.service';

const pickResponse = { response: { 200: PickResponseSchema } };

/**
 * A pick's place in the record: its result, tier and date (a correction of the public record needs
 * the admin's reason), and a published pick's withdrawal before its start.
 */
export const pickRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/picks/:id/result',
    { schema: { params: PickIdParamsSchema, body: PickResultUpdateSchema, ...pickResponse } },
    async (request) => ({
      pick: await setResult(app.db, request.params.id, request.body, actorOf(request), new Date()),
    }),
  );

  app.patch(
    '/api/admin/picks/:id/tier',
    { schema: { params: PickIdParamsSchema, body: PickTierUpdateSchema, ...pickResponse } },
    async (request) => ({ pick: await setTier(app.db, request.params.id, request.body, actorOf(request)) }),
  );

  // A published pick taken back before its start, with the reason the public ledger keeps.
  app.post(
    '/api/admin/picks/:id/withdraw',
    { schema: { params: PickIdParamsSchema, body: PickWithdrawSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await withdrawPick(app.db, request.params.id, request.body, actorOf(request), new Date());
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/admin/picks/:id/date',
    { schema: { params: PickIdParamsSchema, body: PickDateUpdateSchema, ...pickResponse } },
    async (request) => ({
      pick: await setTimestamp(
        app.db,
        request.params.id,
        { timestamp: new Date(request.body.timestamp), reason: request.body.reason },
        actorOf(request),
        new Date(),
      ),
    }),
  );
};

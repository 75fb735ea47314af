import {
  ClearPicksResponseSchema,
  DeletePickQuerySchema,
  DeleteSelectedResponseSchema,
  DeleteSelectedSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, PickIdParamsSchema } from './admin-request';
import { clearPicks, deletePick, deleteSelected } from './pick-deletion.service';

/** Deleting draft picks: every one, a selection, or one; published and graded picks stay. */
export const pickDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before /:id for the reader; the router prefers the static path either way, and
  // "clear" is no uuid.
  app.delete(
    '/api/admin/picks/clear',
    { schema: { response: { 200: ClearPicksResponseSchema } } },
    async () => clearPicks(app.db),
  );

  app.post(
    '/api/admin/picks/delete-selected',
    { schema: { body: DeleteSelectedSchema, response: { 200: DeleteSelectedResponseSchema } } },
    async (request) => deleteSelected(app.db, request.body.pickIds),
  );

  app.delete(
    '/api/admin/picks/:id',
    {
      schema: {
        params: PickIdParamsSchema,
        querystring: DeletePickQuerySchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await deletePick(app.db, request.params.id, actorOf(request), request.query.confirm === 'published');
      return reply.status(204).send();
    },
  );
};

import {
  AdminPickCountsSchema,
  AdminPicksQuerySchema,
  AdminPicksResponseSchema,
  ClearPicksResponseSchema,
  DeletePickQuerySchema,
  DeleteSelectedResponseSchema,
  DeleteSelectedSchema,
  ManualPickSchema,
  ManualPriceCheckQuerySchema,
  PriceCheckSchema,
  PickDateUpdateSchema,
  PickOddsEditResponseSchema,
  PickOddsPreviewQuerySchema,
  PickOddsPreviewSchema,
  PickOddsUpdateSchema,
  PickQuotesResponseSchema,
  PickResponseSchema,
  PickResultUpdateSchema,
  PickAuditQuerySchema,
  PickAuditResponseSchema,
  PickStatusUpdateSchema,
  PickTierUpdateSchema,
  PickWithdrawSchema,
  GradedSummaryQuerySchema,
  GradedSummarySchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Actor,
  changeStatus,
  checkManualPrice,
  countAdminPicks,
  createManualPick,
  listAdminPicks,
  listPickAudit,
  setResult,
  setTier,
  setTimestamp,
  withdrawPick,
} from './admin-picks.service';
import { preparedGradedSummary } from './graded-summary.service';
import { pickQuotes, previewOdds, setOdds } from './pick-odds.service';
import { clearPicks, deletePick, deleteSelected } from './pick-deletion.service';
import { currentUser } from '../sessions';

const IdParamsSchema = z.object({ id: z.uuid() });

function admin(request: FastifyRequest): Actor {
  const { id, email } = currentUser(request);
  return { id, email };
}

const adminId = (request: FastifyRequest) => admin(request).id;

/** The admin's pick management. */
export const adminPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  const pickResponse = { response: { 200: PickResponseSchema } };

  // Pages, never the whole table: an admin's list must not grow with every pick ever made.
  app.get(
    '/api/admin/picks',
    { schema: { querystring: AdminPicksQuerySchema, response: { 200: AdminPicksResponseSchema } } },
    async (request) => listAdminPicks(app.db, request.query),
  );

  app.get('/api/admin/picks/counts', { schema: { response: { 200: AdminPickCountsSchema } } }, async () =>
    countAdminPicks(app.db),
  );

  app.get(
    '/api/admin/picks/summary',
    { schema: { querystring: GradedSummaryQuerySchema, response: { 200: GradedSummarySchema } } },
    async (request) => preparedGradedSummary(app.db, request.query),
  );

  app.patch(
    '/api/admin/picks/:id/status',
    { schema: { params: IdParamsSchema, body: PickStatusUpdateSchema, ...pickResponse } },
    async (request) => {
      const pick = await changeStatus(
        app.db,
        request.params.id,
        request.body.status,
        adminId(request),
        new Date(),
        app.config.offFeedMinLeadMinutes,
      );
      // A publication was recorded for its emails: the mail worker batches it.
      if (pick.status === 'published') app.mailer.kick();
      return { pick };
    },
  );

  app.patch(
    '/api/admin/picks/:id/result',
    { schema: { params: IdParamsSchema, body: PickResultUpdateSchema, ...pickResponse } },
    async (request) => ({
      pick: await setResult(app.db, request.params.id, request.body, admin(request), new Date()),
    }),
  );

  app.patch(
    '/api/admin/picks/:id/tier',
    { schema: { params: IdParamsSchema, body: PickTierUpdateSchema, ...pickResponse } },
    async (request) => ({ pick: await setTier(app.db, request.params.id, request.body, admin(request)) }),
  );

  // A published pick taken back before its start, with the reason the public ledger keeps.
  app.post(
    '/api/admin/picks/:id/withdraw',
    { schema: { params: IdParamsSchema, body: PickWithdrawSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await withdrawPick(app.db, request.params.id, request.body, admin(request), new Date());
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/admin/picks/:id/odds',
    {
      schema: {
        params: IdParamsSchema,
        body: PickOddsUpdateSchema,
        response: { 200: PickOddsEditResponseSchema },
      },
    },
    async (request) => setOdds(app.db, request.params.id, request.body, admin(request), new Date()),
  );

  // The manual form's check of a price on a feed event, before saving.
  app.get(
    '/api/admin/picks/manual/price-check',
    { schema: { querystring: ManualPriceCheckQuerySchema, response: { 200: PriceCheckSchema } } },
    async (request) => checkManualPrice(app.db, request.query),
  );

  // What the odds dialog offers: the books that price the pick's selection, and the edit's numbers.
  app.get(
    '/api/admin/picks/:id/odds-quotes',
    { schema: { params: IdParamsSchema, response: { 200: PickQuotesResponseSchema } } },
    async (request) => ({ quotes: await pickQuotes(app.db, request.params.id) }),
  );

  app.get(
    '/api/admin/picks/:id/odds-preview',
    {
      schema: {
        params: IdParamsSchema,
        querystring: PickOddsPreviewQuerySchema,
        response: { 200: PickOddsPreviewSchema },
      },
    },
    async (request) => previewOdds(app.db, request.params.id, request.query, new Date()),
  );

  app.patch(
    '/api/admin/picks/:id/date',
    { schema: { params: IdParamsSchema, body: PickDateUpdateSchema, ...pickResponse } },
    async (request) => ({
      pick: await setTimestamp(
        app.db,
        request.params.id,
        { timestamp: new Date(request.body.timestamp), reason: request.body.reason },
        admin(request),
        new Date(),
      ),
    }),
  );

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
        params: IdParamsSchema,
        querystring: DeletePickQuerySchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await deletePick(app.db, request.params.id, admin(request), request.query.confirm === 'published');
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/picks/audit',
    { schema: { querystring: PickAuditQuerySchema, response: { 200: PickAuditResponseSchema } } },
    async (request) => ({ entries: await listPickAudit(app.db, request.query.pickId) }),
  );

  app.post(
    '/api/admin/picks/manual',
    { schema: { body: ManualPickSchema, response: { 201: PickResponseSchema } } },
    async (request, reply) => {
      const pick = await createManualPick(
        app.db,
        request.body,
        adminId(request),
        new Date(),
        app.config.offFeedMinLeadMinutes,
      );
      if (pick.status === 'published') app.mailer.kick();
      return reply.status(201).send({ pick });
    },
  );
};

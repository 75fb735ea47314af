import {
  GradedSummaryQuerySchema,
  GradedSummarySchema,
  PickAuditQuerySchema,
  PickAuditResponseSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickAudit } from './admin-picks.service';
import { preparedGradedSummary } from './graded-summary.service';

/** The picks' history: the graded picks' summary, and the audit of who changed what on which pick. */
export const pickHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/picks/summary',
    { schema: { querystring: GradedSummaryQuerySchema, response: { 200: GradedSummarySchema } } },
    async (request) => preparedGradedSummary(app.db, request.query),
  );

  app.get(
    '/api/admin/picks/audit',
    { schema: { querystring: PickAuditQuerySchema, response: { 200: PickAuditResponseSchema } } },
    async (request) => ({ entries: await pickAudit(app.db, request.query.pickId) }),
  );
};

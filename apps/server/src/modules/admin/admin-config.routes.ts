import {
  AdminConfigSchema,
  ConfigPatchSchema,
  FormulaHistoryParamsSchema,
  FormulaHistoryResponseSchema,
  FormulaPreviewRequestSchema,
  FormulaPreviewResponseSchema,
  LabConfigSchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formulaHistoryList, restoreFormula, updateConfig } from './config.service';
import { previewFormula } from './formula-preview.service';
import { currentUser } from '../sessions';

const adminId = (request: FastifyRequest): string => currentUser(request).id;

/** Configuration writes, formula history and preview. */
export const adminConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const configResponse = { response: { 200: AdminConfigSchema } };

  app.patch(
    '/api/admin/config',
    { schema: { body: ConfigPatchSchema, ...configResponse } },
    async (request) => updateConfig(app.db, request.body, adminId(request)),
  );

  app.post('/api/admin/config', { schema: { body: LabConfigSchema, ...configResponse } }, async (request) =>
    updateConfig(app.db, request.body, adminId(request)),
  );

  app.get(
    '/api/admin/formula-history',
    { schema: { response: { 200: FormulaHistoryResponseSchema } } },
    async () => ({ entries: await formulaHistoryList(app.db) }),
  );

  app.post(
    '/api/admin/formula-history/:id/restore',
    { schema: { params: FormulaHistoryParamsSchema, ...configResponse } },
    async (request) => restoreFormula(app.db, request.params.id, adminId(request)),
  );

  app.post(
    '/api/admin/formula-preview',
    { schema: { body: FormulaPreviewRequestSchema, response: { 200: FormulaPreviewResponseSchema } } },
    async (request) => previewFormula(app.db, request.body.formula, new Date()),
  );
};

import {
  AdminConfigSchema,
  ConfigPatchSchema,
  FormulaHistoryParamsSchema,
  FormulaHistoryResponseSchema,
  LabConfigSchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminConfig, formulaHistoryList, restoreFormula, updateConfig } from './settings.service';
import { currentUser } from '../sessions';

const adminId = (request: FastifyRequest): string => currentUser(request).id;

/** The settings generation runs with (the panel's Configuración): read, change, and the formulas saved before. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const configResponse = { response: { 200: AdminConfigSchema } };

  app.get('/api/admin/config', { schema: configResponse }, async () => adminConfig(app.db));

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
};

import {
  EvaluateFormulaRequestSchema,
  FormulaEvaluationSchema,
  FormulaSuggestionListSchema,
  FormulaSuggestionParamsSchema,
  FormulaSuggestionSchema,
  TestFormulaRequestSchema,
  TestFormulaResponseSchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../lib/request-language';
import {
  acceptSuggestion,
  evaluateFormula,
  rejectSuggestion,
  suggestionList,
} from './evaluate-formula.service';
import { testFormula } from './test-formula.service';
import { currentUser } from '../../sessions';

function admin(request: FastifyRequest) {
  const { id, email } = currentUser(request);
  return { id, email };
}

/** Probar Fórmulas and the formula evaluation. */
export const formulaLabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/test-formula',
    { schema: { body: TestFormulaRequestSchema, response: { 200: TestFormulaResponseSchema } } },
    async (request) => testFormula(app.db, request.body),
  );

  app.post(
    '/api/lab/evaluate-formula',
    { schema: { body: EvaluateFormulaRequestSchema, response: { 200: FormulaEvaluationSchema } } },
    async (request) => evaluateFormula(app.db, app.config.ai, request.body, requestLanguage(request)),
  );

  app.get(
    '/api/lab/formula-suggestions',
    { schema: { response: { 200: FormulaSuggestionListSchema } } },
    async () => ({ suggestions: await suggestionList(app.db) }),
  );

  const review = { params: FormulaSuggestionParamsSchema, response: { 200: FormulaSuggestionSchema } };
  app.post('/api/lab/formula-suggestions/:id/accept', { schema: review }, async (request) =>
    acceptSuggestion(app.db, request.params.id, admin(request)),
  );
  app.post('/api/lab/formula-suggestions/:id/reject', { schema: review }, async (request) =>
    rejectSuggestion(app.db, request.params.id, admin(request)),
  );
};

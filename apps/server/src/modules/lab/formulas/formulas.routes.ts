import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The laboratory's formulas routes (issue 16). */
export const formulaLabRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The laboratory's backtests routes (issue 16). */
export const backtestRoutes: FastifyPluginAsyncZod = async () => {};

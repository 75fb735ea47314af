import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Configuration writes, formula history and preview (issue 16). */
export const adminConfigRoutes: FastifyPluginAsyncZod = async () => {};

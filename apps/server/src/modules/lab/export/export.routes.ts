import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The laboratory's export routes (issue 16). */
export const exportRoutes: FastifyPluginAsyncZod = async () => {};

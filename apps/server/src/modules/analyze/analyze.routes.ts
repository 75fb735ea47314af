import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 17: analyze routes. */
export const analyzeRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 17: nba routes. */
export const danyscoreRoutes: FastifyPluginAsyncZod = async () => {};

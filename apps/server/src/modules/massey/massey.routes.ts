import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 17: massey routes. */
export const masseyRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 17: genius routes. */
export const geniusRoutes: FastifyPluginAsyncZod = async () => {};

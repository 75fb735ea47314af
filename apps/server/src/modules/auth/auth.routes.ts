import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

/**
 * The session check the web app's route guard relies on. Accounts and sessions arrive with the
 * accounts issue; until then nobody is logged in, which is exactly a 401.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auth/me', async () => {
    throw new AppError('UNAUTHORIZED', 'Not logged in');
  });
};

import { DeleteAccountBodySchema, MessageResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { clearSessionCookie, currentSession } from '../sessions';
import { deleteAccount } from './delete-account.service';
import { accountMessage } from './messages';
import { passwordLimit } from './password-limit';

/** Deleting the account, confirmed with the password; the session's cookie goes with it. */
export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/account',
    { schema: { body: DeleteAccountBodySchema, response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      const { user } = currentSession(request);
      await app.rateLimiter.consume(passwordLimit, user.id);
      const language = requestLanguage(request);
      await deleteAccount({ db: app.db, billing: app.billing }, user, request.body.password, new Date());
      clearSessionCookie(reply, app.config.isHttps);
      return { message: accountMessage(language).accountDeleted };
    },
  );
};

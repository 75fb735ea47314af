import {
  AccountUpdateBodySchema,
  ChangePasswordBodySchema,
  MeResponseSchema,
  MessageResponseSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requestLanguage } from '../../lib/request-language';
import { currentSession } from '../sessions';
import { toClientUser } from '../users';
import { changePassword, updateAccount } from './account.service';

/** Guesses at the current password from a session left open: a person retyping it needs a few. */
const passwordLimit: RateLimitRule = { name: 'account:password', max: 10, windowMs: 15 * 60_000 };

const changedMessage = {
  es: 'Contraseña cambiada. Las demás sesiones se han cerrado y te hemos enviado un email.',
  en: 'Password changed. Your other sessions were signed out and we have sent you an email.',
} as const;

/** The signed-in person's own account (decisions §13): name, language and password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const forgotPasswordUrl = `${app.config.appUrl}/forgot-password`;

  app.patch(
    '/api/account',
    { schema: { body: AccountUpdateBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      const updated = await updateAccount(app.db, user, request.body);
      return { user: await toClientUser(app.db, updated) };
    },
  );

  app.post(
    '/api/account/password',
    { schema: { body: ChangePasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { user, token } = currentSession(request);
      await app.rateLimiter.consume(passwordLimit, user.id);
      const language = requestLanguage(request);
      await changePassword(
        { db: app.db, mailer: app.mailer, forgotPasswordUrl },
        { id: user.id, email: user.email, token },
        request.body,
        language,
      );
      return { message: changedMessage[language] };
    },
  );
};

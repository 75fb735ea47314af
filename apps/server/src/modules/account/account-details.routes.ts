import {
  AccountUpdateBodySchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  MeResponseSchema,
  MessageResponseSchema,
  VerifyEmailChangeBodySchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requestLanguage } from '../../lib/request-language';
import { currentSession } from '../sessions';
import { toClientUser } from '../users';
import { askEmailChange, changePassword, updateAccount, verifyEmailChange } from './account.service';
import { accountMessage } from './messages';
import { passwordLimit } from './password-limit';

/** Each granted request mails a code to an address the person typed: this also bounds that mail. */
const emailLimit: RateLimitRule = { name: 'account:email', max: 5, windowMs: 15 * 60_000 };
const emailVerifyLimit: RateLimitRule = { name: 'account:email-verify', max: 10, windowMs: 15 * 60_000 };

/** The person's own details: name and language, password, and email (a code to the new address). */
export const accountDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return { message: accountMessage(language).passwordChanged };
    },
  );

  app.post(
    '/api/account/email',
    { schema: { body: ChangeEmailBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await app.rateLimiter.consume(emailLimit, user.id);
      const language = requestLanguage(request);
      const address = await askEmailChange({ db: app.db, mailer: app.mailer }, user, request.body, language);
      return { message: accountMessage(language).codeSent(address) };
    },
  );

  app.post(
    '/api/account/email/verify',
    { schema: { body: VerifyEmailChangeBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await app.rateLimiter.consume(emailVerifyLimit, user.id);
      const language = requestLanguage(request);
      const moved = await verifyEmailChange(
        { db: app.db, mailer: app.mailer },
        user,
        request.body.code,
        language,
      );
      return { user: await toClientUser(app.db, moved) };
    },
  );
};

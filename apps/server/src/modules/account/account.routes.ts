import {
  AccountUpdateBodySchema,
  AgeConfirmBodySchema,
  BreakBodySchema,
  ChangeEmailBodySchema,
  DeleteAccountBodySchema,
  LimitsBodySchema,
  ChangePasswordBodySchema,
  MeResponseSchema,
  MessageResponseSchema,
  VerifyEmailChangeBodySchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requestLanguage } from '../../lib/request-language';
import { clearSessionCookie, currentSession, type SessionUser } from '../sessions';
import { toClientUser, userByEmail } from '../users';
import { exportAccount } from './account-export.service';
import { deleteAccount } from './delete-account.service';
import { confirmAge, refuseEndingBreak, setLimits, takeBreak } from './safer-play.service';
import { accountMessage } from './messages';
import { askEmailChange, changePassword, updateAccount, verifyEmailChange } from './account.service';

/** Guesses at the current password from a session left open: a person retyping it needs a few. */
const passwordLimit: RateLimitRule = { name: 'account:password', max: 10, windowMs: 15 * 60_000 };

/** Each granted request mails a code to an address the person typed: this also bounds that mail. */
const emailLimit: RateLimitRule = { name: 'account:email', max: 5, windowMs: 15 * 60_000 };
const emailVerifyLimit: RateLimitRule = { name: 'account:email-verify', max: 10, windowMs: 15 * 60_000 };

/** The signed-in person's own account (docs/api-and-security.md): name, language, password and email. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const forgotPasswordUrl = `${app.config.appUrl}/forgot-password`;
  /** The account as it is after a change (the session's copy may be a moment old). */
  const freshUser = async (user: SessionUser) => {
    const stored = await userByEmail(app.db, user.email);
    return { user: await toClientUser(app.db, stored ?? user) };
  };

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

  // A download, not a page's read: the browser saves it under this name.
  app.get('/api/account/export', { config: { refuseHead: true } }, async (request, reply) => {
    const { user, token } = currentSession(request);
    const now = new Date();
    const data = await exportAccount(app.db, { email: user.email, token }, now);
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    return reply
      .header('content-disposition', `attachment; filename="arcade-valuebets-my-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/api/account/age',
    { schema: { body: AgeConfirmBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await confirmAge(app.db, user, request.body.ageConfirmed, new Date());
      return freshUser(user);
    },
  );

  app.post(
    '/api/account/break',
    { schema: { body: BreakBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await takeBreak({ db: app.db, billing: app.billing }, user, request.body.period, new Date());
      return freshUser(user);
    },
  );

  app.delete('/api/account/break', async (request) => {
    refuseEndingBreak(currentSession(request).user, new Date());
  });

  app.put(
    '/api/account/limits',
    { schema: { body: LimitsBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await setLimits(app.db, user, request.body);
      return freshUser(user);
    },
  );

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

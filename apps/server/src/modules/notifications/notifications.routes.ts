import { NotificationsBodySchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appSecretLoader } from '../../db/app-secret';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { signUserToken, verifyUserToken } from '../../lib/signed-token';
import { currentUser, sessionUserChanged } from '../sessions';
import { setEmailNotifications } from '../users';
import { publicationBatchProducer } from './publication-batches';
import { testMail } from './publication-mail';
import { userLanguage } from './notifications.service';
import { UNSUBSCRIBE_STATUS, type UnsubscribeOutcome, unsubscribePage } from './unsubscribe-page';

/** The purpose signed into unsubscribe tokens: such a token is good for nothing else. */
const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** How long the test email's request waits for the first delivery attempt (SMTP connect times out at 10 s). */
const TEST_MAIL_WAIT_MS = 15_000;

/** POST /api/admin/test-email: the address to send to, the admin's own without one. */
// No body at all arrives as null.
const TestEmailBodySchema = z.strictObject({ email: z.email().optional() }).nullish();
const MessageResponseSchema = z.object({ message: z.string() });

const testMailMessages = {
  es: {
    sent: (to: string) => `Email de prueba enviado a ${to}.`,
    logged: (to: string) =>
      `Sin SMTP_URL: el email de prueba a ${to} queda en la tabla mail_outbox y en el log del servidor.`,
  },
  en: {
    sent: (to: string) => `Test email sent to ${to}.`,
    logged: (to: string) =>
      `No SMTP_URL: the test email to ${to} was kept in the mail_outbox table and the server log.`,
  },
} as const;

/**
 * Publication emails: the batch producer on the mail worker, the user's switch
 * (PATCH /api/billing/notifications), the unsubscribe link (GET /api/notifications/unsubscribe,
 * public) and the admin's test email (POST /api/admin/test-email).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const appSecret = appSecretLoader(app.db, app.config.appSecret);
  const dashboardUrl = `${app.config.appUrl}/dashboard`;
  // Made (or read) at start, not by the first request that needs it: a request never writes it, so a
  // refused one (a forged unsubscribe token) changes nothing. A database down at start does not stop
  // the app: the first request that needs the secret tries again.
  app.addHook('onReady', async () => {
    await appSecret().catch((error: unknown) =>
      app.log.warn({ err: error }, 'app secret not loaded at start; the first request needing it retries'),
    );
  });

  app.mailer.addProducer(
    publicationBatchProducer({
      windowMs: app.config.mailQueue.batchWindowMs,
      appUrl: app.config.appUrl,
      unsubscribeLinks: async () => {
        const key = await appSecret();
        return (userId) =>
          `${app.config.appUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(
            signUserToken(key, UNSUBSCRIBE_PURPOSE, userId),
          )}`;
      },
      channels: app.alertChannels,
      log: app.log,
    }),
  );

  app.patch(
    '/api/billing/notifications',
    { schema: { body: NotificationsBodySchema, response: { 200: NotificationsBodySchema } } },
    async (request) => {
      const user = currentUser(request);
      const { emailNotifications } = request.body;
      await setEmailNotifications(app.db, user.id, emailNotifications);
      sessionUserChanged(app.db, user.id);
      return { emailNotifications };
    },
  );

  // A link opened from an email client: it answers a page, not JSON, and needs no session. Link
  // checkers send HEAD: that must not unsubscribe anyone.
  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: { querystring: z.object({ token: z.string().max(512).optional() }) },
      config: { refuseHead: true },
    },
    async (request, reply) => {
      const userId = request.query.token
        ? verifyUserToken(await appSecret(), UNSUBSCRIBE_PURPOSE, request.query.token)
        : null;
      let outcome: UnsubscribeOutcome = 'invalid';
      let language = requestLanguage(request);
      if (userId) {
        const stored = await userLanguage(app.db, userId);
        if (stored && (await setEmailNotifications(app.db, userId, false))) {
          sessionUserChanged(app.db, userId);
          outcome = 'done';
          language = stored;
          request.log.info({ userId }, 'unsubscribed from publication emails');
        } else {
          outcome = 'unknown';
        }
      }
      return reply
        .status(UNSUBSCRIBE_STATUS[outcome])
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePage(outcome, language, dashboardUrl));
    },
  );

  app.post(
    '/api/admin/test-email',
    { schema: { body: TestEmailBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const admin = currentUser(request);
      const to = request.body?.email ?? admin.email;
      const language = admin.language;
      const id = await app.mailer.send(testMail(to, admin.name, language));
      if (!id) throw new Error('the test email was not queued');
      const attempt = await app.mailer.waitForAttempt(id, TEST_MAIL_WAIT_MS);
      if (attempt.status === 'sent') return { message: testMailMessages[language].sent(to) };
      if (attempt.status === 'logged') return { message: testMailMessages[language].logged(to) };
      const why = attempt.error ?? `no attempt within ${TEST_MAIL_WAIT_MS / 1000} s`;
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        attempt.status === 'failed'
          ? `The test email to ${to} could not be sent (${why})`
          : `The test email to ${to} was not sent yet (${why}); it stays queued and will be retried`,
        {
          reason: attempt.status === 'failed' ? 'test_email_failed' : 'test_email_queued',
          details: { to, failure: why },
        },
      );
    },
  );
};

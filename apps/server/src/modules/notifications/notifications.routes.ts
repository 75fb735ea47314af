import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSecretLoader } from '../../db/app-secret';
import { emailSwitchRoutes } from './email-switch.routes';
import { publicationBatchProducer } from './publication-batches';
import { testEmailRoutes } from './test-email.routes';
import { unsubscribeLink } from './unsubscribe-link';
import { unsubscribeRoutes } from './unsubscribe.routes';

/**
 * Publication emails: the batch producer on the mail worker, and one plugin each for the user's switch
 * (PATCH /api/billing/notifications), the unsubscribe link (GET /api/notifications/unsubscribe,
 * public) and the admin's test email (POST /api/admin/test-email).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const appSecret = appSecretLoader(app.db, app.config.appSecret);
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
        return (userId) => unsubscribeLink(app.config.appUrl, key, userId);
      },
      channels: app.alertChannels,
      log: app.log,
    }),
  );

  await app.register(emailSwitchRoutes);
  await app.register(unsubscribeRoutes, { appSecret });
  await app.register(testEmailRoutes);
};

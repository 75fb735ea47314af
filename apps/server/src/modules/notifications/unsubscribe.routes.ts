import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';
import { UNSUBSCRIBE_STATUS, unsubscribePage } from './unsubscribe-page';
import { unsubscribe } from './unsubscribe.service';

/** The unsubscribe link of the publication emails, signed with the app's secret. */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ appSecret: () => Promise<string> }> = async (
  app,
  { appSecret },
) => {
  const dashboardUrl = `${app.config.appUrl}/dashboard`;

  // A link opened from an email client: it answers a page, not JSON, and needs no session. Link
  // checkers send HEAD: that must not unsubscribe anyone.
  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: { querystring: z.object({ token: z.string().max(512).optional() }) },
      config: { refuseHead: true },
    },
    async (request, reply) => {
      const { outcome, language } = await unsubscribe(
        { db: app.db, secret: appSecret, log: request.log },
        request.query.token,
      );
      return reply
        .status(UNSUBSCRIBE_STATUS[outcome])
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribePage(outcome, language ?? requestLanguage(request), dashboardUrl));
    },
  );
};

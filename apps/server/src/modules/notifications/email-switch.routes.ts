import { NotificationsBodySchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, sessionUserChanged } from '../sessions';
import { setEmailNotifications } from '../users';

/** The person's switch for the publication emails. */
export const emailSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

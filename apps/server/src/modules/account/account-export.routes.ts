import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession } from '../sessions';
import { exportAccount } from './account-export.service';

/** Everything held about the person, as a JSON download. */
export const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

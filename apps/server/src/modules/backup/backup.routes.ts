import { BACKUP_CONTENT_TYPE, BACKUP_PATH } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeBackup } from './backup.service';

/**
 * GET /api/admin/backup (admin only, through the /api/admin prefix): the running embedded database as
 * a .tar.gz download. A HEAD would copy the whole database only to drop it: it is refused.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(BACKUP_PATH, { config: { refuseHead: true } }, async (_request, reply) => {
    const backup = await takeBackup(app.database, new Date());
    return reply
      .type(BACKUP_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${backup.fileName}"`)
      .send(backup.archive);
  });
};

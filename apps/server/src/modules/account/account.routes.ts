import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDetailsRoutes } from './account-details.routes';
import { accountExportRoutes } from './account-export.routes';
import { deleteAccountRoutes } from './delete-account.routes';
import { saferPlayRoutes } from './safer-play.routes';

/**
 * The signed-in person's own account (docs/api-and-security.md): their details, the export of their
 * data, safer play and the account's deletion, one plugin each.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountDetailsRoutes);
  await app.register(accountExportRoutes);
  await app.register(saferPlayRoutes);
  await app.register(deleteAccountRoutes);
};

import {
  AdminTransactionsResponseSchema,
  AdminUserResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  SubscriptionUpdateSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessChanged } from './plan-access';
import { listAdminTransactions, listAdminUsers, setSubscription } from './subscriptions.service';

/** The admin's Usuarios tab: accounts, plans granted by hand, transactions. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUsersResponseSchema } } },
    async (request) => listAdminUsers(app.db, request.query, new Date()),
  );

  app.get(
    '/api/admin/transactions',
    { schema: { response: { 200: AdminTransactionsResponseSchema } } },
    async () => ({ transactions: await listAdminTransactions(app.db) }),
  );

  app.patch(
    '/api/admin/users/:userId/subscription',
    {
      schema: {
        params: z.object({ userId: z.uuid() }),
        body: SubscriptionUpdateSchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => {
      const user = await setSubscription(app.db, request.params.userId, request.body, new Date());
      accessChanged(app.db, request.params.userId);
      return { user };
    },
  );
};

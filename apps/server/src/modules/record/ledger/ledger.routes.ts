import { LedgerQuerySchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPrepared } from '../../../lib/etag';
import { ledgerPageBody, ledgerVerifyBody } from './prepared-ledger';

/**
 * The record's ledger, public: anyone can read every entry and check the chain and the commitments
 * themselves (`npm run verify-ledger -- <url>`), or ask the server to (verify). The answers are
 * prepared bytes (LedgerPageSchema, LedgerVerifySchema), parsed when prepared.
 */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/record/ledger', { schema: { querystring: LedgerQuerySchema } }, async (request, reply) =>
    sendPrepared(request, reply, await ledgerPageBody(app.db, request.query), { perUser: false }),
  );

  app.get('/api/record/ledger/verify', async (request, reply) =>
    sendPrepared(request, reply, await ledgerVerifyBody(app.db), { perUser: false }),
  );
};

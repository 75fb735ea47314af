import {
  BetCurveSchema,
  BetParamsSchema,
  BetResponseSchema,
  BetsPageSchema,
  BetsQuerySchema,
  BetSummarySchema,
  CreateBetBodySchema,
  OpenBetsSchema,
  UpdateBetBodySchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../lib/rate-limit';
import { currentUser } from '../sessions';
import { betCurve, betSummary } from './bet-figures.service';
import { betsCsv, betsFileName } from './bets-csv';
import { changeBet, listBets, listOpenBets, recordBet, removeBet } from './bets.service';

/** A person records a few bets a day: this only stops a script from filling a book. */
const writeLimit: RateLimitRule = { name: 'bets:write', max: 120, windowMs: 15 * 60_000 };

/**
 * A person's own book of bets (signed-in callers only, by the access rule of every unlisted API
 * path): each route reads and writes the caller's bets and nobody else's; another's bet is 404.
 */
export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bets',
    { schema: { body: CreateBetBodySchema, response: { 201: BetResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimiter.consume(writeLimit, user.id);
      const bet = await recordBet(app.db, user, request.body, new Date());
      return reply.code(201).send({ bet });
    },
  );

  app.patch(
    '/api/bets/:id',
    { schema: { params: BetParamsSchema, body: UpdateBetBodySchema, response: { 200: BetResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimiter.consume(writeLimit, user.id);
      return { bet: await changeBet(app.db, user, request.params.id, request.body, new Date()) };
    },
  );

  app.delete('/api/bets/:id', { schema: { params: BetParamsSchema } }, async (request, reply) => {
    const user = currentUser(request);
    await app.rateLimiter.consume(writeLimit, user.id);
    await removeBet(app.db, user, request.params.id, new Date());
    return reply.code(204).send();
  });

  app.get(
    '/api/bets',
    { schema: { querystring: BetsQuerySchema, response: { 200: BetsPageSchema } } },
    async (request) => listBets(app.db, currentUser(request).id, request.query, new Date()),
  );

  app.get('/api/bets/open', { schema: { response: { 200: OpenBetsSchema } } }, async (request) => ({
    bets: await listOpenBets(app.db, currentUser(request).id, new Date()),
  }));

  app.get('/api/bets/summary', { schema: { response: { 200: BetSummarySchema } } }, async (request) =>
    betSummary(app.db, currentUser(request), new Date()),
  );

  app.get('/api/bets/curve', { schema: { response: { 200: BetCurveSchema } } }, async (request) =>
    betCurve(app.db, currentUser(request).id),
  );

  app.get('/api/bets/export.csv', async (request, reply) => {
    const now = new Date();
    const body = await betsCsv(app.db, currentUser(request).id, now);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${betsFileName(now)}"`)
      .send(body);
  });
};

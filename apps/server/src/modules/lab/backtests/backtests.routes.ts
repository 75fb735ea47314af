import {
  BacktestDetailResponseSchema,
  BacktestIdParamsSchema,
  BacktestListResponseSchema,
  BacktestRunResponseSchema,
  BacktestStartRequestSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BacktestRunner } from './backtest-runner';
import { backtestDetail, cancelBacktest, listBacktests, startBacktest } from './backtests.service';
import { currentUser } from '../../sessions';

/**
 * Backtest runs of the laboratory: started here, walked in the background one at a time
 * across instances, followed by polling, cancelled between match days. The access plugin guards /api/lab.
 */
export const backtestRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = new BacktestRunner(app.database, app.log, app.tasks);
  // A run left 'running' by a process that died is failed, unless another instance is running it.
  app.addHook('onReady', async () => {
    await runner.failInterrupted().catch((error: unknown) => {
      app.log.error({ err: error }, 'could not check for interrupted backtest runs');
    });
  });
  // Before the database closes: the run stops at its next match day and is marked interrupted.
  app.addHook('preClose', async () => runner.close());

  app.post(
    '/api/lab/backtests',
    { schema: { body: BacktestStartRequestSchema, response: { 202: BacktestRunResponseSchema } } },
    async (request, reply) => {
      const run = await startBacktest(app.db, runner, request.body, currentUser(request).id);
      return reply.code(202).send({ run });
    },
  );

  app.get('/api/lab/backtests', { schema: { response: { 200: BacktestListResponseSchema } } }, async () =>
    listBacktests(app.db),
  );

  app.get(
    '/api/lab/backtests/:id',
    { schema: { params: BacktestIdParamsSchema, response: { 200: BacktestDetailResponseSchema } } },
    async (request) => backtestDetail(app.db, request.params.id),
  );

  app.post(
    '/api/lab/backtests/:id/cancel',
    { schema: { params: BacktestIdParamsSchema, response: { 200: BacktestRunResponseSchema } } },
    async (request) => ({ run: await cancelBacktest(app.db, runner, request.params.id) }),
  );
};

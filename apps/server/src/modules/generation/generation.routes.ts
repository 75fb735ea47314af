import {
  FormulaPreviewRequestSchema,
  FormulaPreviewResponseSchema,
  GenerateRequestSchema,
  GenerateResponseSchema,
  type GenerationEvent,
  StrategySchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { openEventStream, streamCancellation } from '../../lib/event-stream';
import { schemaLockKey } from '../../db/schema-lock-key';
import { createPickEnricher } from '../ai';
import { previewFormula } from './formula-preview.service';
import { toAdminPick } from '../picks';
import { type GenerationRequest, generatePicks } from './generation.service';

/** Session advisory lock held while a generation runs: one at a time across every instance. */
const GENERATION_LOCK_KEY = 7310422904;
const KEEP_ALIVE_MS = 15_000;

const busy = () =>
  new AppError('CONFLICT', 'A pick generation is already running; wait for it to finish', {
    reason: 'generation_running',
  });

/**
 * Pick generation for admins (the auth plugin guards both routes): a server-sent event stream of
 * progress and the result, and the same work as one JSON answer. A closed stream cancels the work.
 */
export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const enricher = createPickEnricher(app.config.ai, app.db);
  // Per schema, like the sync's and the mail's: deployments (or test files) in other schemas of one
  // PostgreSQL do not wait for each other.
  let lockKey: Promise<number> | undefined;
  const generationLock = () =>
    (lockKey ??= schemaLockKey(app.database, GENERATION_LOCK_KEY).catch((error: unknown) => {
      lockKey = undefined; // the database was unreachable: ask again next time
      throw error;
    }));
  const requestOf = (input: ReturnType<typeof GenerateRequestSchema.parse>): GenerationRequest => ({
    ...input,
    strategy: StrategySchema.parse(input.strategy),
  });

  app.post(
    '/api/picks',
    { schema: { body: GenerateRequestSchema, response: { 200: GenerateResponseSchema } } },
    async (request) => {
      const outcome = await app.database.withAdvisoryLock(await generationLock(), () =>
        generatePicks(app.db, requestOf(request.body), { now: new Date(), enricher }),
      );
      if (!outcome.ran) throw busy();
      const { picks, message, analysed, rejections } = outcome.value;
      return { picks: picks.map(toAdminPick), message, analysed, rejections };
    },
  );

  const streamOptions = { schema: { querystring: GenerateRequestSchema }, config: { eventStream: true } };
  app.get('/api/picks/stream', streamOptions, async (request, reply) => {
    let isStreaming = false;
    /** The shutdown's error event: sent with the end, once the lock is let go (below). */
    let stopped: GenerationEvent | undefined;
    try {
      const outcome = await app.database.withAdvisoryLock(await generationLock(), async () => {
        isStreaming = true;
        const raw = openEventStream(reply);
        const send = (event: GenerationEvent) => {
          if (!raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
        };
        const cancel = streamCancellation(raw, app.streamShutdown);
        const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
        raw.write(': generation started\n\n');
        try {
          const result = await generatePicks(app.db, requestOf(request.query), {
            now: new Date(),
            enricher,
            signal: cancel.signal,
            onProgress: (progress) => send({ type: 'progress', ...progress }),
          });
          send({
            type: 'complete',
            picks: result.picks.map(toAdminPick),
            message: result.message,
            analysed: result.analysed,
            rejections: result.rejections,
          });
        } catch (error) {
          if (cancel.isClientGone()) {
            request.log.info('pick generation cancelled: the stream was closed');
          } else if (app.streamShutdown.aborted) {
            const { message, code, reason } = app.streamShutdown.reason as AppError;
            request.log.warn('pick generation stopped by the shutdown');
            stopped = { type: 'error', message, code, reason };
          } else {
            request.log.error({ err: error }, 'pick generation failed');
            send(
              error instanceof AppError
                ? { type: 'error', message: error.message, code: error.code, reason: error.reason }
                : { type: 'error', message: 'Pick generation failed unexpectedly', code: 'INTERNAL_ERROR' },
            );
          }
        } finally {
          clearInterval(keepAlive);
        }
      });
      if (!outcome.ran) throw busy();
    } finally {
      // Ended once the lock is released: a client that starts another generation when this stream
      // ends, on this instance or another, is not refused by a lock this one still holds.
      if (stopped) reply.raw.end(`data: ${JSON.stringify(stopped)}\n\n`);
      else if (isStreaming) reply.raw.end();
    }
  });

  app.post(
    '/api/admin/formula-preview',
    { schema: { body: FormulaPreviewRequestSchema, response: { 200: FormulaPreviewResponseSchema } } },
    async (request) => previewFormula(app.db, request.body.formula, new Date()),
  );
};

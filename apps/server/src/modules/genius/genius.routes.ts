import {
  GeniusChatRequestSchema,
  GeniusChatResponseSchema,
  GeniusClearResponseSchema,
  type GeniusStreamEvent,
  GeniusHistorySchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { openEventStream, streamCancellation } from '../../lib/event-stream';
import { requestLanguage } from '../../lib/request-language';
import type { RateLimitRule } from '../../lib/rate-limit';
import { createGenius } from './genius.service';
import { currentUser } from '../sessions';

/** Every question is a paid completion: plenty for a person, not for a script. */
const geniusLimit: RateLimitRule = { name: 'genius:admin', max: 30, windowMs: 10 * 60_000 };
const KEEP_ALIVE_MS = 15_000;

const adminId = (request: FastifyRequest): string => currentUser(request).id;

/**
 * The Genius chat of the admin panel. Under /api/admin, so the access plugin
 * admits admins only. Each admin has their own stored conversation; a question and its answer are
 * stored together once the answer has arrived, so a failed call stores nothing.
 */
export const geniusRoutes: FastifyPluginAsyncZod = async (app) => {
  const genius = createGenius(app.db, app.config.ai);

  app.get(
    '/api/admin/genius-chat/history',
    { schema: { response: { 200: GeniusHistorySchema } } },
    async (request) => genius.history(adminId(request), new Date()),
  );

  app.delete(
    '/api/admin/genius-chat/history',
    { schema: { response: { 200: GeniusClearResponseSchema } } },
    async (request) => ({ deleted: await genius.clear(adminId(request)) }),
  );

  app.post(
    '/api/admin/genius-chat',
    { schema: { body: GeniusChatRequestSchema, response: { 200: GeniusChatResponseSchema } } },
    async (request) => {
      const userId = adminId(request);
      await app.rateLimiter.consume(geniusLimit, userId);
      const language = requestLanguage(request);
      if (!genius.isConfigured) {
        return {
          response: genius.notConfiguredText(language),
          configured: false,
          message: null,
          userMessage: null,
        };
      }
      const exchange = await genius.ask(userId, request.body.message, language);
      return { response: exchange.message.content, configured: true, ...exchange };
    },
  );

  // The same question answered as server-sent events (GeniusStreamEventSchema). Refusals and a
  // provider that fails before its first byte answer as plain JSON errors, like the route above;
  // once the stream is open, a failure is an `error` event. A closed stream cancels the completion.
  app.post(
    '/api/admin/genius-chat/stream',
    { schema: { body: GeniusChatRequestSchema }, config: { eventStream: true } },
    async (request, reply) => {
      const userId = adminId(request);
      await app.rateLimiter.consume(geniusLimit, userId);
      const language = requestLanguage(request);
      const cancel = streamCancellation(reply.raw, app.streamShutdown);
      const answer = genius.isConfigured
        ? await genius.startAnswer(userId, request.body.message, language, cancel.signal)
        : null;

      const raw = openEventStream(reply);
      const send = (event: GeniusStreamEvent) => {
        if (!raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      if (!answer) {
        send({ type: 'not_configured', message: genius.notConfiguredText(language) });
        raw.end();
        return;
      }
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      try {
        for await (const text of answer.deltas()) send({ type: 'delta', text });
        cancel.signal.throwIfAborted();
        send({ type: 'done', ...(await answer.store()) });
      } catch (error) {
        if (cancel.isClientGone()) {
          request.log.info('genius answer cancelled: the stream was closed');
        } else if (app.streamShutdown.aborted) {
          const { message, code, reason } = app.streamShutdown.reason as AppError;
          request.log.warn('genius answer stopped by the shutdown');
          send({ type: 'error', message, code, reason });
        } else if (error instanceof AppError) {
          request.log.warn({ err: error }, 'genius answer failed');
          send({ type: 'error', message: error.message, code: error.code, reason: error.reason });
        } else {
          request.log.error({ err: error }, 'genius answer failed');
          send({ type: 'error', message: 'The Genius failed unexpectedly', code: 'INTERNAL_ERROR' });
        }
      } finally {
        clearInterval(keepAlive);
        raw.end();
      }
    },
  );
};

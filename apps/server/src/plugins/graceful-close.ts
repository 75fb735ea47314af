import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SHUTTING_DOWN_MESSAGE = 'The server is restarting; try again in a few seconds';
/** How long an open event stream (a running generation) may take to finish on its own at close. */
const STREAM_DRAIN_MS = 5_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains the server when the app closes (SIGTERM, server.ts): requests in flight finish and their
 * connections close after them; requests arriving meanwhile get a 503 in the API's own shape (the app
 * turns off Fastify's bare `return503OnClosing`); event streams get up to STREAM_DRAIN_MS to finish,
 * then end with an error event rather than a reset. A hijacked reply (only event streams hijack; their
 * routes say so with `config: { eventStream: true }`) is invisible to Fastify's close, which would
 * otherwise wait for it until the shutdown timer kills us.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  const open = new Map<ServerResponse, FastifyReply>();

  // Callback hooks that do nothing but compare a flag on the way: every request passes them.
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      done(
        new AppError('SERVICE_UNAVAILABLE', SHUTTING_DOWN_MESSAGE, {
          reason: 'shutting_down',
          headers: { 'retry-after': '5', connection: 'close' },
        }),
      );
      return;
    }
    // Only event streams hijack their reply, and only they need watching (route config eventStream).
    if (request.routeOptions.config.eventStream) {
      const raw = reply.raw;
      open.set(raw, reply);
      raw.once('close', () => open.delete(raw));
    }
    done();
  });

  // A response finishing during the close takes its keep-alive connection with it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    closing = true;
    const streams = () =>
      [...open.entries()].filter(([raw, reply]) => reply.sent && raw.headersSent && !raw.writableEnded);
    const deadline = Date.now() + STREAM_DRAIN_MS;
    while (streams().length > 0 && Date.now() < deadline) await sleep(POLL_MS);
    for (const [raw, reply] of streams()) {
      // The generation stream's error event (GenerationEventSchema); its route cancels the work when
      // the response closes, and the work writes nothing until its end.
      const event = {
        type: 'error',
        code: 'SERVICE_UNAVAILABLE',
        reason: 'shutting_down',
        message: SHUTTING_DOWN_MESSAGE,
      };
      reply.log.warn('event stream ended by the shutdown');
      raw.end(`data: ${JSON.stringify(event)}\n\n`);
    }
    // server.close() closes the connections idle at that moment only: reap the others as they go idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), POLL_MS);
    reaper.unref();
    app.server.once('close', () => clearInterval(reaper));
  });
});

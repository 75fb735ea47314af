import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SHUTTING_DOWN_MESSAGE = 'The server is restarting; try again in a few seconds';
/** How long an open event stream (a running generation) may take to finish on its own at close. */
const STREAM_DRAIN_MS = 5_000;
/** How long a stream asked to end may take to do it (its route lets go of what it holds first). */
const STREAM_END_MS = 2_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks `isDone` every POLL_MS until it is true or the deadline (a Date.now() value) has passed. */
async function waitUntil(isDone: () => boolean | Promise<boolean>, deadline: number): Promise<void> {
  while (Date.now() < deadline && !(await isDone())) await sleep(POLL_MS);
}

const connectionCount = (server: Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** The error a stream's last event and a refused stream carry: the client starts again, elsewhere. */
const shuttingDown = () =>
  new AppError('SERVICE_UNAVAILABLE', SHUTTING_DOWN_MESSAGE, {
    reason: 'shutting_down',
    headers: { 'retry-after': '5', connection: 'close' },
  });

/**
 * Drains the server when the app closes (SIGTERM, server.ts), so that a proxy in front of several
 * instances loses no request:
 * - the listening socket closes at once: a proxy's new connection is refused and it sends the request
 *   to another instance, which is safe for any method, as nothing of it was sent;
 * - requests in flight finish, and requests arriving on connections already open are answered as
 *   usual (the database stays open until the last one ends), all with `Connection: close`;
 * - idle keep-alive connections are left to their client for `shutdownIdleGraceMs`, then closed. A
 *   proxy closes its idle connections itself after its own, shorter, keep-alive timeout; a server
 *   closing one instead races a request the proxy may be writing on it at that moment, which the
 *   proxy cannot safely send elsewhere when it is a POST;
 * - event streams get STREAM_DRAIN_MS to finish, then `app.streamShutdown` asks them to end: their
 *   route lets go of what it holds (the generation lock) and sends an error event `shutting_down`,
 *   so a client that starts again at once, on another instance, is not refused. A stream still open
 *   STREAM_END_MS later is ended here with that event rather than a reset. A hijacked reply (only
 *   event streams hijack; their routes say so with `config: { eventStream: true }`) is invisible to
 *   Fastify's close, which would otherwise wait for it until the shutdown timer kills us;
 * - a new event stream is refused with a 503 `shutting_down` (nothing done: it may be retried at
 *   once elsewhere), as it would be cut within seconds.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  const open = new Map<ServerResponse, FastifyReply>();
  const streamShutdown = new AbortController();
  app.decorate('streamShutdown', streamShutdown.signal);

  // Callback hooks that do nothing but compare a flag on the way: every request passes them.
  app.addHook('onRequest', (request, reply, done) => {
    // Only event streams hijack their reply, and only they need watching (route config eventStream).
    if (!request.routeOptions.config.eventStream) return done();
    if (closing) return done(shuttingDown());
    const raw = reply.raw;
    open.set(raw, reply);
    raw.once('close', () => open.delete(raw));
    done();
  });

  // A response finishing during the close takes its keep-alive connection with it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const streams = () => [...open.keys()].filter((raw) => !raw.writableEnded);

  async function drainStreams(began: number): Promise<void> {
    await waitUntil(() => streams().length === 0, began + STREAM_DRAIN_MS);
    if (streams().length === 0) return;
    streamShutdown.abort(shuttingDown());
    await waitUntil(() => streams().length === 0, Date.now() + STREAM_END_MS);
    // A stream whose route did not end it; one not opened yet ends as an ordinary reply.
    for (const raw of streams().filter((stream) => stream.headersSent)) {
      const { code, reason, message } = shuttingDown();
      open.get(raw)?.log.warn('event stream ended by the shutdown');
      raw.end(`data: ${JSON.stringify({ type: 'error', code, reason, message })}\n\n`);
    }
  }

  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    // The listening socket only: http.Server#close would close the idle keep-alive connections too.
    if (server.listening) NetServer.prototype.close.call(server);
    const began = Date.now();
    const idleDeadline = began + app.config.shutdownIdleGraceMs;
    await Promise.all([
      drainStreams(began),
      waitUntil(async () => (await connectionCount(server)) === 0, idleDeadline),
    ]);
    // Fastify's server.close() closes the connections idle at that moment only: reap the others as
    // they go idle (a response sent before the close began kept its connection alive).
    server.closeIdleConnections();
    const reaper = setInterval(() => server.closeIdleConnections(), POLL_MS);
    reaper.unref();
    server.once('close', () => clearInterval(reaper));
  });
});

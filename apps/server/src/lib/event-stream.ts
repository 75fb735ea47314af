import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over and opens a server-sent event stream on it. A hijacked reply skips Fastify's
 * own sending, so the headers the hooks set (security headers, the request id, no-store) would never
 * leave: they are written here with the stream's own. Nothing in an event stream is worth caching.
 * Its connection closes with it: a stream lasts long enough that a new connection costs nothing next
 * to it, and a proxy never keeps for reuse a connection whose stream ended because the instance is
 * stopping (the instance would close it as the proxy may be sending on it).
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'close',
    'x-accel-buffering': 'no',
  });
  return raw;
}

/**
 * What ends a stream's work early: its client closing the stream, or the shutdown asking the open
 * streams to end (`app.streamShutdown`). Only in the second case is there someone left to tell why.
 */
export function streamCancellation(raw: ServerResponse, shutdown: AbortSignal) {
  const closed = new AbortController();
  raw.on('close', () => closed.abort(new Error('client closed the stream')));
  return {
    signal: AbortSignal.any([closed.signal, shutdown]),
    isClientGone: () => closed.signal.aborted,
  };
}

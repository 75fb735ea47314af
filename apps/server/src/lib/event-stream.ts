import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over and opens a server-sent event stream on it. A hijacked reply skips Fastify's
 * own sending, so the headers the hooks set (security headers, the request id, no-store) would never
 * leave: they are written here with the stream's own. Nothing in an event stream is worth caching.
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
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return raw;
}

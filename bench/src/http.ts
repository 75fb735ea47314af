import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/**
 * A bounded load on loopback: `connections` clients for `seconds`, each request with `headers`. The
 * clients run in a worker thread, as a real client never shares the server's thread: with both in
 * one thread the figures swing by half between identical runs (the client's work and garbage land on
 * the server's event loop), with the clients in a worker they agree within a few per cent.
 */
export async function load(
  url: string,
  seconds = 3,
  connections = 20,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers, workers: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Headers node:http writes itself, or that differ per response. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The limit of this machine: bare node:http answering a precomputed buffer with `headers` (a
 * response captured from the app, so both answer the very same bytes: its security headers, ETag
 * and cache headers included), or only a content type.
 */
export async function startBaseline(
  body: string | Buffer,
  headers: Headers | string = 'application/json',
): Promise<{ url: string; close(): Promise<void> }> {
  const payload = Buffer.from(body);
  const fixed: Record<string, string> = {};
  if (typeof headers === 'string') fixed['content-type'] = headers;
  else headers.forEach((value, name) => (OWN_HEADERS.has(name) ? undefined : (fixed[name] = value)));
  fixed['content-length'] = String(payload.length);
  const server = createServer((_req, res) => {
    res.writeHead(200, fixed);
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

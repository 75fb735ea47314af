import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers on one path; `body` is sent as JSON unless it is a string. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's timeout has to end the request). */
  hang?: boolean;
  /** Leave out the x-requests-* headers. */
  noQuota?: boolean;
}

export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
}

/**
 * A fake of The Odds API v4 on loopback. Answers are scripted per path (`/v4/sports/soccer_epl/odds`):
 * `reply` queues one-off answers, `always` sets the standing one; unscripted paths answer `[]`. It
 * keeps a credit account like the real one (odds cost markets × regions, scores 1 or 2 with daysFrom,
 * the sports list nothing) and reports it in the x-requests-* headers.
 */
export async function startFakeOddsApi(options: { remaining?: number } = {}) {
  const requests: RecordedRequest[] = [];
  const queued = new Map<string, FakeReply[]>();
  const standing = new Map<string, FakeReply>();
  const credits = { remaining: options.remaining ?? 500, used: 0 };
  const hanging = new Set<ServerResponse>();

  function costOf(path: string, query: Record<string, string>): number {
    if (path.endsWith('/odds')) {
      const count = (name: string) => (query[name] ?? '').split(',').filter(Boolean).length;
      return count('markets') * count('regions');
    }
    if (path.endsWith('/scores')) return query.daysFrom ? 2 : 1;
    return 0;
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    const reply = queued.get(url.pathname)?.shift() ?? standing.get(url.pathname) ?? { body: [] };
    if (reply.hang) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const status = reply.status ?? 200;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...reply.headers };
    if (!reply.noQuota) {
      const last = status < 400 ? costOf(url.pathname, query) : 0;
      credits.remaining -= last;
      credits.used += last;
      headers['x-requests-remaining'] = String(credits.remaining);
      headers['x-requests-used'] = String(credits.used);
      headers['x-requests-last'] = String(last);
    }
    res.writeHead(status, headers);
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? []));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    credits,
    reply(path: string, ...replies: FakeReply[]) {
      queued.set(path, [...(queued.get(path) ?? []), ...replies]);
    },
    always(path: string, reply: FakeReply) {
      standing.set(path, reply);
    },
    /** Forgets scripts and recorded requests (the credit account stays). */
    reset() {
      queued.clear();
      standing.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOddsApi = Awaited<ReturnType<typeof startFakeOddsApi>>;

/** Paths of the fake for one sport key. */
export const oddsPath = (sportKey: string) => `/v4/sports/${sportKey}/odds`;
export const scoresPath = (sportKey: string) => `/v4/sports/${sportKey}/scores`;

import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { eventsChanged } from '../../src/modules/events/prepared-events';
import { plainLimit } from '../../src/modules/events/events.routes';
import { PreparedLane } from '../../src/plugins/prepared-lane';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let base: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
  await t.database.db.insert(events).values(
    ['Lane City', 'Lane Town', 'Lane Village'].map((homeTeam, index) => ({
      sport: 'nba' as const,
      league: 'NBA',
      apiSource: 'test',
      externalId: `lane-${index}`,
      homeTeam,
      awayTeam: 'Visitors',
      startTime: new Date(Date.now() + (index + 3) * 3_600_000),
    })),
  );
  eventsChanged();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

interface LogEntry {
  msg?: string;
  lane?: string;
  req?: { url?: string };
}

/**
 * How each request to `url` was answered, as the log says: by the lane (its one line), or by the
 * app's route (Fastify's 'incoming request' line).
 */
function answeredBy(url: string): string[] {
  return logLines
    .map((line) => JSON.parse(line) as LogEntry)
    .filter((entry) => entry.req?.url === url && (entry.lane || entry.msg === 'incoming request'))
    .map((entry) => entry.lane ?? 'route');
}

/** Fetches `url` over the socket, twice if needed, so the second answer comes from ready bytes. */
async function overSocket(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The headers that must be the same whichever way the request went (not the date, not the id). */
function comparable(headers: Headers | Record<string, unknown>): Record<string, string> {
  const entries: [string, string][] =
    headers instanceof Headers
      ? [...headers.entries()]
      : Object.entries(headers).map(([name, value]) => [name, String(value)]);
  return Object.fromEntries(
    entries.filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name)),
  );
}

describe(`public reads answered before the router on ${testDatabaseMode}`, () => {
  it('answers GET /api/events from ready bytes with the same status, headers and body as the route', async () => {
    await overSocket('/api/events?limit=2'); // makes the bytes ready
    logLines.length = 0;
    const fast = await overSocket('/api/events?limit=2');
    expect(answeredBy('/api/events?limit=2')).toEqual(['prepared']);

    const routed = await t.app.inject({ method: 'GET', url: '/api/events?limit=2' });
    expect(fast.status).toBe(200);
    expect(fast.body).toBe(routed.body);
    expect(JSON.parse(fast.body).events.map((e: { homeTeam: string }) => e.homeTeam)).toEqual([
      'Lane City',
      'Lane Town',
    ]);
    expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
    expect(fast.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fast.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers 304 to a matching If-None-Match, and keeps or replaces the caller id as the app does', async () => {
    const first = await overSocket('/api/events', { 'x-request-id': 'edge-lb:7' });
    expect(first.headers.get('x-request-id')).toBe('edge-lb:7');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[\w-]+"$/);
    logLines.length = 0;
    const again = await overSocket('/api/events', { 'if-none-match': tag, 'x-request-id': 'bad id\n' });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(answeredBy('/api/events')).toEqual(['prepared']);
  });

  it.each([
    ['a length out of range', '/api/events?limit=501', 400],
    ['a length that is not a number', '/api/events?limit=abc', 400],
    ['a zero', '/api/events?limit=0', 400],
    ['a leading zero', '/api/events?limit=05', 200],
    ['another parameter', '/api/events?limit=2&x=1', 200],
    ['an encoded path', '/api/%65vents', 200],
    ['a trailing slash', '/api/events/', 404],
  ])('leaves %s to the route, which answers as it always did', async (_name, url, status) => {
    logLines.length = 0;
    const response = await overSocket(url);
    expect(response.status).toBe(status);
    expect(answeredBy(url)).toEqual(['route']);
    if (status === 400) expect(JSON.parse(response.body).error.code).toBe('VALIDATION_ERROR');
  });

  it('leaves HEAD and other methods to the route', async () => {
    logLines.length = 0;
    const head = await fetch(`${base}/api/events`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${base}/api/events`, { method: 'POST' });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(answeredBy('/api/events')).toEqual(['route', 'route']);
  });

  it('leaves the first read after a change to the route, and shows the change at once', async () => {
    await overSocket('/api/events?limit=1');
    await t.database.db.insert(events).values({
      sport: 'nba',
      league: 'NBA',
      apiSource: 'test',
      externalId: 'lane-sooner',
      homeTeam: 'Lane Sooner',
      awayTeam: 'Visitors',
      startTime: new Date(Date.now() + 2.5 * 3_600_000),
    });
    eventsChanged();
    logLines.length = 0;
    const after = await overSocket('/api/events?limit=1');
    const next = await overSocket('/api/events?limit=1');
    expect(answeredBy('/api/events?limit=1')).toEqual(['route', 'prepared']);
    for (const answer of [after, next])
      expect(JSON.parse(answer.body).events[0].homeTeam).toBe('Lane Sooner');
  });
});

describe('the plain query the lane takes', () => {
  it.each([
    ['', 100],
    ['limit=1', 1],
    ['limit=500', 500],
    ['limit=501', undefined],
    ['limit=0', undefined],
    ['limit=05', undefined],
    ['limit=-1', undefined],
    ['limit=1e2', undefined],
    ['limit=', undefined],
    ['limit=2&limit=3', undefined],
    ['other=1', undefined],
  ])('%j gives %s', (query, expected) => {
    expect(plainLimit(query)).toBe(expected);
  });
});

describe('the lane on its own server', () => {
  it('answers only between start and close, only GET, only what its answer has bytes for', async () => {
    const lane = new PreparedLane();
    lane.serve('/ready', (query) => (query === 'no' ? undefined : Buffer.from('{"ready":true}')));
    const server = lane.serverFactory()(
      (_request, response) => {
        response.writeHead(299);
        response.end('app');
      },
      { keepAliveTimeout: 5_000 } as FastifyServerOptions,
    );
    expect(server.keepAliveTimeout).toBe(5_000);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const status = async (path: string, method = 'GET') => (await fetch(`${url}${path}`, { method })).status;
    try {
      expect(await status('/ready')).toBe(299); // not started: the app answers
      lane.start({ 'x-frame-options': 'DENY' }, { level: 'silent' } as FastifyBaseLogger);
      const answered = await fetch(`${url}/ready`);
      expect(answered.status).toBe(200);
      expect(answered.headers.get('x-frame-options')).toBe('DENY');
      expect(await answered.text()).toBe('{"ready":true}');
      expect(await status('/ready?no')).toBe(299);
      expect(await status('/other')).toBe(299);
      expect(await status('/ready', 'DELETE')).toBe(299);
      lane.close();
      expect(await status('/ready')).toBe(299); // closing: the app's drain answers
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

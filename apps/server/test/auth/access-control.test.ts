import { ApiErrorSchema } from '@arcade/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks } from '../../src/db/schema/index';
import { routeAccess } from '../../src/plugins/access';
import { syncDemo } from '../generation/generation-world';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { routeTableEntries } from '../helpers/route-table';

let t: TestApp;
let regularCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  // Routes added after the auth plugin, as every later module is: the guard must cover them too.
  t.app.get('/api/admin/probe', async () => ({ ok: true }));
  t.app.post('/api/lab/probe/:id', async () => ({ ok: true }));
  t.app.delete('/api/admin', async () => ({ ok: true }));
  t.app.route({ method: ['GET', 'POST'], url: '/api/picks/stream/probe', handler: async () => ({ ok: 1 }) });
  // An API route nobody put on the public list: it must need a session without anyone asking.
  t.app.get('/api/private-probe', async () => ({ ok: true }));
  // Upcoming events, so that a generation that slipped through would store picks.
  await syncDemo(t, ['soccer', 'nba'], new Date());
  const regular = await createAccount(t.database.db);
  const admin = await createAccount(t.database.db, { role: 'admin' });
  regularCookie = await loginAs(t.app, regular.email, regular.plainPassword);
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** What this test expects of each route, written independently of the server's own rules. */
function expectedAccess(method: string, url: string): 'public' | 'user' | 'admin' {
  // DanyScore NBA is an admin tab (its refresh spends the balldontlie quota): reads included.
  const adminTrees = ['/api/admin', '/api/lab', '/api/picks/stream', '/api/danyscore-nba'];
  if (adminTrees.some((prefix) => under(url, prefix))) return 'admin';
  if (url === '/api/picks' && !READS.has(method)) return 'admin';
  // The explicit public allow-list: accounts, health, the event list, the pick list, the record's
  // per-tier aggregates, the record itself, the plans on sale, Stripe's webhook, the API docs and
  // the web app.
  // A person's own list of sessions needs their session, though the rest of /api/auth is public.
  if (under(url, '/api/auth/sessions')) return 'user';
  // One graded pick's prices are among the record's details, which an account opens.
  if (under(url, '/api/record/picks')) return 'user';
  if (under(url, '/api/auth')) return 'public';
  // Stripe calls its webhook without a session; it proves itself with its signature instead.
  if (url === '/api/billing/webhook') return 'public';
  // Telegram posts the bot's updates without a session; its secret header proves it instead.
  if (url === '/api/telegram/webhook') return 'public';
  // The demo market's switch: every page's "Datos de demostración" badge reads it.
  const publicReads = [
    '/api/health',
    '/api/ready',
    '/api/picks',
    '/api/kpis',
    '/api/billing/config',
    '/api/market/mode',
  ];
  // The unsubscribe link of publication emails carries a signed token instead of a session.
  if (url === '/api/notifications/unsubscribe' && READS.has(method)) return 'public';
  // The API documentation: the OpenAPI document and its page.
  const publicTrees = ['/api/events', '/api/record', '/api/docs'];
  const isPublicRead = publicReads.includes(url) || publicTrees.some((prefix) => under(url, prefix));
  if (isPublicRead && READS.has(method)) return 'public';
  if (!under(url, '/api')) return 'public';
  return 'user';
}

/** Every route of the route table, with its path parameters and wildcard filled in. */
function routes() {
  return routeTableEntries(t.app).map((route) => ({
    ...route,
    expected: expectedAccess(route.method, route.url),
  }));
}

function call(route: { method: string; path: string }, cookie?: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url: `${route.path}?pickCount=50`,
    // The same-origin header too, so that the role check is what answers the generation stream.
    headers: {
      ...(cookie ? { cookie } : {}),
      'content-type': 'application/json',
      'x-requested-with': 'fetch',
    },
    payload: READS.has(route.method) ? undefined : '{not json',
  });
}

/** HEAD answers carry no body, so the status alone tells; elsewhere the error code must match too. */
function expectRefused(res: LightMyRequestResponse, status: 401 | 403, label: string) {
  expect(res.statusCode, label).toBe(status);
  if (res.body) {
    expect(ApiErrorSchema.parse(res.json()).error.code, label).toBe(
      status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
    );
  }
}

function expectNotRefusedByTheGuard(res: LightMyRequestResponse, label: string) {
  expect([401, 403], `${label} answered ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
}

describe(`the access guard over Fastify's whole route table on ${testDatabaseMode}`, () => {
  it('holds every route Fastify registered, its automatic HEAD routes included', () => {
    // printRoutes lists each path once with its methods in brackets: the same count, route for route.
    const printed = t.app.printRoutes({ commonPrefix: false });
    const methodCount = [...printed.matchAll(/\(([A-Z, ]+)\)/g)].reduce(
      (sum, match) => sum + (match[1] ?? '').split(',').length,
      0,
    );
    expect(t.app.routeTable.length).toBe(methodCount);
    for (const route of t.app.routeTable) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), route.url).toBe(true);
    }
    const entries = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(entries).toEqual(
      expect.arrayContaining(['HEAD /api/picks/stream', 'GET /api/picks/stream', 'POST /api/picks']),
    );
  });

  it('classifies every route as this test expects', () => {
    for (const route of routes()) expect(route.access, `${route.method} ${route.url}`).toBe(route.expected);
  });

  it('answers 401 to anonymous callers on every admin and every session-only route', async () => {
    const guarded = routes().filter((route) => route.expected !== 'public');
    expect(guarded.filter((route) => route.expected === 'admin').length).toBeGreaterThanOrEqual(20);
    for (const route of guarded) {
      expectRefused(await call(route), 401, `${route.method} ${route.url}`);
    }
  });

  it('answers 403 to regular users on every admin route, before reading the body', async () => {
    for (const route of routes().filter((entry) => entry.expected === 'admin')) {
      expectRefused(await call(route, regularCookie), 403, `${route.method} ${route.url}`);
    }
  });

  it('refuses HEAD /api/picks/stream, which would otherwise run a whole generation', async () => {
    const before = await t.database.db.select().from(picks);
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    const anonymous = await t.app.inject({
      method: 'HEAD',
      url: '/api/picks/stream?pickCount=50',
      headers: sameOrigin,
    });
    expect(anonymous.statusCode).toBe(401);
    const regular = await t.app.inject({
      method: 'HEAD',
      url: '/api/picks/stream?pickCount=50',
      headers: { cookie: regularCookie, ...sameOrigin },
    });
    expect(regular.statusCode).toBe(403);
    expect(await t.database.db.select().from(picks)).toEqual(before);
  });

  it('lets logged-in users through session-only routes, and anyone through public ones', async () => {
    for (const route of routes().filter((entry) => entry.expected === 'user')) {
      expectNotRefusedByTheGuard(await call(route, regularCookie), `${route.method} ${route.url}`);
    }
    for (const route of routes().filter((entry) => entry.expected === 'public')) {
      expectNotRefusedByTheGuard(await call(route), `${route.method} ${route.url}`);
    }
  });

  it('lets an admin through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('routeAccess', () => {
  it.each([
    ['GET', '/api/administrator', 'user'],
    ['GET', '/api/labs', 'user'],
    ['GET', '/api/picks/streams', 'user'],
    ['DELETE', '/api/admin', 'admin'],
    ['POST', '/api/lab/evaluate-formula', 'admin'],
    ['OPTIONS', '/api/picks/stream', 'admin'],
    ['HEAD', '/api/picks/stream', 'admin'],
    ['GET', '/API/Admin/stats', 'admin'],
    ['GET', '/api/picks/stream/', 'admin'],
    ['GET', '/api/picks', 'public'],
    ['HEAD', '/api/picks', 'public'],
    ['POST', '/api/picks', 'admin'],
    ['PUT', '/api/picks/', 'admin'],
    ['POST', '/api/picks/x-id/unlock', 'user'],
    ['GET', '/api/danyscore-nba/standings', 'admin'],
    ['POST', '/API/DanyScore-NBA/standings/refresh/', 'admin'],
    ['POST', '/api/analyze-pick', 'user'],
    ['POST', '/api/analyze-pick-manual', 'user'],
    ['POST', '/API/Analyze-Pick/', 'user'],
    ['POST', '/api/events', 'user'],
    ['POST', '/api/auth/login', 'public'],
    ['GET', '/api/billing/config', 'public'],
    ['POST', '/api/billing/config', 'user'],
    ['POST', '/api/billing/webhook', 'public'],
    ['POST', '/api/telegram/webhook', 'public'],
    ['POST', '/api/telegram/webhooks', 'user'],
    ['POST', '/api/billing/checkout', 'user'],
    ['POST', '/api/billing/portal', 'user'],
    ['GET', '/api/billing/subscription', 'user'],
    ['GET', '/api/billing/webhooks', 'user'],
    ['GET', '/api/notifications/unsubscribe', 'public'],
    ['POST', '/api/notifications/unsubscribe', 'user'],
    ['GET', '/api/notifications/unsubscribe/x', 'user'],
    ['PATCH', '/api/billing/notifications', 'user'],
    ['POST', '/api/admin/test-email', 'admin'],
    ['GET', '/api/docs', 'public'],
    ['GET', '/api/docs/openapi.json', 'public'],
    ['HEAD', '/api/docs/openapi.json', 'public'],
    ['POST', '/api/docs', 'user'],
    ['GET', '/*', 'public'],
  ] as const)('%s %s is %s', (method, url, access) => {
    expect(routeAccess(method, url)).toBe(access);
  });

  it('takes the strictest access of a route registered for several methods', () => {
    expect(routeAccess(['GET', 'POST'], '/api/picks')).toBe('admin');
    expect(routeAccess(['GET', 'HEAD'], '/api/picks')).toBe('public');
  });
});

import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks, users } from '../../src/db/schema/index';
import { signUserToken } from '../../src/lib/signed-token';
import { loadAppSecret } from '../../src/db/app-secret';
import { syncDemo } from '../generation/generation-world';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { routeTableEntries } from '../helpers/route-table';

let t: TestApp;
let adminCookie: string;
let subscriberId: string;
/** A valid query per route where the GET needs one to do its work; none elsewhere. */
let queries: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  // Upcoming events, so that a generation that ran would store picks.
  await syncDemo(t, ['soccer', 'nba'], new Date());
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  const subscriber = await createAccount(t.database.db);
  subscriberId = subscriber.id;
  const token = signUserToken(await loadAppSecret(t.database.db, undefined), 'unsubscribe', subscriber.id);
  queries = {
    '/api/picks/stream': 'bankroll=1000&pickCount=10',
    '/api/notifications/unsubscribe': `token=${encodeURIComponent(token)}`,
    '/api/admin/historical-data': 'format=csv&dataset=odds',
  };
});
afterAll(async () => t?.close());

/** What a request may have changed: the picks stored and the subscriber's email setting. */
async function state() {
  const [count] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(picks);
  const [subscriber] = await t.database.db
    .select({ emailNotifications: users.emailNotifications })
    .from(users)
    .where(eq(users.id, subscriberId));
  return { picks: count?.n ?? 0, emailNotifications: subscriber?.emailNotifications };
}

function callAsAdmin(method: 'GET' | 'HEAD', route: { url: string; path: string }) {
  const query = queries[route.url];
  return t.app.inject({
    method,
    url: query ? `${route.path}?${query}` : route.path,
    // Same-origin headers, so that nothing but the route itself decides the answer.
    headers: { cookie: adminCookie, 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin' },
  });
}

describe(`HEAD over the whole route table on ${testDatabaseMode}`, () => {
  it('does none of a GET’s work: an event stream or a GET that changes something answers HEAD with 405', async () => {
    const table = routeTableEntries(t.app);
    const heads = table.filter((route) => route.method === 'HEAD');
    const gets = table.filter((route) => route.method === 'GET');
    expect(heads.map((route) => route.url).sort()).toEqual(gets.map((route) => route.url).sort());

    // HEAD first, on every route, as an admin (who may do everything): nothing may change.
    const before = await state();
    const headAnswers = new Map<string, LightMyRequestResponse>();
    for (const route of heads) headAnswers.set(route.url, await callAsAdmin('HEAD', route));
    expect(await state()).toEqual(before);

    // Then GET each route and see which ones do work: a stream, or a change of state.
    const working: string[] = [];
    for (const route of gets) {
      const previous = await state();
      const res = await callAsAdmin('GET', route);
      const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
      const changed = JSON.stringify(await state()) !== JSON.stringify(previous);
      const head = headAnswers.get(route.url);
      if (!head) throw new Error(`no HEAD answer for ${route.url}`);
      if (isStream || changed) {
        working.push(route.url);
        expect(head.statusCode, `HEAD ${route.url}`).toBe(405);
        expect(head.headers.allow, `HEAD ${route.url}`).toBe('GET');
      } else {
        // Any other GET keeps its HEAD: the same status and headers, no body (or a refusal, 405).
        expect([res.statusCode, 405], `HEAD ${route.url}`).toContain(head.statusCode);
      }
      expect(head.body, `HEAD ${route.url}`).toBe('');
    }
    // The probe above can see work: the generation stream stored picks, the link unsubscribed.
    expect(working).toEqual(expect.arrayContaining(['/api/picks/stream', '/api/notifications/unsubscribe']));
  });

  it('still guards a refused HEAD: anonymous callers get 401 before the 405', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/api/picks/stream?pickCount=10',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses HEAD on the data download, which would read the whole export to drop it', async () => {
    const res = await callAsAdmin('HEAD', {
      url: '/api/admin/historical-data',
      path: '/api/admin/historical-data',
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });

  it('keeps HEAD on an ordinary GET: headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('');
  });
});

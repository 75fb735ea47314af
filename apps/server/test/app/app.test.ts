import {
  ApiErrorSchema,
  EventsResponseSchema,
  HealthResponseSchema,
  MeResponseSchema,
} from '@arcade/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../../src/db/migrate';
import { events } from '../../src/db/schema/index';
import { ensureDefaultConfig } from '../../src/modules/settings';
import { AppError } from '../../src/lib/app-error';
import { eventsChanged } from '../../src/modules/events/prepared-events';
import { createAccount, loginAs } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
/** The probe routes below are API routes off the public list, so they need a session like any other. */
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret database password in a stack');
  });
  t.app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'That email is already registered', { reason: 'email_taken' });
  });
  t.app.post('/api/test/echo', async (request) => ({ received: request.body }));
  const account = await createAccount(t.database.db);
  cookie = await loginAs(t.app, account.email, account.plainPassword);
});
afterAll(async () => t?.close());

describe(`the app on ${testDatabaseMode}`, () => {
  it('reports health with a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ mode: testDatabaseMode, ok: true });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).error).toEqual({
      code: 'NOT_FOUND',
      message: 'Route GET /api/nope not found',
      reason: 'route_not_found',
    });
  });

  it('serves the web app at the root from memory, with its ETag and 304 while unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-fixture="web-app"');
    const etag = res.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const page = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': etag, cookie },
    });
    expect(page.statusCode).toBe(304);
  });

  it('sends a visitor without a live session from a signed-in page to the login, and back after', async () => {
    const cases = [
      { url: '/dashboard', next: '/dashboard' },
      { url: '/dashboard?claim=abc', next: '/dashboard?claim=abc' },
      { url: '/admin/', next: '/admin/' },
      { url: '/laboratory', next: '/laboratory' },
      { url: '/analyze-pick', next: '/analyze-pick' },
      { url: '/account', next: '/account' },
      { url: '/my-bets', next: '/my-bets' },
    ];
    for (const { url, next } of cases) {
      for (const headers of [{}, { cookie: 'sid=not-a-session' }]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await t.app.inject({ method, url, headers });
          expect(res.statusCode, `${method} ${url}`).toBe(302);
          expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(next)}`);
          expect(res.headers['cache-control']).toBe('private, no-store');
        }
      }
    }
    const signedIn = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    const publicPage = await t.app.inject({ method: 'GET', url: '/record' });
    expect(publicPage.statusCode).toBe(200);
  });

  it('serves the web app for any other path so its own 404 page shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('data-fixture="web-app"');
  });

  it('serves fingerprinted assets with a long cache and index.html with none', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/record' });
    expect(page.headers['cache-control']).toBe('public, no-cache');
  });

  it('hides the text of a server error and keeps its request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'req-42', cookie },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBe('req-42');
  });

  it('maps an AppError code to its status with the message and the reason intact', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict', headers: { cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'That email is already registered', reason: 'email_taken' },
    });
  });

  it('gives every response a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ blob: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', cookie },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('validates query parameters and names the bad field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events?limit=0' });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.[0]?.path).toBe('querystring.limit');
  });

  it("answers a visitor's session check with 200 and no user, not an error", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(MeResponseSchema.parse(res.json())).toEqual({ user: null });
  });
});

describe('the database at start-up', () => {
  it('has every migration applied, and applying again changes nothing', async () => {
    expect(await migrate(t.database.db)).toEqual([]);
  });

  it('holds exactly one configuration row with the default values', async () => {
    expect(await ensureDefaultConfig(t.database.db)).toBe(false);
    const rows = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(
        sql`select kelly_fraction, edge_threshold, max_stake_percent, min_odds, min_probability,
                   email_notifications_enabled from config_settings`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email_notifications_enabled: true });
    const numbers = Object.values(rows[0] ?? {})
      .slice(0, 5)
      .map(Number);
    expect(numbers).toEqual([0.25, 0.02, 0.015, 1.67, 0.5]);
  });
});

describe('GET /api/events', () => {
  it('lists only upcoming events that have not started, soonest first, with nothing about picks', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const base = { sport: 'soccer' as const, league: 'Premier League', apiSource: 'test' };
    await t.database.db.insert(events).values([
      { ...base, homeTeam: 'Later FC', awayTeam: 'B', startTime: new Date(now + 5 * hour), externalId: 'e1' },
      {
        ...base,
        homeTeam: 'Sooner FC',
        awayTeam: 'C',
        startTime: new Date(now + 2 * hour),
        externalId: 'e2',
      },
      { ...base, homeTeam: 'Past FC', awayTeam: 'D', startTime: new Date(now - 2 * hour), externalId: 'e3' },
      {
        ...base,
        homeTeam: 'Live FC',
        awayTeam: 'E',
        startTime: new Date(now + hour),
        status: 'live',
        externalId: 'e4',
      },
    ]);
    // Written behind the app's back (the sync announces its own writes).
    eventsChanged();
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    const body = EventsResponseSchema.parse(res.json());
    expect(body.events.map((event) => event.homeTeam)).toEqual(['Sooner FC', 'Later FC']);
    expect(Object.keys(body.events[0] ?? {}).sort()).toEqual(
      ['awayTeam', 'homeTeam', 'id', 'league', 'sport', 'startTime', 'status'].sort(),
    );
  });
});

describe('health and readiness', () => {
  it('are both 200 while the database answers', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(HealthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: { ok: true } });
    }
  });

  it('with the database gone: alive (200, degraded), not ready (503 with Retry-After)', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(health.json())).toMatchObject({
      status: 'degraded',
      database: { ok: false },
    });
    const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(HealthResponseSchema.parse(ready.json())).toMatchObject({ database: { ok: false } });
    await broken.app.close();
  });
});

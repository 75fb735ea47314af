import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, providerStatus } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { adminCaller, headersOf } from '../helpers/subscribers';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe(`GET /metrics on ${testDatabaseMode}`, () => {
  it('answers only the bearer of METRICS_TOKEN', async () => {
    for (const header of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.body).not.toContain('arcade_');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/metrics' });
    expect(head.statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts request durations by route and status, and reads the outboxes and the syncs as scraped', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    // A mail that waits: its next attempt an hour away, so the test's mail worker leaves it.
    await t.database.db.insert(mailOutbox).values({
      to: 'someone@example.com',
      subject: 'x',
      text: 'x',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const at = new Date('2026-12-01T10:00:00Z');
    await t.database.db
      .insert(providerStatus)
      .values({ provider: 'demo', sport: 'nba', lastSyncAt: at, lastSuccessAt: at });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(
      /arcade_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(body).toMatch(
      /arcade_http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/users",status_code="401"\} 1/,
    );
    expect(body).toMatch(/arcade_outbox_pending\{outbox="mail"\} [1-9]/);
    expect(body).toMatch(/arcade_outbox_pending\{outbox="alerts"\} \d+/);
    expect(body).toContain(
      `arcade_market_last_sync_timestamp_seconds{provider="demo"} ${at.getTime() / 1000}`,
    );
    expect(body).toContain('arcade_nodejs_eventloop_lag_seconds');
    expect(body).toContain('arcade_process_cpu_seconds_total');
  });
});

describe('without METRICS_TOKEN', () => {
  it('counts pick generations by outcome, with their durations', async () => {
    const admin = await adminCaller(t.app, t.database.db);
    const generate = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/picks', headers: headersOf(admin), payload: body });
    expect((await generate({ bankroll: 1000 })).statusCode).toBe(200);
    const unknownEvent = await generate({ bankroll: 1000, eventId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownEvent.statusCode).toBe(404);
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/arcade_generation_runs_total\{outcome="complete"\} 1\b/);
    expect(body).toMatch(/arcade_generation_runs_total\{outcome="failed"\} 1\b/);
    expect(body).toMatch(/arcade_generation_duration_seconds_count\{outcome="complete"\} 1\b/);
  });

  it('has no /metrics route at all', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.app.routeTable.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

import {
  ApiErrorSchema,
  BacktestDetailResponseSchema,
  BacktestListResponseSchema,
  BacktestRunResponseSchema,
} from '@arcade/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestCandidates, backtestRuns } from '../../src/db/schema/index';
import { schemaLockKey } from '../../src/db/schema-lock-key';
import { BACKTEST_LOCK_KEY } from '../../src/modules/lab/backtests/backtest-runner';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { nflSeasons, seedHistory } from './backtest-fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedHistory(t.database.db, nflSeasons());
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = await loginAs(t.app, account.email, account.plainPassword);
});
afterAll(async () => {
  await t?.close();
});

const start = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/lab/backtests', payload, headers: { cookie: admin } });
const detail = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/lab/backtests/${id}`,
    headers: { cookie: admin },
  });
  return { res, body: res.statusCode === 200 ? BacktestDetailResponseSchema.parse(res.json()) : null };
};
const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/lab/backtests/${id}/cancel`, headers: { cookie: admin } });
const errorOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body)).error;
const runCount = async () => (await t.database.db.select({ n: count() }).from(backtestRuns))[0]?.n ?? 0;

/** The run once its worker has ended and let the lock go (the app's background tasks hold it until then). */
async function settled(id: string) {
  await t.app.tasks.drain();
  const { body } = await detail(id);
  if (!body || body.run.status === 'running') throw new Error(`backtest ${id} still running`);
  return body;
}

const season2 = { sport: 'nfl', from: '2024-09-01', to: '2025-01-01' };

describe(`backtest runs on ${testDatabaseMode}`, () => {
  it('runs the product policy to completion: results, reliability, scores and its candidates', async () => {
    const res = await start({ ...season2, strategy: 'product', name: 'Product, season two' });
    expect(res.statusCode).toBe(202);
    const { run } = BacktestRunResponseSchema.parse(res.json());
    expect(run).toMatchObject({ status: 'running', strategy: 'product', progressTotal: 30, stake: 'kelly' });
    const done = await settled(run.id);
    expect(done.run).toMatchObject({ status: 'completed', progressDone: 30, matchCount: 30 });
    expect(done.run.completedAt).not.toBeNull();
    const result = done.result;
    expect(result?.strategyName).toBe('product');
    expect(result?.bets).toBeGreaterThan(0);
    expect((result?.wins ?? 0) + (result?.losses ?? 0) + (result?.pushes ?? 0)).toBe(result?.bets);
    expect(done.run.totalPicks).toBe(result?.bets);
    // The generous prices beat the close: every bet has a CLV.
    expect(result?.clv).toBeGreaterThan(0);
    expect(result?.beatCloseRate).toBeGreaterThan(0);
    if ((result?.bets ?? 0) > 1) {
      expect(result?.roiLow).toBeLessThan(result?.roi ?? 0);
      expect(result?.roiHigh).toBeGreaterThan(result?.roi ?? 0);
    }
    expect(done.reliability?.source).toBe('bets');
    expect(done.reliability?.bands).toHaveLength(10);
    const counted = done.reliability?.bands.reduce((s, b) => s + b.count, 0);
    expect(counted).toBe((result?.wins ?? 0) + (result?.losses ?? 0));
    expect(done.scores?.marketRps).toBeGreaterThan(0);
    // Candidates: every match whose strategies agreed, priced with the tunable rules relaxed.
    expect(done.candidates).toBeGreaterThanOrEqual(result?.bets ?? 0);
    const rows = await t.database.db
      .select()
      .from(backtestCandidates)
      .where(eq(backtestCandidates.runId, run.id));
    expect(rows).toHaveLength(done.candidates);
    for (const row of rows) {
      expect(row.sport).toBe('nfl');
      expect(['home', 'away']).toContain(row.selection);
      expect(['win', 'loss', 'push']).toContain(row.result);
      expect(row.odds).toBeGreaterThan(1);
      expect(row.agreement).toBeGreaterThan(0.5);
      expect(row.closeFair).toBeGreaterThan(0);
      expect(row.startTime.getTime()).toBeGreaterThanOrEqual(Date.UTC(2024, 8, 1));
    }
    // Pinnacle's home price moved from its opening to its close in the fixture.
    expect(rows.some((r) => r.lineMove !== 0)).toBe(true);
  });

  it('runs one strategy with flat stakes, scoring the model beside the market, and stores no candidates', async () => {
    const res = await start({ ...season2, strategy: 'danyscore', stake: 'flat' });
    expect(res.statusCode).toBe(202);
    const { run } = BacktestRunResponseSchema.parse(res.json());
    const done = await settled(run.id);
    expect(done.run).toMatchObject({ status: 'completed', stake: 'flat', strategy: 'danyscore' });
    expect(done.run.name).toContain('nfl');
    expect(done.result?.strategyName).toBe('danyscore');
    expect(done.scores?.scoredMatches).toBe(30);
    expect(done.scores?.rps).toBeGreaterThan(0);
    expect(done.scores?.logLoss).toBeGreaterThan(0);
    expect(done.scores?.marketLogLoss).toBeGreaterThan(0);
    expect(done.reliability?.bands).toHaveLength(10);
    expect(done.candidates).toBe(0);
  });

  it('lists the newest runs with the stored coverage and the strategies per sport', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lab/backtests', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = BacktestListResponseSchema.parse(res.json());
    expect(body.runs.length).toBeGreaterThanOrEqual(2);
    expect(body.coverage).toEqual([
      {
        sport: 'nfl',
        from: '2023-09-07T17:00:00.000Z',
        to: '2024-11-09T17:00:00.000Z',
        matches: 60,
        latestSeasonFrom: '2024-09-07T00:00:00.000Z',
      },
    ]);
    expect(body.strategies.nfl).toContain('epa');
    expect(body.strategies.soccer).not.toContain('epa');
  });

  it('refuses a bad sport, strategy or range with 400 and writes nothing', async () => {
    const before = await runCount();
    const cases: [Record<string, unknown>, RegExp | null][] = [
      [{ ...season2, sport: 'curling', strategy: 'auto' }, null],
      [{ ...season2, strategy: 'astrology' }, null],
      [{ ...season2, strategy: 'danyscore-nba' }, /does not apply to nfl/],
      [{ ...season2, strategy: 'auto', from: '2025-01-01', to: '2025-01-01' }, /before the end/],
      [{ ...season2, strategy: 'auto', from: '2025-02-01', to: '2025-01-01' }, /before the end/],
      [{ ...season2, strategy: 'auto', from: 'yesterday' }, null],
      [
        { ...season2, strategy: 'auto', from: '2019-01-01', to: '2020-01-01' },
        /No stored nfl matches between 2019-01-01 and 2020-01-01; the stored history covers 2023-09-07 to 2024-11-09/,
      ],
      [{ ...season2, sport: 'nba', strategy: 'auto' }, /No stored nba matches/],
    ];
    for (const [payload, message] of cases) {
      const res = await start(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(errorOf(res.body).message).toMatch(message);
    }
    expect(await runCount()).toBe(before);
  });

  it('answers 409 while another instance holds the backtest lock', async () => {
    const before = await runCount();
    const key = await schemaLockKey(t.database, BACKTEST_LOCK_KEY);
    const other =
      t.database.mode === 'postgres'
        ? (await import('../helpers/database')).openSecondInstance(t.database)
        : t.database;
    try {
      await other.withAdvisoryLock(key, async () => {
        const res = await start({ ...season2, strategy: 'auto' });
        expect(res.statusCode).toBe(409);
        expect(errorOf(res.body).message).toBe('A backtest is already running');
      });
    } finally {
      if (other !== t.database) await other.close();
    }
    expect(await runCount()).toBe(before);
  });

  it('never runs two at once: of two starts together one is refused', async () => {
    const [a, b] = await Promise.all([
      start({ ...season2, strategy: 'product' }),
      start({ ...season2, strategy: 'product' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    const accepted = (a.statusCode === 202 ? a : b).json() as { run: { id: string } };
    await settled(accepted.run.id);
  });

  it('cancels a running run, which then stores no result; a second cancel is 409', async () => {
    const res = await start({ ...season2, strategy: 'product' });
    const { run } = BacktestRunResponseSchema.parse(res.json());
    const cancelled = await cancel(run.id);
    expect(cancelled.statusCode).toBe(200);
    expect(BacktestRunResponseSchema.parse(cancelled.json()).run.status).toBe('cancelled');
    // The worker stops at its next day and writes nothing more: this reads the run once it has ended.
    const after = await settled(run.id);
    expect(after.run.status).toBe('cancelled');
    expect(after.result).toBeNull();
    expect(after.candidates).toBe(0);
    const again = await cancel(run.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).message).toBe('The backtest is not running');
    // The lock is free again.
    const next = await start({ ...season2, strategy: 'danyscore' });
    expect(next.statusCode).toBe(202);
    await settled((next.json() as { run: { id: string } }).run.id);
  });

  it('answers 404 for an unknown run, and 400 for an id that is not one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await detail(unknown)).res.statusCode).toBe(404);
    expect((await cancel(unknown)).statusCode).toBe(404);
    expect((await detail('not-an-id')).res.statusCode).toBe(400);
  });
});

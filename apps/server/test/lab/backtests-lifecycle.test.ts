import { BacktestDetailResponseSchema, BacktestRunResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { backtestRuns } from '../../src/db/schema/index';
import { schemaLockKey } from '../../src/db/schema-lock-key';
import { BACKTEST_LOCK_KEY } from '../../src/modules/lab/backtests/backtest-runner';
import { INTERRUPTED_MESSAGE } from '../../src/modules/lab/backtests/backtests.repository';
import type * as StoredHistory from '../../src/modules/lab/backtests/stored-history';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp, testConfig } from '../helpers/build-app';
import { openSecondInstance, testDatabaseMode } from '../helpers/database';
import { nflSeasons, seedHistory } from './backtest-fixtures';

// A run can be held before it reads the history, so a test acts while it is certainly still running.
const gate = vi.hoisted(() => ({ held: Promise.resolve() }));
vi.mock('../../src/modules/lab/backtests/stored-history', async (importOriginal) => {
  const original = await importOriginal<typeof StoredHistory>();
  return {
    ...original,
    loadHistory: async (...args: Parameters<typeof original.loadHistory>) => {
      await gate.held;
      return original.loadHistory(...args);
    },
  };
});

let t: TestApp;
let account: { email: string; plainPassword: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedHistory(t.database.db, nflSeasons());
  account = await createAccount(t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

/** Another instance of the app on the same database (its own pool on PostgreSQL). */
async function secondInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database: DatabaseHandle = openSecondInstance(t.database);
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

const insertRunning = async () => {
  const [row] = await t.database.db
    .insert(backtestRuns)
    .values({ sport: 'nfl', strategy: 'auto', name: 'left running', status: 'running' })
    .returning();
  return row?.id as string;
};
const statusOf = async (id: string) =>
  (await t.database.db.select().from(backtestRuns).where(eq(backtestRuns.id, id)))[0];
const season2 = { sport: 'nfl', strategy: 'product', from: '2024-09-01', to: '2025-01-01' };

describe(`backtest runs across restarts and instances on ${testDatabaseMode}`, () => {
  it('fails, at start-up, a run that a stopped server left running', async () => {
    const id = await insertRunning();
    const other = await secondInstance();
    await other.close();
    expect(await statusOf(id)).toMatchObject({ status: 'failed', errorMessage: INTERRUPTED_MESSAGE });
  });

  it('leaves a run alone at start-up while another instance holds the lock (it is running it)', async () => {
    const id = await insertRunning();
    const key = await schemaLockKey(t.database, BACKTEST_LOCK_KEY);
    await t.database.withAdvisoryLock(key, async () => {
      const other = await secondInstance();
      await other.close();
    });
    expect((await statusOf(id))?.status).toBe('running');
    // The next start, holding the lock, fails it: no live instance runs it.
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lab/backtests',
      payload: season2,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(202);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', errorMessage: INTERRUPTED_MESSAGE });
    const { run } = BacktestRunResponseSchema.parse(res.json());
    // The new run ends, and lets its lock go, before the next test starts one.
    await t.app.tasks.drain();
    expect((await statusOf(run.id))?.status).not.toBe('running');
  });

  it('a cancel through another instance stops the run, which stores nothing', async () => {
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const other = await secondInstance();
    let release!: () => void;
    gate.held = new Promise<void>((resolve) => (release = resolve));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lab/backtests',
        payload: season2,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(202);
      const { run } = BacktestRunResponseSchema.parse(res.json());
      const cancelled = await other.app.inject({
        method: 'POST',
        url: `/api/lab/backtests/${run.id}/cancel`,
        headers: { cookie },
      });
      expect(cancelled.statusCode).toBe(200);
      release();
      // The first instance's worker goes on, sees the cancel and ends without storing a result.
      await t.app.tasks.drain();
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/lab/backtests/${run.id}`,
        headers: { cookie },
      });
      const body = BacktestDetailResponseSchema.parse(detail.json());
      expect(body.run.status).toBe('cancelled');
      expect(body.result).toBeNull();
    } finally {
      release();
      gate.held = Promise.resolve();
      await other.close();
    }
  });

  it('closing the app does not hang on a run and never leaves it running', async () => {
    const other = await secondInstance();
    const cookie = await loginAs(other.app, account.email, account.plainPassword);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/lab/backtests',
      payload: season2,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(202);
    const { run } = BacktestRunResponseSchema.parse(res.json());
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = await statusOf(run.id);
    expect(row?.status).not.toBe('running');
    if (row?.status === 'failed') expect(row.errorMessage).toBe(INTERRUPTED_MESSAGE);
  });
});

import { ProvidersResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { createMarketSync, syncLockKey } from '../../src/modules/market/market-sync.service';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import type { MarketProvider } from '../../src/modules/market/providers/market-provider';
import { createAccount, loginAs } from '../helpers/accounts';
import { watchAdvisoryLocks } from '../helpers/advisory-locks';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { openSecondInstance, testDatabaseMode, testDatabaseUrl } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const T0 = new Date('2026-11-22T12:00:00Z');
const at = (date: Date) => () => date;

/** A provider that holds its snapshot until released, so two runs overlap for certain. */
function heldProvider() {
  const demo = createDemoProvider(3);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  let entered: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const provider: MarketProvider = {
    name: 'demo',
    sports: ['nhl'],
    snapshot: async (sport, now) => {
      calls++;
      entered();
      await gate;
      return demo.snapshot(sport, now);
    },
  };
  return { provider, release, started, calls: () => calls };
}

// PGlite keeps its data in a directory that one process may open (a second one would lose rows, and
// a lock file refuses it) over a single connection, so a second instance on the same database cannot
// exist: the only overlap there is two syncs inside one process (a schedule tick during an admin's
// sync), which the handle keeps apart in memory. That is what the first block tests on both databases;
// the second, on PostgreSQL only, is the real case of two instances with their own connection pools.
describe(`overlapping syncs in one instance on ${testDatabaseMode}`, () => {
  it('skips a scheduled sync while another runs, and lets the next one through after it', async () => {
    const held = heldProvider();
    const sync = createMarketSync(t.database, [held.provider], t.app.log);
    const first = sync.run('manual', at(T0));
    await held.started;
    expect(await sync.run('schedule', at(T0))).toBeNull();
    expect(await sync.run('start', at(T0))).toBeNull();
    held.release();
    expect((await first)?.[0]).toMatchObject({ provider: 'demo', sport: 'nhl' });
    expect(held.calls()).toBe(1);
    expect(await sync.run('schedule', at(T0))).not.toBeNull();
  });

  it('makes an admin’s sync wait for the running one, then run; past the wait it answers 409', async () => {
    const held = heldProvider();
    // The waits run on clocks of the test's. The impatient one's pauses move it on at once.
    let impatientNow = 0;
    const impatient = createMarketSync(t.database, [held.provider], t.app.log, {
      manualWaitMs: 100,
      pollMs: 20,
      clock: {
        now: () => impatientNow,
        sleep: async (ms) => {
          impatientNow += ms;
        },
      },
    });
    // The patient one's first pause (it has found the lock taken) holds until the test lets it go.
    let patientNow = 0;
    let paused: () => void = () => {};
    const pausing = new Promise<void>((resolve) => (paused = resolve));
    let resume: () => void = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const patient = createMarketSync(t.database, [held.provider], t.app.log, {
      pollMs: 20,
      clock: {
        now: () => patientNow,
        sleep: async (ms) => {
          paused();
          await resumed;
          patientNow += ms;
        },
      },
    });
    const scheduled = patient.run('schedule', at(T0));
    await held.started;
    await expect(impatient.run('manual', at(T0))).rejects.toMatchObject({ code: 'CONFLICT' });
    let ranAfterRelease = false;
    let released = false;
    const manual = patient.run('manual', () => {
      ranAfterRelease = released;
      return T0;
    });
    // Settles once the admin's sync waits (or, were it not to wait, once it has answered).
    await Promise.race([pausing, manual]);
    released = true;
    held.release();
    await scheduled;
    resume();
    expect(await manual).not.toBeNull();
    expect(ranAfterRelease).toBe(true);
    expect(held.calls()).toBe(2);
  });

  it('skips a scheduled sync when any sync started within the schedule gap, and runs once it has passed', async () => {
    const demo = createDemoProvider(3);
    const provider: MarketProvider = { name: 'demo', sports: ['nhl'], snapshot: demo.snapshot.bind(demo) };
    const gapMs = 60_000;
    const sync = createMarketSync(t.database, [provider], t.app.log, { scheduleGapMs: gapMs });
    const start = new Date('2026-11-23T12:00:00Z');
    // An admin's sync (another instance's, for all the schedule knows) started the interval.
    expect(await sync.run('manual', at(start))).not.toBeNull();
    const later = (ms: number) => at(new Date(start.getTime() + ms));
    expect(await sync.run('schedule', later(gapMs - 1))).toBeNull();
    // Neither an admin's nor the start-up's sync is held back by it.
    expect(await sync.run('start', later(gapMs - 1))).not.toBeNull();
    expect(await sync.run('manual', later(gapMs))).not.toBeNull();
    expect(await sync.run('schedule', later(2 * gapMs - 1))).toBeNull();
    expect(await sync.run('schedule', later(2 * gapMs))).not.toBeNull();
  });

  it('puts POST /api/admin/sync behind the same lock: it runs only once the holder lets go', async () => {
    const admin = await createAccount(t.database.db, { role: 'admin' });
    const cookie = await loginAs(t.app, admin.email, admin.plainPassword);
    const key = await syncLockKey(t.database);
    let holding: () => void = () => {};
    const holds = new Promise<void>((resolve) => (holding = resolve));
    let release: () => void = () => {};
    const holder = t.database.withAdvisoryLock(key, () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holds;
    const locks = watchAdvisoryLocks(t.database);
    const refused = locks.refused(key);
    const post = t.app.inject({ method: 'POST', url: '/api/admin/sync', headers: { cookie } });
    // Settles once the request has found the lock taken (or, were it not to wait, once it has answered).
    await Promise.race([refused, post]);
    locks.stop();
    const releasedAt = new Date();
    release();
    expect((await holder).ran).toBe(true);
    expect((await post).statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/providers', headers: { cookie } });
    const synced = ProvidersResponseSchema.parse(status.json()).providers.filter((p) => p.isActive);
    expect(synced.length).toBeGreaterThan(0);
    // Each sport's sync started after the lock was released, not when the request came in.
    for (const row of synced)
      expect(new Date(row.lastSyncAt ?? 0).getTime()).toBeGreaterThanOrEqual(releasedAt.getTime());
  }, 60_000);
});

describe.runIf(testDatabaseUrl)('two instances on one PostgreSQL, each with its own pool', () => {
  let second: DatabaseHandle;
  beforeAll(() => {
    second = openSecondInstance(t.database);
  });
  afterAll(async () => second?.close());

  it('are two sessions, and a sync on one holds a PostgreSQL advisory lock the other sees', async () => {
    expect(second).not.toBe(t.database);
    const held = heldProvider();
    const first = createMarketSync(t.database, [held.provider], t.app.log).run('schedule', at(T0));
    await held.started;
    const { rows } = await second.query<{ holders: number; mine: boolean }>(
      `select count(*)::int as holders, bool_or(pid = pg_backend_pid()) as mine
         from pg_locks where locktype = 'advisory' and granted
          and ((classid::bigint << 32) | objid::bigint) = $1`,
      [await syncLockKey(second)],
    );
    expect(rows[0]).toEqual({ holders: 1, mine: false });
    expect(await createMarketSync(second, [held.provider], t.app.log).run('schedule', at(T0))).toBeNull();
    held.release();
    expect(await first).not.toBeNull();
    expect(held.calls()).toBe(1);
  });

  it('lets the other instance run once the lock is released', async () => {
    const held = heldProvider();
    held.release();
    expect(await createMarketSync(second, [held.provider], t.app.log).run('schedule', at(T0))).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import type { MarketProvider } from '../../src/modules/market/providers/market-provider';
import { runScheduledSync } from '../../src/modules/market/sync.scheduler';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { openSecondInstance, testDatabaseMode } from '../helpers/database';

let t: TestApp;
let second: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  second = openSecondInstance(t.database);
});
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t?.close();
});

/** A provider that holds its snapshot until released, so two runs overlap for certain. */
function heldProvider() {
  const demo = createDemoProvider(3);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  const provider: MarketProvider = {
    name: 'demo',
    sports: ['nhl'],
    snapshot: async (sport, now) => {
      calls++;
      await gate;
      return demo.snapshot(sport, now);
    },
  };
  return { provider, release, calls: () => calls };
}

describe(`the scheduled sync on ${testDatabaseMode}`, () => {
  it('runs on one instance only when two start it at the same moment', async () => {
    const { provider, release, calls } = heldProvider();
    const now = new Date('2026-11-22T12:00:00Z');
    const first = runScheduledSync(t.database, [provider], now, t.app.log);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = await runScheduledSync(second, [provider], now, t.app.log);
    expect(other).toBeNull();
    release();
    const results = await first;
    expect(results?.[0]).toMatchObject({ provider: 'demo', sport: 'nhl' });
    expect(calls()).toBe(1);
  });

  it('lets the next run through once the lock is released', async () => {
    const { provider, release } = heldProvider();
    release();
    const results = await runScheduledSync(second, [provider], new Date('2026-11-22T15:00:00Z'), t.app.log);
    expect(results).not.toBeNull();
  });
});

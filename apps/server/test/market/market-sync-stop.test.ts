import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import type { MarketProvider } from '../../src/modules/market/providers/market-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const T0 = new Date('2026-11-22T12:00:00Z');
const { history: demoHistory, ...demoWithoutHistory } = createDemoProvider(7);

describe(`a market sync stopped by its signal on ${testDatabaseMode}`, () => {
  it('stops before the next sport, rejects with the reason and keeps the sports already written', async () => {
    const stopping = new AbortController();
    const provider: MarketProvider = {
      ...demoWithoutHistory,
      sports: ['soccer', 'nhl'],
      // The server starts shutting down while the first sport is being written.
      snapshot: async (sport, now) => {
        const snapshot = await demoWithoutHistory.snapshot(sport, now);
        if (sport === 'soccer') stopping.abort(new Error('shutting down'));
        return snapshot;
      },
    };
    await expect(
      syncMarkets(t.database.db, [provider], T0, t.app.log, { signal: stopping.signal }),
    ).rejects.toThrow('shutting down');
    const bySport = await t.database.db
      .select({ sport: events.sport, n: sql<number>`count(*)::int` })
      .from(events)
      .groupBy(events.sport);
    expect(bySport.find((row) => row.sport === 'soccer')?.n).toBeGreaterThan(0);
    expect(bySport.find((row) => row.sport === 'nhl')).toBeUndefined();
  });

  it('stops computing the demo history once stopped', async () => {
    await expect(
      demoHistory?.('soccer', T0, undefined, AbortSignal.abort(new Error('stopped'))),
    ).rejects.toThrow('stopped');
  });
});

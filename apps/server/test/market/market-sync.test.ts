import { EventsResponseSchema, ProvidersResponseSchema } from '@arcade/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betSplits, events, lineMovements, odds } from '../../src/db/schema/index';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import type { MarketProvider } from '../../src/modules/market/providers/market-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const T0 = new Date('2026-11-22T12:00:00Z');
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);
const demo = createDemoProvider(7);
const soccerOnly: MarketProvider = { ...demo, sports: ['soccer'] };
const count = async (table: typeof events | typeof odds | typeof betSplits | typeof lineMovements) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe(`the market sync on ${testDatabaseMode}`, () => {
  it('stores the demo events and their odds, and a second sync at the same time adds nothing', async () => {
    const [first] = await syncMarkets(t.database.db, [soccerOnly], T0, t.app.log);
    expect(first).toMatchObject({ provider: 'demo', sport: 'soccer' });
    expect(first?.events).toBeGreaterThan(10);
    expect(first?.odds).toBeGreaterThan(100);
    const eventsAfter = await count(events);
    const oddsAfter = await count(odds);
    const [again] = await syncMarkets(t.database.db, [soccerOnly], T0, t.app.log);
    expect(again).toMatchObject({
      events: first?.events,
      eventsAdded: 0,
      eventsUpdated: 0,
      pricesStored: 0,
      pricesUnchanged: first?.pricesStored,
      odds: 0,
    });
    expect(first).toMatchObject({ eventsAdded: first?.events, pricesUnchanged: 0 });
    expect(first?.pricesStored).toBe(first?.odds);
    expect(await count(events)).toBe(eventsAfter);
    expect(await count(odds)).toBe(oddsAfter);
  });

  it('appends new snapshots as prices move, keeping the old ones', async () => {
    const before = await count(odds);
    const [later] = await syncMarkets(t.database.db, [soccerOnly], hours(4), t.app.log);
    expect(later?.odds).toBeGreaterThan(0);
    expect(await count(odds)).toBe(before + (later?.odds ?? 0));
  });

  it('derives line movements from the first and latest stored price of each book and selection', async () => {
    const movements = await t.database.db.select().from(lineMovements);
    expect(movements.length).toBeGreaterThan(100);
    const moved = movements.filter((m) => m.openingOdds !== m.currentOdds);
    expect(moved.length).toBeGreaterThan(0);
    for (const m of movements) {
      expect(m.movement).toBeCloseTo(m.currentOdds - m.openingOdds, 3);
      const expected =
        m.currentOdds < m.openingOdds ? 'shortened' : m.currentOdds > m.openingOdds ? 'drifted' : 'steady';
      expect(m.movementType).toBe(expected);
    }
  });

  it('stores the betting splits once per provider timestamp, marking a money gap as sharp', async () => {
    const stored = await count(betSplits);
    expect(stored).toBeGreaterThan(0);
    await syncMarkets(t.database.db, [soccerOnly], hours(4), t.app.log);
    expect(await count(betSplits)).toBe(stored);
    for (const split of await t.database.db.select().from(betSplits)) {
      expect((split.homeBetsPercentage ?? 0) + (split.awayBetsPercentage ?? 0)).toBeCloseTo(100, 6);
      const gap = (split.homeMoneyPercentage ?? 0) - (split.homeBetsPercentage ?? 0);
      expect(split.sharpMoneyIndicator).toBe(Math.abs(gap) >= 10 ? (gap > 0 ? 'home' : 'away') : 'none');
    }
  });

  it('moves events to finished with their final scores', async () => {
    const [result] = await syncMarkets(t.database.db, [soccerOnly], hours(30), t.app.log);
    const finished = await t.database.db.select().from(events).where(eq(events.status, 'finished'));
    expect(finished.length).toBeGreaterThan(0);
    for (const event of finished) {
      expect(event.homeScore).not.toBeNull();
      expect(event.awayScore).not.toBeNull();
    }
    // Games that ended since the last sync count as updated; those still to come are priced.
    expect(result?.eventsUpdated).toBeGreaterThan(0);
    expect(result?.eventsPriced).toBeGreaterThan(0);
  });

  it('reports a failing provider and keeps what was stored', async () => {
    const before = await count(events);
    const broken: MarketProvider = {
      name: 'broken',
      sports: ['nba'],
      snapshot: async () => {
        throw new Error('provider unreachable');
      },
    };
    const results = await syncMarkets(t.database.db, [broken, soccerOnly], hours(31), t.app.log);
    expect(results[0]).toEqual({
      provider: 'broken',
      sport: 'nba',
      events: 0,
      eventsAdded: 0,
      eventsUpdated: 0,
      eventsPriced: 0,
      pricesStored: 0,
      pricesUnchanged: 0,
      odds: 0,
      scores: 0,
      error: 'provider unreachable',
    });
    expect(results[1]?.error).toBeUndefined();
    expect(await count(events)).toBeGreaterThanOrEqual(before);
  });

  it('lets an admin run the sync from the API', async () => {
    const admin = await createAccount(t.database.db, { role: 'admin' });
    const cookie = await loginAs(t.app, admin.email, admin.plainPassword);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/sync', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const sports = (res.json() as { results: { sport: string }[] }).results.map((r) => r.sport).sort();
    expect(sports).toEqual(['baseball', 'nba', 'nfl', 'nhl', 'soccer']);
    const listed = EventsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/events' })).json(),
    );
    expect(listed.events.length).toBeGreaterThan(0);

    // Anyone may ask whether the simulated market feeds the product: every page carries the badge.
    const mode = await t.app.inject({ method: 'GET', url: '/api/market/mode' });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(mode.json()).toEqual({ demo: true });

    const status = await t.app.inject({ method: 'GET', url: '/api/admin/providers', headers: { cookie } });
    const { providers } = ProvidersResponseSchema.parse(status.json());
    const demoRows = providers.filter((p) => p.isActive);
    expect(demoRows.map((p) => p.sport).sort()).toEqual(['baseball', 'nba', 'nfl', 'nhl', 'soccer']);
    for (const row of demoRows) {
      expect(row).toMatchObject({ provider: 'demo', isDemo: true, quota: null, lastError: null });
      expect(row.lastSyncAt).not.toBeNull();
    }
    // A provider no longer configured stays listed with its last error.
    expect(providers.find((p) => p.provider === 'broken')).toMatchObject({
      sport: 'nba',
      isActive: false,
      lastSuccessAt: null,
      lastError: 'provider unreachable',
    });
  }, 60_000);
});

import { EventsCoverageResponseSchema, type SportCoverage } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { createCoverageCache, marketCoverage } from '../../src/modules/market/coverage.service';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import type { MarketProvider } from '../../src/modules/market/providers/market-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

// A Tuesday: the NFL played on Sunday and plays again next Sunday; Liga MX's season ended on the 26th.
const TUESDAY = new Date('2026-11-24T04:00:00Z');
// Without its two past seasons, which coverage does not read (they only slow the sync down).
const demo: MarketProvider = { ...createDemoProvider(5), history: undefined };
const sportOf = (sports: SportCoverage[], sport: string) => sports.find((s) => s.sport === sport);

describe(`GET /api/events/coverage and the market it describes on ${testDatabaseMode}`, () => {
  it('answers a visitor with every sport of the market, and no pick in it', async () => {
    const [event] = await t.database.db
      .insert(events)
      .values({
        sport: 'nhl',
        league: 'NHL',
        homeTeam: 'Secret Home',
        awayTeam: 'Secret Away',
        startTime: new Date(Date.now() + 3 * 3_600_000),
        apiSource: 'demo',
        externalId: 'coverage-nhl-1',
      })
      .returning();
    await createPick(t.database.db, {
      eventId: event?.id,
      sport: 'nhl',
      league: 'NHL',
      homeTeam: 'Secret Home',
      awayTeam: 'Secret Away',
      selection: 'Secret Home',
      displayLine: 'Secret Home ML',
      status: 'published',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/events/coverage' });
    expect(res.statusCode).toBe(200);
    const body = EventsCoverageResponseSchema.parse(res.json());
    expect(body.sports.map((s) => s.sport)).toEqual(['soccer', 'nfl', 'baseball', 'nba', 'nhl']);
    expect(sportOf(body.sports, 'nhl')).toMatchObject({ upcoming24h: 1, upcoming7d: 1, priced: 0 });
    expect(res.body).not.toMatch(/Secret|selection|odds|edge|stake|tier|pick/i);
    for (const sport of body.sports) {
      expect(Object.keys(sport).sort()).toEqual(
        ['leagues', 'nextStartTime', 'priced', 'returnsAt', 'sport', 'upcoming24h', 'upcoming7d'].sort(),
      );
    }
  });

  it('counts the demo’s NFL round as priced all week, and says when leagues out of season return', async () => {
    const [nflResult] = await syncMarkets(t.database.db, [{ ...demo, sports: ['nfl'] }], TUESDAY, t.app.log);
    expect(nflResult).toMatchObject({ eventsPriced: 13 });
    await syncMarkets(t.database.db, [{ ...demo, sports: ['soccer', 'baseball'] }], TUESDAY, t.app.log);
    const { sports } = await marketCoverage(t.database.db, [demo], TUESDAY);

    expect(sportOf(sports, 'nfl')).toMatchObject({
      upcoming24h: 0,
      upcoming7d: 13,
      priced: 13,
      nextStartTime: expect.stringMatching(/^2026-11-29T/),
      returnsAt: null,
    });
    // MLB is between seasons: nothing upcoming, back on the first day of March.
    const mlb = sportOf(sports, 'baseball');
    expect(mlb).toMatchObject({ upcoming7d: 0, priced: 0, nextStartTime: null });
    expect(mlb?.returnsAt).toMatch(/^2027-03-0[12]T/);
    // Soccer plays this week, while Liga MX alone is out until January.
    const soccer = sportOf(sports, 'soccer');
    expect(soccer?.returnsAt).toBeNull();
    expect(soccer?.upcoming7d).toBeGreaterThan(0);
    expect(soccer?.priced).toBeGreaterThan(0);
    expect(soccer?.leagues.find((l) => l.league === 'Liga MX')).toMatchObject({
      upcoming7d: 0,
      returnsAt: expect.stringMatching(/^2027-01-0[1-3]T/),
    });
    expect(soccer?.leagues.find((l) => l.league === 'Premier League')?.returnsAt).toBeNull();
  });
});

describe('the prepared coverage answer', () => {
  it('is computed once until a sync drops it, and a failed computation is not kept', async () => {
    let calls = 0;
    let isFailing = true;
    const cache = createCoverageCache(async () => {
      calls += 1;
      if (isFailing) throw new Error('database down');
      return { generatedAt: new Date(calls).toISOString(), sports: [] };
    });
    await expect(cache.get()).rejects.toThrow('database down');
    isFailing = false;
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
    expect(calls).toBe(2);
    cache.invalidate();
    expect(await cache.get()).not.toBe(first);
    expect(calls).toBe(3);
  });
});

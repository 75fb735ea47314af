import type { StrategyResult } from '@arcade/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, nbaPlayerSeasonStats, nbaTeamStandings } from '../../src/db/schema/index';
import { createPickEnricher } from '../../src/modules/ai/pick-enrichment';
import { generatePicks } from '../../src/modules/generation/generation.service';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import { marketProviders } from '../../src/modules/market/providers/market-providers';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { refreshSeason } from '../../src/modules/danyscore/danyscore.service';
import { nbaSeasonOf } from '../../src/modules/danyscore/nba-teams';
import { type TestApp, buildTestApp, testConfig } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

const seed = 20261122;
const now = new Date();
const season = nbaSeasonOf(now);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const stored = async () => {
  const [standings] = await t.database.db
    .select({ n: count() })
    .from(nbaTeamStandings)
    .where(eq(nbaTeamStandings.season, season));
  const [players] = await t.database.db
    .select({ n: count() })
    .from(nbaPlayerSeasonStats)
    .where(eq(nbaPlayerSeasonStats.season, season));
  return { standings: standings?.n ?? 0, players: players?.n ?? 0 };
};

/** What danyscore-nba answered on each upcoming NBA event of a generation. */
async function danyscoreNbaResults(): Promise<StrategyResult[]> {
  const results: StrategyResult[] = [];
  await generatePicks(
    t.database.db,
    { bankroll: 1000, pickCount: 1, strategy: 'danyscore-nba', sport: 'nba' },
    {
      now,
      enricher: createPickEnricher({ timeoutMs: 1000 }, {} as never),
      onResults: (_event, _context, eventResults) =>
        results.push(...eventResults.filter((result) => result.strategy === 'danyscore-nba')),
    },
  );
  return results;
}

describe(`the demo market's NBA season, stored by the sync, on ${testDatabaseMode}`, () => {
  it('is the app’s market with its NBA season unless balldontlie (or The Odds API) is configured', () => {
    const [demo] = marketProviders(testConfig());
    expect(demo?.name).toBe('demo');
    expect(demo?.nbaSeason).toBeTypeOf('function');
    const [withBalldontlie] = marketProviders(testConfig({ BALLDONTLIE_API_KEY: 'key' }));
    expect(withBalldontlie?.name).toBe('demo');
    expect(withBalldontlie?.nbaSeason).toBeUndefined();
    const [oddsApi] = marketProviders(testConfig({ ODDS_API_KEY: 'key' }));
    expect(oddsApi?.name).not.toBe('demo');
    expect(oddsApi?.nbaSeason).toBeUndefined();
  });

  it('leaves the NBA tables alone without it (balldontlie configured): danyscore-nba abstains for want of rosters', async () => {
    const demo = { ...createDemoProvider(seed, { nbaSeason: false }), sports: ['nba' as const] };
    const [result] = await syncMarkets(t.database.db, [demo], now, t.app.log);
    expect(result?.error).toBeUndefined();
    expect(result?.events).toBeGreaterThan(0);
    expect(await stored()).toEqual({ standings: 0, players: 0 });
    const results = await danyscoreNbaResults();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.kind === 'abstain' && r.reason === 'no_roster_data')).toBe(true);
  });

  it('reports a failure to store the season with the NBA sync, whose events are stored all the same', async () => {
    const failing = {
      ...createDemoProvider(seed),
      sports: ['nba' as const],
      nbaSeason: () => {
        throw new Error('rosters unavailable');
      },
    };
    const [result] = await syncMarkets(t.database.db, [failing], now, t.app.log);
    expect(result?.error).toBe('NBA standings and rosters: rosters unavailable');
    expect(result?.events).toBeGreaterThan(0);
    const [nbaEvents] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.sport, 'nba'));
    expect(nbaEvents?.n).toBeGreaterThan(0);
    expect(await stored()).toEqual({ standings: 0, players: 0 });
  });

  it('stores the season under way with the next sync: 30 teams and 420 players, and danyscore-nba predicts', async () => {
    const demo = { ...createDemoProvider(seed), sports: ['nba' as const] };
    const [result] = await syncMarkets(t.database.db, [demo], now, t.app.log);
    expect(result?.error).toBeUndefined();
    expect(await stored()).toEqual({ standings: 30, players: 420 });
    const results = await danyscoreNbaResults();
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.kind === 'abstain')).toEqual([]);
  });

  it('lets an admin’s refresh and a sync write the season at the same time: they take turns', async () => {
    const demo = { ...createDemoProvider(seed), sports: ['nba' as const] };
    const config = { balldontlie: undefined, demoSeed: seed };
    for (let round = 0; round < 3; round++) {
      const [refreshed, [synced]] = await Promise.all([
        refreshSeason(t.database.db, config, season, now),
        syncMarkets(t.database.db, [demo], now, t.app.log),
      ]);
      expect(refreshed.standings).toHaveLength(30);
      expect(synced?.error).toBeUndefined();
    }
    expect(await stored()).toEqual({ standings: 30, players: 420 });
  });
});

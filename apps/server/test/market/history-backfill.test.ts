import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicalMatches } from '../../src/db/schema/index';
import { leagueHistory } from '../../src/modules/generation/league-history';
import { backfillHistory } from '../../src/modules/market/history-backfill';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
const now = new Date('2026-11-22T10:00:00Z');
const demo = createDemoProvider(20261122);
const rowsOf = (sport: 'nba' | 'soccer') =>
  t.database.db
    .select()
    .from(historicalMatches)
    .where(and(eq(historicalMatches.dataSource, 'demo'), eq(historicalMatches.sport, sport)));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe(`the demo's past seasons in historical_matches on ${testDatabaseMode}`, () => {
  it('loads every finished game once, with the books’ average closing moneyline', async () => {
    const written = await backfillHistory(t.database.db, demo, 'nba', now);
    expect(written).toBeGreaterThan(500);
    const rows = await rowsOf('nba');
    expect(rows).toHaveLength(written);
    for (const row of rows) {
      expect(row.startTime.getTime()).toBeLessThan(now.getTime());
      expect(row.homeOdds).toBeGreaterThan(1);
      expect(row.awayOdds).toBeGreaterThan(1);
      expect(row.drawOdds).toBeNull();
      // An average of books with margins: the two prices imply more than 100%.
      expect(1 / (row.homeOdds as number) + 1 / (row.awayOdds as number)).toBeGreaterThan(1);
      // The snapshot backtests bet on: average, best and sharp prices at the opening and the close;
      // the best price is never below the average, and the average is the row's closing price.
      const snapshot = row.oddsSnapshot ?? {};
      expect(Object.keys(snapshot).sort()).toEqual(['avg', 'max', 'pinnacle']);
      for (const moment of ['opening', 'closing'] as const) {
        const best = snapshot.max?.[moment];
        const average = snapshot.avg?.[moment];
        expect(best?.home).toBeGreaterThanOrEqual(average?.home as number);
        expect(best?.away).toBeGreaterThanOrEqual(average?.away as number);
      }
      expect(snapshot.avg?.closing?.home).toBe(row.homeOdds);
    }
    expect(await backfillHistory(t.database.db, demo, 'nba', now)).toBe(0);
  });

  it('keeps the draw price for soccer, and the models read the de-vigged prices back', async () => {
    await backfillHistory(t.database.db, demo, 'soccer', now);
    const [row] = await rowsOf('soccer');
    expect(row?.drawOdds).toBeGreaterThan(1);
    const games = await leagueHistory(t.database.db, 'soccer', row?.league as string, now);
    expect(games.length).toBeGreaterThan(50);
    expect(games.every((g) => g.market?.draw !== undefined)).toBe(true);
  });

  it('loads a league the market covers since the first load, and only that league', async () => {
    // An install whose soccer history predates the Bundesliga in the demo market.
    const bundesliga = and(
      eq(historicalMatches.dataSource, 'demo'),
      eq(historicalMatches.league, 'Bundesliga'),
    );
    const before = (await rowsOf('soccer')).length;
    const loaded = (await t.database.db.select().from(historicalMatches).where(bundesliga)).length;
    expect(loaded).toBeGreaterThan(300);
    await t.database.db.delete(historicalMatches).where(bundesliga);
    expect(await backfillHistory(t.database.db, demo, 'soccer', now)).toBe(loaded);
    expect((await rowsOf('soccer')).length).toBe(before);
    expect(await backfillHistory(t.database.db, demo, 'soccer', now)).toBe(0);
    const games = await leagueHistory(t.database.db, 'soccer', 'Bundesliga', now);
    expect(games.length).toBe(loaded);
  });
});

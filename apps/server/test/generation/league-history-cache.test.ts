import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, historicalMatches, odds } from '../../src/db/schema/index';
import { markClosingPrices } from '../../src/modules/market/closing.repository';
import { collectCandidates } from '../../src/modules/generation/generation.service';
import { settingsFrom } from '../../src/modules/generation/policy-settings';
import {
  forgetLeagueHistory,
  leagueHistory,
  leagueHistoryRowsRead,
} from '../../src/modules/generation/league-history';
import { upcomingEvents } from '../../src/modules/generation/generation.repository';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo, T0 } from './generation-world';

let t: TestApp;
const db = () => t.database.db;
const league = 'Premier League';
const HOUR = 3_600_000;

/** The league's games as a fresh read gives them (nothing kept in memory). */
async function freshHistory(asOf = T0) {
  forgetLeagueHistory(db());
  return leagueHistory(db(), 'soccer', league, asOf);
}

/**
 * Every candidate of a generation run (nothing stored), with the numbers its pick would carry, and
 * what the strategies said of each event.
 */
async function candidatesOf() {
  const targets = await upcomingEvents(db(), T0, {});
  const request = { bankroll: 1000, pickCount: 10, strategy: 'auto' as const };
  const views = new Map<string, string>();
  const { candidates } = await collectCandidates(
    db(),
    targets,
    request,
    await settingsFrom(db()),
    { now: T0, onResults: (event, _context, results) => views.set(event.id, JSON.stringify(results)) },
    () => {},
  );
  return {
    views,
    candidates: candidates.map((c) => ({
      event: { id: c.event.id, sport: c.event.sport, league: c.event.league, home: c.event.homeTeam },
      key: `${c.event.id}|${c.market}|${c.selection}|${c.line ?? ''}`,
      pModel: c.pModel,
      edge: c.evaluation.edge,
      odds: c.odds,
    })),
  };
}

async function finishedGame(
  home: string,
  away: string,
  hoursAgo: number,
  where: { sport: 'soccer' | 'nba'; league: string } = { sport: 'soccer', league },
) {
  const [row] = await db()
    .insert(events)
    .values({
      ...where,
      homeTeam: home,
      awayTeam: away,
      startTime: new Date(T0.getTime() - hoursAgo * HOUR),
      status: 'finished',
      homeScore: 3,
      awayScore: 0,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['soccer', 'nba']);
});
afterAll(async () => t?.close());

describe(`a league's history kept in memory on ${testDatabaseMode}`, () => {
  it('gives generation the same candidates, with the same numbers, as a fresh read', async () => {
    forgetLeagueHistory(db());
    const cold = await candidatesOf();
    const warm = await candidatesOf();
    expect(cold.candidates.length).toBeGreaterThan(0);
    expect(warm).toEqual(cold);
  });

  it('reads no row on a second run when nothing changed', async () => {
    const first = await freshHistory();
    expect(first.length).toBeGreaterThan(50);
    const before = leagueHistoryRowsRead(db());
    const again = await leagueHistory(db(), 'soccer', league, T0);
    expect(leagueHistoryRowsRead(db()) - before).toBe(0);
    expect(again).toEqual(first);
  });

  it('reads only the game that finished since, and answers as a fresh read', async () => {
    await leagueHistory(db(), 'soccer', league, T0);
    const before = leagueHistoryRowsRead(db());
    await finishedGame('Cache Home', 'Cache Away', 30);
    const kept = await leagueHistory(db(), 'soccer', league, T0);
    expect(leagueHistoryRowsRead(db()) - before).toBeLessThan(20);
    expect(kept.some((g) => g.home === 'Cache Home' && g.homeScore === 3)).toBe(true);
    expect(kept).toEqual(await freshHistory());
  });

  it('sees a corrected score, the closing prices marked after the result, and a deleted event', async () => {
    const game = await finishedGame('Close Home', 'Close Away', 28);
    const start = game.startTime.getTime();
    await leagueHistory(db(), 'soccer', league, T0);
    await db()
      .update(events)
      .set({ homeScore: 0, awayScore: 2, updatedAt: sql`now()` })
      .where(eq(events.id, game.id));
    const corrected = await leagueHistory(db(), 'soccer', league, T0);
    expect(corrected.find((g) => g.home === 'Close Home')).toMatchObject({ homeScore: 0, awayScore: 2 });
    expect(corrected.find((g) => g.home === 'Close Home')?.market).toBeUndefined();

    const quote = (selection: string, price: number) => ({
      eventId: game.id,
      bookmaker: 'pinnacle',
      market: 'h2h' as const,
      selection,
      odds: price,
      timestamp: new Date(start - HOUR),
    });
    await db()
      .insert(odds)
      .values([quote('home', 2.4), quote('draw', 3.3), quote('away', 3.1)]);
    await db().transaction((tx) => markClosingPrices(tx, [game.id], T0));
    const priced = await leagueHistory(db(), 'soccer', league, T0);
    expect(priced.find((g) => g.home === 'Close Home')?.market?.home).toBeGreaterThan(0.35);
    expect(priced).toEqual(await freshHistory());

    await db().delete(events).where(eq(events.id, game.id));
    const removed = await leagueHistory(db(), 'soccer', league, T0);
    expect(removed.some((g) => g.home === 'Close Home')).toBe(false);
    expect(removed).toEqual(await freshHistory());
  });

  it('sees an imported match, and keeps to the games before asOf', async () => {
    await leagueHistory(db(), 'soccer', league, T0);
    await db()
      .insert(historicalMatches)
      .values({
        sport: 'soccer',
        league,
        homeTeam: 'Import Home',
        awayTeam: 'Import Away',
        startTime: new Date(T0.getTime() - 400 * 24 * HOUR),
        homeScore: 2,
        awayScore: 2,
        winner: 'draw',
        dataSource: 'cache-test',
      });
    const withImport = await leagueHistory(db(), 'soccer', league, T0);
    expect(withImport.some((g) => g.home === 'Import Home')).toBe(true);
    expect(withImport).toEqual(await freshHistory());

    const earlier = new Date(T0.getTime() - 200 * 24 * HOUR);
    const before = await leagueHistory(db(), 'soccer', league, earlier);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((g) => g.date < earlier)).toBe(true);
    expect(before).toEqual(await freshHistory(earlier));
  });

  it('keeps the change a generation run then sees in its candidates', async () => {
    forgetLeagueHistory(db());
    const before = await candidatesOf();
    // One-sided results for a team change what the models expect of its next game.
    const { id, sport, league: itsLeague, home } = before.candidates[0]!.event;
    const where = { sport: sport as 'soccer' | 'nba', league: itsLeague };
    for (let i = 0; i < 6; i++) await finishedGame(home, `Cache Rival ${i}`, 40 + i * 24, where);
    const warm = await candidatesOf();
    expect(warm.views.get(id)).not.toEqual(before.views.get(id));
    forgetLeagueHistory(db());
    expect(warm).toEqual(await candidatesOf());
  });
});

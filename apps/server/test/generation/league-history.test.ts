import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, historicalMatches, odds } from '../../src/db/schema/index';
import { leagueHistory } from '../../src/modules/generation/league-history';
import { marketOfClosingQuotes } from '../../src/modules/generation/past-market';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
const league = 'History Test League';
const asOf = new Date('2026-11-22T10:00:00Z');
const day = (d: number) => new Date(asOf.getTime() - d * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const imported = (home: string, away: string, d: number, prices: [number, number, number] | null) => ({
    sport: 'soccer' as const,
    league,
    homeTeam: home,
    awayTeam: away,
    startTime: day(d),
    homeScore: 1,
    awayScore: 0,
    winner: 'home' as const,
    homeOdds: prices?.[0] ?? null,
    drawOdds: prices?.[1] ?? null,
    awayOdds: prices?.[2] ?? null,
    dataSource: 'test',
  });
  await db
    .insert(historicalMatches)
    .values([imported('Alpha', 'Beta', 30, [2.0, 3.4, 4.0]), imported('Gamma', 'Delta', 29, null)]);
  const [priced, unpriced] = await db
    .insert(events)
    .values([
      {
        sport: 'soccer',
        league,
        homeTeam: 'Beta',
        awayTeam: 'Alpha',
        startTime: day(3),
        status: 'finished',
        homeScore: 0,
        awayScore: 2,
      },
      {
        sport: 'soccer',
        league,
        homeTeam: 'Delta',
        awayTeam: 'Gamma',
        startTime: day(2),
        status: 'finished',
        homeScore: 1,
        awayScore: 1,
      },
    ])
    .returning();
  const quote = (
    eventId: string,
    bookmaker: string,
    selection: string,
    price: number,
    isClosing: boolean,
  ) => ({
    eventId,
    bookmaker,
    market: 'h2h' as const,
    selection,
    odds: price,
    isClosing,
    timestamp: day(3),
  });
  await db.insert(odds).values([
    ...['pinnacle', 'bet365'].flatMap((book) => [
      quote(priced!.id, book, 'home', 5.0, true),
      quote(priced!.id, book, 'draw', 3.9, true),
      quote(priced!.id, book, 'away', 1.7, true),
    ]),
    // Not the close: an earlier price says nothing of what the market expected at kick-off.
    quote(unpriced!.id, 'pinnacle', 'home', 2.5, false),
    quote(unpriced!.id, 'pinnacle', 'draw', 3.2, false),
    quote(unpriced!.id, 'pinnacle', 'away', 2.9, false),
  ]);
});
afterAll(async () => t?.close());

describe(`a league's past games and their closing prices on ${testDatabaseMode}`, () => {
  it('gives each game its de-vigged closing probabilities where they were kept, and none elsewhere', async () => {
    const games = await leagueHistory(t.database.db, 'soccer', league, asOf);
    expect(games.map((g) => `${g.home}-${g.away}`)).toEqual([
      'Alpha-Beta',
      'Gamma-Delta',
      'Beta-Alpha',
      'Delta-Gamma',
    ]);
    const [importedPriced, importedBare, syncedPriced, syncedBare] = games;
    const total = (m: Record<string, number | undefined>) =>
      Object.values(m).reduce((s: number, p) => s + (p ?? 0), 0);
    expect(total(importedPriced!.market!)).toBeCloseTo(1, 9);
    // 2.0 / 3.4 / 4.0 carries a 4.4% margin; every fair probability lies under its raw 1/odds.
    expect(importedPriced!.market!.home).toBeGreaterThan(0.47);
    expect(importedPriced!.market!.home).toBeLessThan(0.5);
    expect(importedPriced!.market!.away).toBeLessThan(0.25);
    expect(importedBare!.market).toBeUndefined();
    expect(total(syncedPriced!.market!)).toBeCloseTo(1, 9);
    expect(syncedPriced!.market!.away).toBeGreaterThan(0.55);
    expect(syncedPriced!.market!.away).toBeLessThan(1 / 1.7);
    expect(syncedBare!.market).toBeUndefined();
  });

  it('gives no closing probabilities from books without a margin or an incomplete market', () => {
    const quote = (selection: 'home' | 'away', price: number) => ({
      bookmaker: 'stale',
      market: 'h2h' as const,
      selection,
      price,
      line: null,
      timestamp: asOf,
    });
    expect(marketOfClosingQuotes('nba', [quote('home', 2.2), quote('away', 2.2)])).toBeUndefined();
    expect(marketOfClosingQuotes('nba', [quote('home', 1.9)])).toBeUndefined();
    const even = marketOfClosingQuotes('nba', [quote('home', 1.9), quote('away', 1.9)]);
    expect(even?.home).toBeCloseTo(0.5, 9);
    expect(even?.away).toBeCloseTo(0.5, 9);
  });
});

import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { historicalMatches } from '../../src/db/schema/index';
import { importHistory } from '../../src/modules/history/import/import.service';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/history/${name}`, import.meta.url), 'utf8');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const count = async (dataSource?: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(historicalMatches)
      .where(dataSource ? eq(historicalMatches.dataSource, dataSource) : undefined)
  )[0]?.n ?? 0;
const rowsOf = (dataSource: string, league: string) =>
  database.db
    .select()
    .from(historicalMatches)
    .where(and(eq(historicalMatches.dataSource, dataSource), eq(historicalMatches.league, league)))
    .orderBy(asc(historicalMatches.startTime));
const american = (line: number) =>
  Math.round((line > 0 ? 1 + line / 100 : 1 + 100 / -line) * 10_000) / 10_000;

describe(`importing history files on ${testDatabaseMode}`, () => {
  it('imports a football-data season in the new layout with canonical names, winner and every price set', async () => {
    const summary = await importHistory(database.db, {
      source: 'football-data',
      text: fixture('E0_new-layout.csv'),
    });
    expect(summary).toEqual({
      source: 'football-data',
      sport: 'soccer',
      rows: 3,
      inserted: 3,
      updated: 0,
      skipped: 0,
      duplicates: 0,
      unmapped: [],
      skippedRows: [],
    });
    const [first, second, third] = await rowsOf('football-data', 'Premier League');
    expect(first).toMatchObject({
      sport: 'soccer',
      homeTeam: 'Manchester United',
      awayTeam: 'Fulham',
      homeScore: 1,
      awayScore: 0,
      winner: 'home',
      homeOdds: 1.66,
      drawOdds: 4.2,
      awayOdds: 5.02,
      eventId: null,
    });
    expect(first?.startTime.toISOString()).toBe('2030-08-16T20:00:00.000Z');
    expect(first?.oddsSnapshot).toEqual({
      avg: {
        opening: { home: 1.62, draw: 4.36, away: 5.15 },
        closing: { home: 1.66, draw: 4.2, away: 5.02 },
      },
      max: { opening: { home: 1.68, draw: 4.5, away: 5.5 }, closing: { home: 1.72, draw: 4.4, away: 5.5 } },
      pinnacle: {
        opening: { home: 1.63, draw: 4.38, away: 5.3 },
        closing: { home: 1.65, draw: 4.23, away: 5.28 },
      },
    });
    expect(second).toMatchObject({
      homeTeam: 'Nottingham Forest',
      awayTeam: 'Wolverhampton Wanderers',
      winner: 'draw',
    });
    expect(third).toMatchObject({
      homeTeam: 'Brighton and Hove Albion',
      awayTeam: 'Tottenham Hotspur',
      winner: 'away',
    });
    expect(Object.keys(third?.oddsSnapshot ?? {})).toEqual(['avg']);
  });

  it('imports the old layout (two-digit years, Betbrain prices, Pinnacle closing only) and lists bad rows', async () => {
    const summary = await importHistory(database.db, { source: 'auto', text: fixture('E0_old-layout.csv') });
    expect(summary).toMatchObject({ source: 'football-data', rows: 3, inserted: 2, skipped: 1 });
    expect(summary.skippedRows).toEqual([{ line: 4, reason: "unreadable date '31/02/26'" }]);
    const burnley = (await rowsOf('football-data', 'Premier League')).find((r) => r.homeTeam === 'Burnley');
    expect(burnley).toMatchObject({
      awayTeam: 'Swansea City',
      winner: 'away',
      homeOdds: 2.55,
      awayOdds: 3.05,
    });
    expect(burnley?.startTime.toISOString()).toBe('2026-08-13T15:00:00.000Z');
    expect(burnley?.oddsSnapshot).toEqual({
      avg: { opening: { home: 2.45, draw: 3.25, away: 3.1 } },
      max: { opening: { home: 2.6, draw: 3.45, away: 3.3 } },
      pinnacle: {
        opening: { home: 2.5, draw: 3.3, away: 3.2 },
        closing: { home: 2.55, draw: 3.35, away: 3.05 },
      },
    });
  });

  it('updates instead of duplicating when the same file comes again, taking corrected scores', async () => {
    const before = await count();
    const again = await importHistory(database.db, {
      source: 'football-data',
      text: fixture('E0_new-layout.csv'),
    });
    expect(again).toMatchObject({ rows: 3, inserted: 0, updated: 3, skipped: 0 });
    expect(await count()).toBe(before);

    const corrected = fixture('E0_new-layout.csv').replace(
      'Man United,Fulham,1,0,H',
      'Man United,Fulham,1,1,D',
    );
    expect(await importHistory(database.db, { source: 'football-data', text: corrected })).toMatchObject({
      inserted: 0,
      updated: 3,
    });
    expect(await count()).toBe(before);
    const [first] = await rowsOf('football-data', 'Premier League').then((rows) =>
      rows.filter((r) => r.homeTeam === 'Manchester United'),
    );
    expect(first).toMatchObject({ homeScore: 1, awayScore: 1, winner: 'draw' });
  });

  it('reports names no alias table knows and skips their rows instead of inventing teams', async () => {
    const summary = await importHistory(database.db, {
      source: 'football-data',
      text: fixture('SP1_with-unknown-team.csv'),
    });
    expect(summary).toMatchObject({ rows: 3, inserted: 1, skipped: 2 });
    expect(summary.unmapped).toEqual([{ league: 'La Liga', name: 'Gotham Athletic', count: 2 }]);
    const rows = await rowsOf('football-data', 'La Liga');
    expect(rows.map((r) => [r.homeTeam, r.awayTeam])).toEqual([['Atletico Madrid', 'Real Sociedad']]);
  });

  it('imports OddsPortal NBA games, taking the sport from the game URLs and leaving out neutral sites', async () => {
    const summary = await importHistory(database.db, {
      source: 'oddsportal',
      text: fixture('oddsportal_nba.csv'),
    });
    expect(summary).toMatchObject({ source: 'oddsportal', sport: 'nba', rows: 3, inserted: 2, skipped: 1 });
    expect(summary.skippedRows).toEqual([{ line: 5, reason: 'neutral site' }]);
    const [denver] = await rowsOf('oddsportal', 'NBA');
    expect(denver).toMatchObject({
      sport: 'nba',
      homeTeam: 'Denver Nuggets',
      awayTeam: 'Los Angeles Lakers',
      winner: 'home',
      homeOdds: american(-270),
      drawOdds: null,
      awayOdds: 3.19,
    });
    expect(denver?.oddsSnapshot).toEqual({
      avg: { closing: { home: american(-270), draw: null, away: 3.19 } },
    });
  });

  it('imports OddsPortal NFL and NHL games and reports the all-star sides as unmapped', async () => {
    const nfl = await importHistory(database.db, { source: 'auto', text: fixture('oddsportal_nfl.csv') });
    expect(nfl).toMatchObject({ sport: 'nfl', inserted: 2, skipped: 1 });
    expect(nfl.unmapped).toEqual([
      { league: 'NFL', name: 'AFC', count: 1 },
      { league: 'NFL', name: 'NFC', count: 1 },
    ]);
    const nhl = await importHistory(database.db, {
      source: 'oddsportal',
      text: fixture('oddsportal_nhl.csv'),
    });
    expect(nhl).toMatchObject({ sport: 'nhl', inserted: 2, skipped: 1 });
    expect(nhl.unmapped.map((u) => u.name)).toEqual(['All-Stars East', 'All-Stars West']);
    const [utah, montreal] = await rowsOf('oddsportal', 'NHL');
    expect(utah).toMatchObject({ homeTeam: 'Utah Mammoth', awayTeam: 'St. Louis Blues', winner: 'home' });
    expect(montreal).toMatchObject({ homeTeam: 'Montreal Canadiens', awayOdds: american(-190) });
  });

  it('imports nflverse games, following relocated franchises to their current names', async () => {
    const summary = await importHistory(database.db, {
      source: 'nflverse',
      text: fixture('nflverse_games.csv'),
    });
    expect(summary).toMatchObject({ source: 'nflverse', sport: 'nfl', rows: 5, inserted: 3, skipped: 2 });
    expect(summary.skippedRows.map((s) => s.reason)).toEqual(['neutral site', 'missing team or score']);
    const [kc, raiders, rams] = await rowsOf('nflverse', 'NFL');
    expect(kc).toMatchObject({
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Detroit Lions',
      homeScore: 20,
      awayScore: 21,
      winner: 'away',
      homeOdds: american(-192),
      awayOdds: 2.6,
    });
    expect(kc?.startTime.toISOString()).toBe('2030-09-08T20:20:00.000Z');
    expect(raiders).toMatchObject({ homeTeam: 'Las Vegas Raiders', awayTeam: 'Los Angeles Chargers' });
    expect(rams).toMatchObject({
      homeTeam: 'San Francisco 49ers',
      awayTeam: 'Los Angeles Rams',
      homeOdds: null,
    });
    expect(rams?.oddsSnapshot).toEqual({});
  });

  it('imports SBR MLB games with opening and closing moneylines and keeps both games of a doubleheader', async () => {
    const text = fixture('sbr_mlb.csv');
    const summary = await importHistory(database.db, { source: 'sbr-mlb', text });
    expect(summary).toMatchObject({ source: 'sbr-mlb', sport: 'baseball', rows: 3, inserted: 3, skipped: 0 });
    const rows = await rowsOf('sbr-mlb', 'MLB');
    expect(rows.map((r) => [r.startTime.toISOString(), r.homeTeam, r.awayTeam, r.winner])).toEqual([
      ['2030-04-01T23:00:00.000Z', 'San Francisco Giants', 'Los Angeles Dodgers', 'away'],
      ['2030-04-12T23:00:00.000Z', 'Kansas City Royals', 'Chicago Cubs', 'home'],
      ['2030-04-13T02:00:00.000Z', 'Kansas City Royals', 'Chicago Cubs', 'away'],
    ]);
    expect(rows[0]?.sport).toBe('baseball');
    expect(rows[0]?.oddsSnapshot).toEqual({
      avg: {
        opening: { home: 2.5, draw: null, away: american(-170) },
        closing: { home: 2.45, draw: null, away: american(-165) },
      },
    });
    expect(await importHistory(database.db, { source: 'sbr-mlb', text })).toMatchObject({
      inserted: 0,
      updated: 3,
    });
    expect(await count('sbr-mlb')).toBe(3);
  });

  it('refuses a file in another layout than the one named, or in none it knows, writing nothing', async () => {
    const before = await count();
    await expect(
      importHistory(database.db, { source: 'nflverse', text: fixture('E0_new-layout.csv') }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: /football-data layout, not nflverse/ });
    await expect(importHistory(database.db, { source: 'auto', text: 'a,b\n1,2\n' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: /Not a history file/,
    });
    expect(await count()).toBe(before);
  });

  it('asks for the sport of an OddsPortal file whose game URLs do not name one', async () => {
    const text = fixture('oddsportal_nba.csv').replaceAll('https://www.oddsportal.com/basketball/usa/', 'x/');
    await expect(importHistory(database.db, { source: 'oddsportal', text })).rejects.toMatchObject({
      message: /which sport/,
    });
    await expect(
      importHistory(database.db, { source: 'oddsportal', text: fixture('oddsportal_nba.csv'), sport: 'nhl' }),
    ).rejects.toMatchObject({ message: /holds nba games, not nhl/ });
    expect(await importHistory(database.db, { source: 'oddsportal', text, sport: 'nba' })).toMatchObject({
      sport: 'nba',
      inserted: 0,
      updated: 2,
    });
  });
});

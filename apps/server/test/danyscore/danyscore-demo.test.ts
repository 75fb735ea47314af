import { NbaStandingsResponseSchema, NbaTeamResponseSchema } from '@arcade/contracts';
import { nbaTeamValue, type StrategyResult } from '@arcade/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nbaPlayerSeasonStats, nbaTeamStandings } from '../../src/db/schema/index';
import { createPickEnricher } from '../../src/modules/ai/pick-enrichment';
import { generatePicks } from '../../src/modules/generation/generation.service';
import { rosterOf } from '../../src/demo/demo-rosters';
import { demoSeasonSpan } from '../../src/modules/danyscore/sources/demo-source';
import { nbaSeasonOf } from '../../src/modules/danyscore/nba-teams';
import { syncDemo } from '../generation/generation-world';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let admin: string;
let regular: string;
const season = nbaSeasonOf(new Date());

beforeAll(async () => {
  t = await buildTestApp();
  // Today's NBA fixtures on the market, for the generation below.
  await syncDemo(t, ['nba'], new Date());
  const adminAccount = await createAccount(t.database.db, { role: 'admin' });
  const regularAccount = await createAccount(t.database.db);
  admin = await loginAs(t.app, adminAccount.email, adminAccount.plainPassword);
  regular = await loginAs(t.app, regularAccount.email, regularAccount.plainPassword);
});
afterAll(async () => t?.close());

const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const refresh = (query = '', cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/danyscore-nba/standings/refresh${query}`,
    headers: cookie ? { cookie } : {},
  });
const stored = async () => {
  const [standings] = await t.database.db.select({ n: count() }).from(nbaTeamStandings);
  const [players] = await t.database.db.select({ n: count() }).from(nbaPlayerSeasonStats);
  return { standings: standings?.n ?? 0, players: players?.n ?? 0 };
};

/** The danyscore-nba results of a generation over the synced NBA events. */
async function danyscoreNbaResults(): Promise<StrategyResult[]> {
  const results: StrategyResult[] = [];
  await generatePicks(
    t.database.db,
    { bankroll: 1000, pickCount: 1, strategy: 'danyscore-nba', sport: 'nba' },
    {
      now: new Date(),
      enricher: createPickEnricher({ timeoutMs: 1000 }, {} as never),
      onResults: (_event, _context, eventResults) =>
        results.push(...eventResults.filter((result) => result.strategy === 'danyscore-nba')),
    },
  );
  return results;
}

describe(`DanyScore NBA from the demo market on ${testDatabaseMode}`, () => {
  it("has the season under way from the demo market's first sync: 30 teams and 420 real players, no refresh needed", async () => {
    const res = await get('/api/danyscore-nba/standings');
    expect(res.statusCode).toBe(200);
    const body = NbaStandingsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ season, source: 'demo', playerCount: 30 * 14, statsSeason: '2024-25' });
    expect(body.standings).toHaveLength(30);
    expect(body.updatedAt).not.toBeNull();
    expect(body.standings.every((row) => row.danyScore !== null && row.danyScore > 0)).toBe(true);
    expect(body.standings.reduce((sum, row) => sum + row.wins, 0)).toBeGreaterThan(0);
    // The team dialog's roster: the Celtics' real players with their 2024-25 averages.
    const { team } = NbaTeamResponseSchema.parse(
      (await get(`/api/danyscore-nba/team/2?season=${season}`)).json(),
    );
    expect(team.rosterSize).toBe(14);
    expect(team.players.find((player) => player.playerName === 'Jayson Tatum')).toMatchObject({
      gamesPlayed: 72,
      minutesPerGame: 36.4,
      pointsPerGame: 26.8,
      reboundsPerGame: 8.7,
      assistsPerGame: 6,
    });
    expect(team.players.map((player) => player.playerName)).toContain('Jaylen Brown');
    expect(await stored()).toEqual({ standings: 30, players: 30 * 14 });
  });

  it('lets danyscore-nba predict on every NBA event from the first sync on', async () => {
    const results = await danyscoreNbaResults();
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.kind === 'abstain')).toEqual([]);
  });

  it('is for admins only: anonymous 401, a regular user 403, and a refused refresh writes nothing', async () => {
    const before = await t.database.db.select().from(nbaTeamStandings);
    expect((await get('/api/danyscore-nba/standings', '')).statusCode).toBe(401);
    expect((await get('/api/danyscore-nba/team/2', '')).statusCode).toBe(401);
    expect((await refresh('', '')).statusCode).toBe(401);
    expect((await get('/api/danyscore-nba/standings', regular)).statusCode).toBe(403);
    expect((await get('/api/danyscore-nba/team/2', regular)).statusCode).toBe(403);
    expect((await refresh('', regular)).statusCode).toBe(403);
    expect(await t.database.db.select().from(nbaTeamStandings)).toEqual(before);
  });

  it("refreshes the season under way: 30 teams sorted by win % then wins, with each conference's and division's ranks", async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    const body = NbaStandingsResponseSchema.parse(res.json());
    expect(body.season).toBe(season);
    expect(body.source).toBe('demo');
    expect(body.updatedAt).not.toBeNull();
    expect(body.standings).toHaveLength(30);
    const rows = body.standings;
    for (const [i, row] of rows.entries()) {
      expect(row.winPct).toBeCloseTo(row.wins / Math.max(1, row.wins + row.losses), 5);
      expect(row.danyScore).toBeGreaterThan(0);
      const next = rows[i + 1];
      if (next) {
        expect(row.winPct > next.winPct || (row.winPct === next.winPct && row.wins >= next.wins)).toBe(true);
      }
    }
    // Every game has a winner and a loser, and the season is under way.
    const wins = rows.reduce((sum, row) => sum + row.wins, 0);
    expect(wins).toBe(rows.reduce((sum, row) => sum + row.losses, 0));
    expect(wins).toBeGreaterThan(0);
    for (const conference of ['East', 'West'] as const) {
      const ranks = rows.filter((row) => row.conference === conference).map((row) => row.conferenceRank);
      expect(ranks).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    }
    const divisions = new Set(rows.map((row) => row.division));
    expect(divisions.size).toBe(6);
    for (const division of divisions) {
      const ranks = rows.filter((row) => row.division === division).map((row) => row.divisionRank);
      expect(ranks).toEqual([1, 2, 3, 4, 5]);
    }
    expect(body.playerCount).toBe(30 * 14);
    expect(await stored()).toEqual({ standings: 30, players: 30 * 14 });
    // The GET answers the same standings.
    const again = NbaStandingsResponseSchema.parse((await get('/api/danyscore-nba/standings')).json());
    expect(again.standings).toEqual(rows);
  });

  it("answers a team's numbers as core's nbaTeamValue computes them from the demo roster", async () => {
    const res = await get(`/api/danyscore-nba/team/2?season=${season}`);
    expect(res.statusCode).toBe(200);
    const { team } = NbaTeamResponseSchema.parse(res.json());
    const expected = nbaTeamValue(rosterOf(t.app.config.demoSeed, 'Boston Celtics', new Date()));
    expect(team).toMatchObject({
      teamId: 2,
      teamName: 'Boston Celtics',
      teamAbbr: 'BOS',
      conference: 'East',
    });
    expect(team.division).toBe('Atlantic');
    expect(team.rosterSize).toBe(14);
    expect(team.tvContinuous).toBeCloseTo(expected.teamValue, 2);
    expect(team.activePoints).toBeCloseTo(expected.activePoints, 2);
    expect(team.healthFactor).toBeCloseTo(expected.healthFactor, 3);
    expect(team.gameValue).toBeCloseTo(expected.gameValue, 2);
    expect(team.danyScore).toBe(team.gameValue);
    expect(team.players).toHaveLength(14);
    // Most minutes first: Tatum's 36.4.
    expect(team.players[0]).toMatchObject({ playerName: 'Jayson Tatum', minutesPerGame: 36.4 });
  });

  it('refreshes a past season whole: every game of its 200 days', async () => {
    const past = season - 2;
    const res = await refresh(`?season=${past}`);
    expect(res.statusCode).toBe(200);
    const body = NbaStandingsResponseSchema.parse(res.json());
    expect(body.season).toBe(past);
    const games = body.standings.reduce((sum, row) => sum + row.wins, 0);
    const { start, end } = demoSeasonSpan(past);
    expect(games).toBe(7 * Math.round((end.getTime() - start.getTime()) / 86_400_000));
    // The season under way is untouched.
    const current = NbaStandingsResponseSchema.parse((await get('/api/danyscore-nba/standings')).json());
    expect(current.season).toBe(season);
    expect(current.standings).toHaveLength(30);
  });

  it('answers 404 for a team without data, and 400 for a bad team id or season', async () => {
    const missing = await get('/api/danyscore-nba/team/99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', reason: 'nba_team_not_found' });
    expect((await get(`/api/danyscore-nba/team/2?season=${season + 1}`)).statusCode).toBe(404);
    expect((await get('/api/danyscore-nba/team/abc')).statusCode).toBe(400);
    expect((await get('/api/danyscore-nba/standings?season=1800')).statusCode).toBe(400);
    expect((await get('/api/danyscore-nba/standings?season=twenty')).statusCode).toBe(400);
    expect((await refresh('?season=abc')).statusCode).toBe(400);
    const future = await refresh(`?season=${season + 5}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.reason).toBe('season_not_started');
  });
});

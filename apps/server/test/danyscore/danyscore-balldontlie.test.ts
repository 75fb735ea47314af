import { NbaStandingsResponseSchema, NbaTeamResponseSchema } from '@arcade/contracts';
import { nbaTeamValue, type PlayerSeason } from '@arcade/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nbaPlayerSeasonStats, nbaTeamStandings } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import {
  FAKE_PLAYERS_PER_TEAM,
  type FakeBalldontlie,
  fakeAverage,
  startFakeBalldontlie,
} from '../helpers/fake-balldontlie';

const KEY = 'bdl-test-key';
const SEASON = 2024;
let fake: FakeBalldontlie;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeBalldontlie({ pageSize: 40 });
  t = await buildTestApp({
    BALLDONTLIE_API_KEY: KEY,
    BALLDONTLIE_BASE_URL: fake.url,
    BALLDONTLIE_TIMEOUT_MS: '1500',
  });
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = await loginAs(t.app, account.email, account.plainPassword);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const refresh = (season = SEASON) =>
  t.app.inject({
    method: 'POST',
    url: `/api/danyscore-nba/standings/refresh?season=${season}`,
    headers: { cookie: admin },
  });
const standings = async (season = SEASON) =>
  NbaStandingsResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/danyscore-nba/standings?season=${season}`,
        headers: { cookie: admin },
      })
    ).json(),
  );
const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);

/** Makes the stored season look two hours old, past both cache times, so the next refresh calls out. */
async function age(season = SEASON) {
  const then = sql`now() - interval '2 hours'`;
  await t.database.db
    .update(nbaTeamStandings)
    .set({ lastUpdated: then })
    .where(eq(nbaTeamStandings.season, season));
  await t.database.db
    .update(nbaPlayerSeasonStats)
    .set({ lastUpdated: then })
    .where(eq(nbaPlayerSeasonStats.season, season));
}

/** A failed refresh answers 502 (504 on a timeout) with what failed, and the stored season is unchanged. */
async function expectFailureKeepsData(detail: RegExp, status = 502) {
  const before = await standings();
  const res = await refresh();
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toMatchObject({
    code: status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY',
    reason: 'nba_provider_error',
  });
  // How it failed, as a code the web translates.
  expect(res.json().error.details).toEqual({ failure: expect.stringMatching(/^[A-Z_]+$/) });
  if (status === 504) expect(res.json().error.details.failure).toBe('TIMEOUT');
  expect(res.json().error.message).toMatch(detail);
  expect(res.json().error.message).toMatch(/stored data was kept/);
  expect(await standings()).toEqual(before);
  const [players] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(nbaPlayerSeasonStats)
    .where(eq(nbaPlayerSeasonStats.season, SEASON));
  expect(players?.n).toBe(30 * FAKE_PLAYERS_PER_TEAM);
}

describe(`DanyScore NBA from balldontlie (a local fake) on ${testDatabaseMode}`, () => {
  it('refreshes teams, standings, players over every page, season averages and injuries, with the key', async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    const body = NbaStandingsResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      season: SEASON,
      source: 'balldontlie',
      cached: false,
      playerCount: 30 * FAKE_PLAYERS_PER_TEAM,
      statsSeason: null,
    });
    expect(body.standings).toHaveLength(30);
    // Team id n wins 20 + n: Washington (30) first, then Utah, Toronto …; the historic franchise is left out.
    expect(body.standings.map((row) => row.teamAbbr).slice(0, 3)).toEqual(['WAS', 'UTA', 'TOR']);
    expect(body.standings[0]).toMatchObject({ wins: 50, losses: 32, conferenceRank: 1, divisionRank: 1 });
    expect(body.standings.find((row) => row.teamAbbr === 'UTA')).toMatchObject({
      conference: 'West',
      conferenceRank: 1,
    });

    expect(fake.requests.every((request) => request.authorization === KEY)).toBe(true);
    // 90 active players at 40 a page: three pages, following the cursor.
    const players = requestsTo('/nba/v1/players/active');
    expect(players.map((request) => request.params.get('cursor'))).toEqual([null, '40', '80']);
    // Their averages in batches of 50 ids, as player_ids[], each batch over its own pages.
    const averages = requestsTo('/nba/v1/season_averages');
    expect(
      averages.map((request) => [request.params.getAll('player_ids[]').length, request.params.get('cursor')]),
    ).toEqual([
      [50, null],
      [50, '40'],
      [40, null],
    ]);
    expect(averages.every((request) => request.params.get('season') === String(SEASON))).toBe(true);
  });

  it("computes a team's numbers with core's nbaTeamValue, its injured player counted out", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/danyscore-nba/team/2?season=${SEASON}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const { team } = NbaTeamResponseSchema.parse(res.json());
    // Boston's players 201–203: "36:30" → 36.5 minutes; 201 is Out (the fake's injury report).
    const roster: PlayerSeason[] = [201, 202, 203].map((id) => {
      const a = fakeAverage(id, SEASON);
      const [minutes, seconds] = a.min.split(':').map(Number) as [number, number];
      return {
        playerId: id,
        gamesPlayed: a.games_played,
        minutesPerGame: minutes + seconds / 60,
        pointsPerGame: a.pts,
        reboundsPerGame: a.reb,
        assistsPerGame: a.ast,
        stealsPerGame: a.stl,
        blocksPerGame: a.blk,
        turnoversPerGame: a.turnover,
        injuryStatus: id === 201 ? 'Out' : null,
      };
    });
    const expected = nbaTeamValue(roster);
    expect(team.rosterSize).toBe(3);
    expect(team.tvContinuous).toBeCloseTo(expected.teamValue, 2);
    expect(team.activePoints).toBeCloseTo(expected.activePoints, 2);
    expect(team.healthFactor).toBeCloseTo(expected.healthFactor, 3);
    expect(team.healthFactor).toBeLessThan(1);
    expect(team.gameValue).toBeCloseTo(expected.gameValue, 2);
    expect(team.players.find((player) => player.playerId === 201)?.injuryStatus).toBe('Out');
  });

  it('does not call balldontlie again while the stored season is fresh (standings 5 min, rosters 1 h)', async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    expect(NbaStandingsResponseSchema.parse(res.json()).cached).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it("waits out a 429's Retry-After and then succeeds", async () => {
    await age();
    fake.reply('/nba/v1/standings', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'slow down' },
    });
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    const [first, second] = requestsTo('/nba/v1/standings');
    expect(second).toBeDefined();
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('retries a 5xx with backoff and then succeeds', async () => {
    await age();
    fake.reply('/nba/v1/teams', { status: 503 }, { status: 502 });
    const res = await refresh();
    expect(res.statusCode).toBe(200);
    const teams = requestsTo('/nba/v1/teams');
    expect(teams).toHaveLength(3);
    // 500 ms, then 1 s.
    expect((teams[2]?.at ?? 0) - (teams[0]?.at ?? 0)).toBeGreaterThanOrEqual(1400);
  });

  it('keeps the stored data when balldontlie keeps failing with 5xx', async () => {
    await age();
    fake.reply('/nba/v1/teams', ...Array.from({ length: 4 }, () => ({ status: 500 })));
    await expectFailureKeepsData(/unavailable \(status 500\) after 4 tries/);
  });

  it('keeps the stored data when a page does not match the expected shape', async () => {
    await age();
    fake.reply('/nba/v1/season_averages', { body: { data: [{ player_id: 'x' }] } });
    await expectFailureKeepsData(/season_averages: unexpected body at data\.0\.player_id/);
  });

  it('keeps the stored data when balldontlie does not answer in time', async () => {
    await age();
    fake.reply('/nba/v1/standings', { hang: true });
    await expectFailureKeepsData(/timed out after 1500 ms/, 504);
  });

  it('gives up at once on a Retry-After longer than a request may wait', async () => {
    await age();
    fake.reply('/nba/v1/teams', { status: 429, headers: { 'retry-after': '3600' } });
    await expectFailureKeepsData(/rate limited \(429, retry after 3600 s\)/);
    expect(requestsTo('/nba/v1/teams')).toHaveLength(1);
  });

  it("refreshes without injuries when the key's plan does not include them", async () => {
    await age();
    fake.reply('/nba/v1/player_injuries', { status: 401, body: { error: 'Unauthorized' } });
    expect((await refresh()).statusCode).toBe(200);
    const injured = await t.database.db
      .select()
      .from(nbaPlayerSeasonStats)
      .where(sql`${nbaPlayerSeasonStats.injuryStatus} is not null`);
    expect(injured).toHaveLength(0);
  });

  it('refuses a season balldontlie has not started', async () => {
    const res = await refresh(new Date().getUTCFullYear() + 2);
    expect(res.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

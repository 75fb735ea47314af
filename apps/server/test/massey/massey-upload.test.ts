import { existsSync, readFileSync } from 'node:fs';
import { ApiErrorSchema, MasseyStatusSchema, MasseyUploadResultSchema } from '@arcade/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masseyRatings } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { multipartBody } from './multipart';

let t: TestApp;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  const user = await createAccount(t.database.db);
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  userCookie = await loginAs(t.app, user.email, user.plainPassword);
});
afterAll(async () => t?.close());

type File = Parameters<typeof multipartBody>[1][number];
const upload = (fields: Record<string, string>, files: File[], cookie: string | null = adminCookie) => {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/massey/upload',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
};
const csv = (content: string | Buffer, filename = 'ratings.csv', field = 'file'): File => ({
  field,
  filename,
  content,
});
const errorOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body)).error;
const rows = () => t.database.db.select().from(masseyRatings);
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(masseyRatings))[0]?.n ?? 0;
const status = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/massey/status',
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode).toBe(200);
  return MasseyStatusSchema.parse(res.json());
};

const RATINGS = [
  'Team,Rating,Off,Def,HFA,SoS',
  'Boston Celtics,10.5,118.2,107.7,2.8,0.51',
  'LA_Lakers,3.25,115.0,111.75,2.6,0.49',
  'Golden_State,-1.5,112,113.5,,0.5',
  'Gotham Rockets,4,110,106,3.0,0.5',
].join('\n');

// Three teams by index, one game on neutral ground; the teams file names them Massey's way.
const GAMES = [
  '735845,20140904,    1,  1,  30,     2, -1,  20',
  '735848,20140907,     2,  1,  27,     3, -1,  24',
  '735849,20140908,     3, -1,  17,     1,  1,  21',
  '735850,20140909,     1,  0,  20,     3,  0,  20',
].join('\n');
const TEAMS = ['   1, Green_Bay', '   2, NY_Giants', '   3, St_Louis'].join('\n');

describe(`POST /api/admin/massey/upload on ${testDatabaseMode}`, () => {
  it('answers 401 to an anonymous caller and 403 to a regular user, storing nothing', async () => {
    const body = [{ sport: 'nba' }, [csv(RATINGS)]] as const;
    expect((await upload(body[0], [...body[1]], null)).statusCode).toBe(401);
    expect((await upload(body[0], [...body[1]], userCookie)).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it('reads a ratings table, lists the team it does not know, and stores the file for the sport', async () => {
    const res = await upload({ sport: 'nba' }, [csv(RATINGS)]);
    expect(res.statusCode, res.body).toBe(200);
    const result = MasseyUploadResultSchema.parse(res.json());
    expect(result).toMatchObject({
      sport: 'nba',
      layout: 'ratings',
      teamCount: 4,
      matchedCount: 3,
      unknownTeams: ['Gotham Rockets'],
    });
    expect(result.homeAdvantage).toBeCloseTo((2.8 + 2.6 + 3) / 3, 6);
    const [row] = await rows();
    expect(row).toMatchObject({ sport: 'nba', teamCount: 4, csvContent: RATINGS });
  });

  it('fits the games export with its teams file, and a new upload replaces the sport’s previous one', async () => {
    const first = await upload({ sport: 'nfl' }, [csv(GAMES, 'games.csv'), csv(TEAMS, 'teams.csv', 'teams')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(MasseyUploadResultSchema.parse(first.json())).toMatchObject({
      sport: 'nfl',
      layout: 'games',
      teamCount: 3,
      matchedCount: 3,
      unknownTeams: [],
    });
    const [stored] = await t.database.db.select().from(masseyRatings).where(eq(masseyRatings.sport, 'nfl'));
    // Stored self-contained: the teams file's names in place of the indexes.
    expect(stored?.csvContent.split('\n')[0]).toBe('735845,20140904,Green_Bay,1,30,NY_Giants,-1,20');
    // Names in the team columns need no teams file.
    const again = await upload({ sport: 'nfl' }, [csv(stored?.csvContent ?? '', 'named.csv')]);
    expect(again.statusCode, again.body).toBe(200);
    const nfl = await t.database.db.select().from(masseyRatings).where(eq(masseyRatings.sport, 'nfl'));
    expect(nfl).toHaveLength(1);
    expect(nfl[0]?.id).not.toBe(stored?.id);
  });

  it('reads the shared NFL 2014 games export (256 games, 32 teams, all matched)', async () => {
    const dir = new URL('../../../../../shared/data/massey/', import.meta.url);
    const games = new URL('massey_nfl2014_games_matlab_format.csv', dir);
    if (!existsSync(games)) return;
    const teams = new URL('massey_nfl2014_teams_matlab_format.csv', dir);
    const res = await upload({ sport: 'nfl' }, [
      csv(readFileSync(games, 'utf8'), 'games.csv'),
      csv(readFileSync(teams, 'utf8'), 'teams.csv', 'teams'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const result = MasseyUploadResultSchema.parse(res.json());
    expect(result).toMatchObject({ layout: 'games', teamCount: 32, matchedCount: 32, unknownTeams: [] });
    expect(result.homeAdvantage).toBeGreaterThan(1);
    expect(result.homeAdvantage).toBeLessThan(4);
  });

  it('refuses a broken file with every bad line numbered, storing nothing', async () => {
    const before = await rows();
    const broken = [
      'Team,Rating,HFA',
      'Boston Celtics,10.5,2.8',
      'Miami Heat,ten,2.5',
      'Denver Nuggets,1',
      ',3,2',
      'Boston Celtics,4,2',
    ].join('\n');
    const res = await upload({ sport: 'nba' }, [csv(broken)]);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res.body);
    expect(error.reason).toBe('massey_invalid_file');
    expect(error.message).toContain("Line 3: Rating 'ten' is not a number");
    expect(error.message).toContain('Line 4: expected 3 fields, found 2');
    expect(error.message).toContain('Line 5: the team name is empty');
    expect(error.message).toContain('Line 6: Boston Celtics is already on line 2');
    expect((error.details?.lines as { line: number }[]).map((l) => l.line)).toEqual([3, 4, 5, 6]);

    const games = await upload({ sport: 'nfl' }, [
      csv(GAMES.replace('20140907', '20141307').replace('  17,', '  x7,'), 'games.csv'),
      csv(TEAMS, 'teams.csv', 'teams'),
    ]);
    expect(games.statusCode).toBe(400);
    expect(errorOf(games.body).message).toContain("Line 2: '20141307' is not a date in the form YYYYMMDD");
    expect(errorOf(games.body).message).toContain("Line 3: score1 'x7' is not a score");
    const noTeams = await upload({ sport: 'nfl' }, [csv(GAMES, 'games.csv')]);
    expect(errorOf(noTeams.body).message).toContain('Line 1: the games name teams by index (1)');
    const other = await upload({ sport: 'nfl' }, [csv('Name,Points\nA,1\n')]);
    expect(errorOf(other.body).message).toContain('Line 1: not a Massey export');
    expect(await rows()).toEqual(before);
  });

  it('lists at most 20 bad lines and says how many more there were', async () => {
    const bad = ['Team,Rating', ...Array.from({ length: 30 }, (_, i) => `Team ${i},x`)].join('\n');
    const error = errorOf((await upload({ sport: 'nhl' }, [csv(bad)])).body);
    expect((error.details?.lines as unknown[]).length).toBe(20);
    expect(error.details?.totalErrors).toBe(30);
    expect(error.message).toContain('and 10 more lines');
  });

  it('refuses a file none of whose teams it knows, never inventing them', async () => {
    const res = await upload({ sport: 'nhl' }, [
      csv('Team,Rating\nGotham Knights,3\nMetropolis Meteors,-3\n'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ reason: 'massey_no_known_teams' });
    expect(errorOf(res.body).message).toContain('Gotham Knights');
    expect((await status()).find((s) => s.sport === 'nhl')?.uploaded).toBe(false);
  });

  it('answers 413 to a file over 2 MB, 415 to a file that is not a CSV, 400 without a file or sport', async () => {
    const before = await count();
    const huge = `Team,Rating\n${'Boston Celtics,1\n'.repeat(140_000)}`;
    const big = await upload({ sport: 'nba' }, [csv(huge)]);
    expect(big.statusCode).toBe(413);
    expect(errorOf(big.body).message).toContain('larger than 2 MB');
    const xlsx = await upload({ sport: 'nba' }, [csv(RATINGS, 'ratings.xlsx')]);
    expect(xlsx.statusCode).toBe(415);
    expect(errorOf(xlsx.body).message).toContain('Only .csv files');
    // The web says it in the admin's language, naming the file it refused.
    expect(errorOf(xlsx.body)).toMatchObject({ reason: 'massey_not_csv', details: { file: 'ratings.xlsx' } });
    const binary = await upload({ sport: 'nba' }, [csv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff]))]);
    expect(binary.statusCode).toBe(415);
    const none = await upload({ sport: 'nba' }, []);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none.body)).toMatchObject({ reason: 'massey_no_file' });
    const empty = await upload({ sport: 'nba' }, [csv('  \n')]);
    expect(errorOf(empty.body).reason).toBe('massey_empty_file');
    const noSport = await upload({}, [csv(RATINGS)]);
    expect(errorOf(noSport.body).reason).toBe('massey_no_sport');
    const badSport = await upload({ sport: 'curling' }, [csv(RATINGS)]);
    expect(badSport.statusCode).toBe(400);
    expect(errorOf(badSport.body).message).toContain("Unknown sport 'curling'");
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/massey/upload',
      payload: { sport: 'nba' },
      headers: { cookie: adminCookie },
    });
    expect(json.statusCode).toBe(415);
    const torn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/massey/upload',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nTeam,Rating\n',
      headers: { cookie: adminCookie, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(torn.statusCode).toBeGreaterThanOrEqual(400);
    expect(torn.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
  });
});

describe(`GET /api/admin/massey/status and DELETE /api/admin/massey/:sport on ${testDatabaseMode}`, () => {
  it('shows every sport, uploaded or not, and deletes one sport’s file', async () => {
    const before = await status();
    expect(before.map((s) => s.sport)).toEqual(['soccer', 'nfl', 'baseball', 'nba', 'nhl']);
    const nba = before.find((s) => s.sport === 'nba');
    expect(nba).toMatchObject({ uploaded: true, teamCount: 4 });
    expect(nba?.uploadedBy).toMatch(/@example\.com$/);
    expect(before.find((s) => s.sport === 'soccer')).toEqual({
      sport: 'soccer',
      uploaded: false,
      teamCount: 0,
      uploadedAt: null,
      uploadedBy: null,
    });

    const del = (sport: string, cookie = adminCookie) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/massey/${sport}`, headers: { cookie } });
    expect((await del('nba', userCookie)).statusCode).toBe(403);
    const res = await del('nba');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sport: 'nba', deleted: true });
    expect((await status()).find((s) => s.sport === 'nba')?.uploaded).toBe(false);
    const again = await del('nba');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again.body).reason).toBe('massey_not_uploaded');
    expect((await del('curling')).statusCode).toBe(400);
  });
});

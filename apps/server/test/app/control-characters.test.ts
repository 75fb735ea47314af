import { ApiErrorSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks, sessions, users } from '../../src/db/schema/index';
import { createAccount, loginAs, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

/** Values that must never reach the log: a stored password hash and an address in a failed query. */
const SECRET_HASH = 'scrypt$32768$8$1$c2VjcmV0LXNhbHQ$SECRET-HASH-THAT-MUST-NOT-BE-LOGGED';
const TAKEN_EMAIL = uniqueEmail('taken-secret');

let t: TestApp;
let adminCookie: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
  // Database errors forced past the edge checks, with parameters worth stealing.
  t.app.post('/probe/nul-in-query', async () => {
    await t.database.db
      .insert(users)
      .values({ email: uniqueEmail(), name: 'nul\u0000name', password: SECRET_HASH });
  });
  t.app.post('/probe/duplicate-email', async () => {
    await t.database.db.insert(users).values({ email: TAKEN_EMAIL, name: 'Second', password: SECRET_HASH });
  });
  t.app.post('/probe/echo', async (request) => ({ received: request.body }));
  await createAccount(t.database.db, { email: TAKEN_EMAIL });
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

function expectRefusedField(res: { statusCode: number; json(): unknown }, path: string) {
  expect(res.statusCode).toBe(400);
  const { error } = ApiErrorSchema.parse(res.json());
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.issues?.map((issue) => issue.path)).toContain(path);
}

const signup = (name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password: 'secret-pass', ageConfirmed: true },
    remoteAddress: uniqueIp(),
  });

const manualPick = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/picks/manual',
    headers: { cookie: adminCookie },
    payload: {
      tier: 'vip',
      sport: 'soccer',
      league: 'La Liga',
      eventStartTime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      homeTeam: 'Real Betis',
      awayTeam: 'Sevilla',
      selection: 'Real Betis',
      odds: 2.5,
      oddsAmerican: 150,
      ...fields,
    },
  });

describe(`control characters in request text on ${testDatabaseMode}`, () => {
  it('refuses a NUL or another control character in the signup name with a 400 naming it, storing nothing', async () => {
    for (const name of ['Ann\u0000Lee', 'Ann\u0007Lee', 'Ann\u001b[31mLee', 'Ann\nLee']) {
      const email = uniqueEmail();
      expectRefusedField(await signup(name, email), 'body.name');
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("refuses them in a manual pick's teams and selection, storing nothing", async () => {
    const before = (await t.database.db.select().from(picks)).length;
    expectRefusedField(await manualPick({ homeTeam: 'Real\u0000Betis' }), 'body.homeTeam');
    expectRefusedField(await manualPick({ awayTeam: 'Sevilla\u0000' }), 'body.awayTeam');
    expectRefusedField(await manualPick({ selection: 'Real Betis\u0008' }), 'body.selection');
    expect((await t.database.db.select().from(picks)).length).toBe(before);
    expect((await manualPick({ homeTeam: 'Atlético de Madrid' })).statusCode).toBe(201);
  });

  it('refuses a NUL anywhere in a JSON body, a query or a path, whatever the route', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/probe/echo',
      payload: { teams: { list: ['ok', 'bad\u0000'] } },
    });
    expectRefusedField(body, 'body.teams.list.1');
    const query = await t.app.inject({ method: 'GET', url: '/api/events?limit=5&x=%00' });
    expectRefusedField(query, 'querystring.x');
    const path = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/picks/%00/tier',
      headers: { cookie: adminCookie },
      payload: { tier: 'vip' },
    });
    expectRefusedField(path, 'params.id');
  });
});

describe('request headers stored with a session', () => {
  it('keeps a login working when the User-Agent carries control characters', async () => {
    const account = await createAccount(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.plainPassword },
      headers: { 'user-agent': 'Agent\u0000Smith\u0007' },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(session?.userAgent).toBe('AgentSmith');
  });
});

describe('the log of a failed query', () => {
  it('names the database error but never the query parameters', async () => {
    logLines.length = 0;
    const failures = [
      await t.app.inject({ method: 'POST', url: '/probe/nul-in-query' }),
      await t.app.inject({ method: 'POST', url: '/probe/duplicate-email' }),
    ];
    for (const res of failures) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    }
    const log = logLines.join('');
    const failed = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failed).toHaveLength(2);
    // What went wrong is there: invalid byte sequence, and unique violation.
    expect(failed.map((entry) => entry.err.cause?.code)).toEqual(['22021', '23505']);
    expect(failed[1].err.cause.constraint).toMatch(/email/);
    // The values are not: neither the hash, nor the address PostgreSQL quotes in its detail.
    expect(log).not.toContain('SECRET-HASH');
    expect(log).not.toContain(TAKEN_EMAIL);
    expect(log).not.toMatch(/params: (?!\[not logged\])/);
  });
});

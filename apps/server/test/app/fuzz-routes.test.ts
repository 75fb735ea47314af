import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/types/fastify-augment';
import { syncDemo } from '../generation/generation-world';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { appTables, installWriteCounter } from '../helpers/db-fingerprint';
import type { FuzzDepth } from '../helpers/fuzz-inputs';
import { type BatchResult, fuzzRoute } from '../helpers/fuzz-runner';
import { createPick } from '../helpers/picks';

type Role = 'anonymous' | 'user' | 'admin';

let t: TestApp;
let tables: string[];
const accounts: Record<Exclude<Role, 'anonymous'>, { email: string; plainPassword: string }> = {} as never;
const cookies: Partial<Record<Role, string>> = {};

/** Routes that misbehave on purpose, to show that each check of the fuzzer can fail. */
const PROBE_PREFIX = '/api/fuzz-probe';

beforeAll(async () => {
  t = await buildTestApp();
  // A server error, a stack trace, SQL in a message, a write before a refusal, and a read that writes.
  t.app.post(`${PROBE_PREFIX}/crash`, async () => {
    throw new TypeError('boom');
  });
  t.app.get(`${PROBE_PREFIX}/stack`, async (_request, reply) =>
    reply.code(400).send({ trace: new Error('x').stack }),
  );
  t.app.get(`${PROBE_PREFIX}/sql`, async (_request, reply) =>
    reply.code(400).send({ message: 'select id from users failed' }),
  );
  t.app.post(`${PROBE_PREFIX}/write-then-refuse`, async (_request, reply) => {
    await t.database.query(`update picks set stake = stake + 1`);
    return reply.code(400).send({ error: 'refused' });
  });
  t.app.get(`${PROBE_PREFIX}/no-reason`, async (_request, reply) =>
    reply.code(409).send({ error: { code: 'CONFLICT', message: 'Taken' } }),
  );
  t.app.get(`${PROBE_PREFIX}/unlisted-reason`, async (_request, reply) =>
    reply.code(409).send({ error: { code: 'CONFLICT', message: 'Taken', reason: 'name_taken' } }),
  );
  t.app.get(`${PROBE_PREFIX}/read-writes`, async () => {
    await t.database.query(`update picks set stake = stake + 1`);
    return { ok: true };
  });
  // Upcoming events and picks in every state, so that reads have rows and ids have targets.
  await syncDemo(t, ['soccer'], new Date());
  await createPick(t.database.db, { status: 'published', tier: 'vip' });
  await createPick(t.database.db, { status: 'published', tier: 'exclusivo', isFree: true });
  await createPick(t.database.db, { status: 'published', tier: 'platinum', result: 'win', profit: 22 });
  await createPick(t.database.db, { status: 'pending' });
  accounts.user = await createAccount(t.database.db);
  accounts.admin = await createAccount(t.database.db, { role: 'admin' });
  // Ready first: what the app writes at start (its signing secret) is not a request's doing.
  await t.app.ready();
  tables = await appTables(t.database);
  await installWriteCounter(t.database, tables);
});
afterAll(async () => t?.close());

/** The role's session cookie, logged in again when a fuzzed request ended it (logout, a reset). */
async function cookieOf(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const current = cookies[role];
  if (current) {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: current } });
    if (me.json<{ user: unknown }>().user) return current;
  }
  const account = accounts[role];
  cookies[role] = await loginAs(t.app, account.email, account.plainPassword);
  return cookies[role];
}

const RANK = { public: 0, user: 1, admin: 2 } as const;
const ROLE_RANK: Record<Role, number> = { anonymous: 0, user: 1, admin: 2 };

/**
 * Routes each of whose accepted requests runs a market sync, a pick generation or a copy of the whole
 * database (see FuzzDepth).
 */
const COSTLY = new Set([
  'POST /api/admin/sync',
  'POST /api/picks',
  'GET /api/picks/stream',
  'HEAD /api/picks/stream',
  'GET /api/admin/backup',
]);

/**
 * Fuzzed last: a sync stores the whole demo market (thousands of rows), which would make every later
 * fingerprint and every generation slower.
 */
const LAST = new Set(['POST /api/admin/sync']);

/** Valid bodies where a cross-field rule (teams differ, decimal and American odds agree) defeats the schema's sample. */
const SEED_BODIES: Record<string, unknown> = {
  'POST /api/admin/picks/manual': {
    tier: 'vip',
    sport: 'soccer',
    league: 'La Liga',
    eventStartTime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    homeTeam: 'Real Betis',
    awayTeam: 'Sevilla',
    selection: 'Real Betis',
    odds: 2.5,
    oddsAmerican: 150,
  },
  'PATCH /api/admin/picks/:id/odds': { odds: 2.5, oddsAmerican: 150, bookmaker: 'bet365' },
};

/** An existing row for the route's path parameter, read before each batch (an earlier one may have deleted it). */
async function knownIdFor(route: RouteEntry): Promise<string | undefined> {
  const table = route.url.includes('/picks/')
    ? 'picks'
    : route.url.includes('/users/')
      ? 'users'
      : route.url.includes('/events/')
        ? 'events'
        : undefined;
  if (!table) return undefined;
  const { rows } = await t.database.query<{ id: string }>(`select id from ${table} order by id limit 1`);
  return rows[0]?.id;
}

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Everything for roles the route lets in; for the others only what the guard sees. */
function depthOf(route: RouteEntry, role: Role): FuzzDepth {
  if (ROLE_RANK[role] < RANK[route.access]) return 'guard';
  return COSTLY.has(`${route.method} ${route.url}`) ? 'lean' : 'full';
}

async function fuzzAs(role: Role) {
  const results: (BatchResult & { route: string })[] = [];
  const routes = t.app.routeTable
    .filter((route) => !route.url.startsWith(PROBE_PREFIX))
    .sort((a, b) => Number(LAST.has(keyOf(a))) - Number(LAST.has(keyOf(b))));
  for (const route of routes) {
    const result = await fuzzRoute(t, tables, route, {
      roleCookie: await cookieOf(role),
      depth: depthOf(route, role),
      knownId: await knownIdFor(route),
      seedBody: SEED_BODIES[keyOf(route)],
    });
    results.push({ ...result, route: keyOf(route) });
  }
  return results;
}

describe('the fuzzer', () => {
  it('reports a 5xx, a stack trace, SQL, a refusal without a listed reason, a refused request that wrote, and a read that wrote', async () => {
    const probe = async (method: string, path: string) => {
      const route = t.app.routeTable.find(
        (entry) => entry.method === method && entry.url === `${PROBE_PREFIX}/${path}`,
      );
      if (!route) throw new Error(`no probe ${path}`);
      const result = await fuzzRoute(t, tables, route, {
        roleCookie: await cookieOf('user'),
        depth: 'guard',
      });
      return result.problems.join('\n');
    };
    expect(await probe('POST', 'crash')).toContain('server error');
    expect(await probe('GET', 'stack')).toContain('a stack frame in the body');
    expect(await probe('GET', 'sql')).toContain('SQL in the body');
    expect(await probe('GET', 'no-reason')).toContain('a refusal the web cannot translate, no listed reason');
    expect(await probe('GET', 'unlisted-reason')).toContain('no listed reason (name_taken)');
    const refusedWrite = await probe('POST', 'write-then-refuse');
    expect(refusedWrite).toContain('refused, yet wrote {"picks":');
    expect(refusedWrite).toContain('every request was refused, yet picks:');
    expect(await probe('GET', 'read-writes')).toContain('a read wrote {"picks":');
  });
});

describe(`malformed input on every route of the route table, on ${testDatabaseMode}`, () => {
  it.each(['anonymous', 'user', 'admin'] as const)(
    'answers %s callers without a 5xx, a leak or a change on refusal',
    async (role) => {
      const started = performance.now();
      const results = await fuzzAs(role);
      const sent = results.reduce((sum, result) => sum + result.sent, 0);
      const lines = results.map((result) => {
        const writes = result.accepted.filter((entry) => Object.keys(entry.writes).length > 0);
        const wrote = writes.map((entry) => `${entry.label} ${JSON.stringify(entry.writes)}`);
        return `${result.route}: ${result.sent} sent, ${result.accepted.length} accepted, ${result.ms} ms${wrote.length ? `; writes: ${wrote.join(', ')}` : ''}`;
      });
      console.info(
        `${role}: ${sent} requests over ${results.length} routes in ${Math.round(performance.now() - started)} ms\n${lines.join('\n')}`,
      );
      expect(results.length).toBe(
        t.app.routeTable.filter((route) => !route.url.startsWith(PROBE_PREFIX)).length,
      );
      expect(results.flatMap((result) => result.problems)).toEqual([]);
    },
    300_000,
  );
});

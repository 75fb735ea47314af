import { AdminConfigSchema, AdminStatsSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, picks, users } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick, readPick } from '../helpers/picks';

let t: TestApp;
let adminCookie: string;
let userCookie: string;

const someId = '6f1c1f0e-4a43-4c7e-9b1e-2f1d3c4b5a69';
/** Every admin pick route, with a body an admin would send. */
const routes = [
  { method: 'GET', url: '/api/admin/picks' },
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/config' },
  { method: 'GET', url: '/api/admin/picks/audit' },
  { method: 'PATCH', url: `/api/admin/picks/${someId}/status`, payload: { status: 'approved' } },
  { method: 'PATCH', url: `/api/admin/picks/${someId}/result`, payload: { result: 'win' } },
  { method: 'PATCH', url: `/api/admin/picks/${someId}/tier`, payload: { tier: 'vip' } },
  { method: 'PATCH', url: `/api/admin/picks/${someId}/odds`, payload: { odds: 2.5, oddsAmerican: 150 } },
  {
    method: 'PATCH',
    url: `/api/admin/picks/${someId}/date`,
    payload: { timestamp: '2026-05-01T10:00:00.000Z' },
  },
  { method: 'DELETE', url: `/api/admin/picks/${someId}` },
  { method: 'DELETE', url: `/api/admin/picks/${someId}?confirm=published` },
  { method: 'DELETE', url: '/api/admin/picks/clear' },
  { method: 'POST', url: '/api/admin/picks/delete-selected', payload: { pickIds: [someId] } },
  {
    method: 'POST',
    url: '/api/admin/picks/manual',
    payload: {
      tier: 'vip',
      sport: 'nba',
      league: 'NBA',
      eventStartTime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      homeTeam: 'A',
      awayTeam: 'B',
      selection: 'A',
      odds: 2.5,
      oddsAmerican: 150,
    },
  },
] as const;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  const user = await createAccount(t.database.db);
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  userCookie = await loginAs(t.app, user.email, user.plainPassword);
});
afterAll(async () => t?.close());

describe(`admin pick routes' access on ${testDatabaseMode}`, () => {
  it('answer 401 to anonymous callers and 403 to regular users, changing nothing', async () => {
    const pick = await createPick(t.database.db);
    for (const route of routes) {
      const payload = 'payload' in route ? route.payload : undefined;
      const anonymous = await t.app.inject({ method: route.method, url: route.url, payload });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const regular = await t.app.inject({
        method: route.method,
        url: route.url,
        payload,
        headers: { cookie: userCookie },
      });
      expect(regular.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });
});

describe(`the admin stats on ${testDatabaseMode}`, () => {
  it('count users by role, every pick, published, pending and graded picks, and free picks left', async () => {
    const before = AdminStatsSchema.parse((await get('/api/admin/stats', adminCookie)).json());
    const db = t.database.db;
    await createAccount(db);
    const spent = await createAccount(db);
    await db.update(users).set({ hasUsedFreePick: true }).where(eq(users.id, spent.id));
    await createAccount(db, { role: 'admin' });
    await createPick(db, { status: 'published' });
    await createPick(db, { status: 'published', result: 'win', profit: 22, gradedAt: new Date() });
    await createPick(db, { status: 'pending' });
    await createPick(db, { status: 'approved' });

    const res = await get('/api/admin/stats', adminCookie);
    expect(res.statusCode).toBe(200);
    const after = AdminStatsSchema.parse(res.json());
    expect({
      totalUsers: after.totalUsers - before.totalUsers,
      regularUsers: after.regularUsers - before.regularUsers,
      adminUsers: after.adminUsers - before.adminUsers,
      totalPicks: after.totalPicks - before.totalPicks,
      publishedPicks: after.publishedPicks - before.publishedPicks,
      pendingPicks: after.pendingPicks - before.pendingPicks,
      picksWithResults: after.picksWithResults - before.picksWithResults,
      usersWithFreePick: after.usersWithFreePick - before.usersWithFreePick,
    }).toEqual({
      totalUsers: 3,
      regularUsers: 2,
      adminUsers: 1,
      totalPicks: 4,
      publishedPicks: 2,
      pendingPicks: 1,
      picksWithResults: 1,
      usersWithFreePick: 1,
    });
    expect(after.totalUsers).toBe(after.regularUsers + after.adminUsers);
    const stored = await db.select().from(picks);
    expect(after.totalPicks).toBe(stored.length);
    expect(after.publishedPicks).toBe(stored.filter((p) => p.status === 'published').length);
  });
});

describe(`the admin config read on ${testDatabaseMode}`, () => {
  const defaults = {
    kellyFraction: 0.25,
    edgeThreshold: 0.02,
    maxStakePercent: 0.015,
    minOdds: 1.67,
    maxOdds: 3,
    minProbability: 0.5,
    devigMethod: 'shin',
    pickFormula: null,
    additionalConditions: null,
    emailNotificationsEnabled: true,
    maxStake: 0.015,
    maxPicksPerEvent: 1,
    tierThresholds: { diamante: { edge: 0.08, agreement: 0.75 }, platinum: 0.06, exclusivo: 0.04 },
    tierMode: 'rank',
    updatedBy: null,
  };

  it('answers the seeded defaults as fractions', async () => {
    const res = await get('/api/admin/config', adminCookie);
    expect(res.statusCode).toBe(200);
    const { updatedAt, ...config } = AdminConfigSchema.parse(res.json());
    expect(config).toEqual(defaults);
    expect(Number.isNaN(Date.parse(updatedAt))).toBe(false);
  });

  it('recreates the default row when it has gone missing', async () => {
    await t.database.db.delete(configSettings);
    const res = await get('/api/admin/config', adminCookie);
    expect(res.statusCode).toBe(200);
    const { updatedAt: _updatedAt, ...config } = AdminConfigSchema.parse(res.json());
    expect(config).toEqual(defaults);
    expect(await t.database.db.select().from(configSettings)).toHaveLength(1);
  });
});

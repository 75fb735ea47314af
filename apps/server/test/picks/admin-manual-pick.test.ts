import { PickResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { readPick } from '../helpers/picks';

let t: TestApp;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = { id: account.id, cookie: await loginAs(t.app, account.email, account.plainPassword) };
});
afterAll(async () => t?.close());

const form = {
  tier: 'exclusivo',
  sport: 'soccer',
  homeTeam: 'Real Betis',
  awayTeam: 'Sevilla',
  selection: 'Real Betis',
  odds: 2.5,
  oddsAmerican: 150,
};

const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/picks/manual',
    headers: { cookie: admin.cookie },
    payload,
  });

const countPicks = async () => (await t.database.db.select().from(picks)).length;

describe(`creating a manual pick on ${testDatabaseMode}`, () => {
  it('stores it with the form defaults, no event, and the probability that gives the edge', async () => {
    const res = await create({ ...form, edge: 0.05, stake: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const pick = PickResponseSchema.parse(res.json()).pick;
    expect(pick).toMatchObject({
      eventId: null,
      league: null,
      strategy: 'manual',
      market: 'h2h',
      status: 'pending',
      approvedBy: null,
      approvedAt: null,
      odds: 2.5,
      oddsAmerican: 150,
      edge: 0.05,
      pModel: 0.42,
      stake: 10,
      bankroll: 1000,
      expectedValue: 0.5,
      displayLine: 'Real Betis',
      result: null,
      analysisLog: null,
    });
    expect(await readPick(t.database.db, pick.id)).toMatchObject({ pModel: 0.42, strategy: 'manual' });
  });

  it('defaults the edge and stake to 0', async () => {
    const pick = PickResponseSchema.parse((await create(form)).json()).pick;
    expect(pick).toMatchObject({ edge: 0, stake: 0, expectedValue: 0, pModel: 0.4 });
  });

  it('records the admin as approver when created approved or published', async () => {
    for (const status of ['approved', 'published'] as const) {
      const res = await create({ ...form, edge: 0.05, status });
      expect(res.statusCode).toBe(201);
      const pick = PickResponseSchema.parse(res.json()).pick;
      expect(pick.status).toBe(status);
      expect(pick.approvedBy).toBe(admin.id);
      expect(pick.approvedAt).not.toBeNull();
    }
  });

  it('is created published only with an edge at or above the threshold: the admin’s edge obeys the rule', async () => {
    const before = await countPicks();
    for (const edge of [0, 0.019, -0.1]) {
      const res = await create({ ...form, edge, status: 'published' });
      expect(res.statusCode, String(edge)).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'below_edge_threshold' });
    }
    expect(await countPicks()).toBe(before);
    expect((await create({ ...form, edge: 0.02, status: 'published' })).statusCode).toBe(201);
    // Pending and approved picks are drafts: any edge may be typed in and fixed before publishing.
    expect((await create({ ...form, edge: 0, status: 'approved' })).statusCode).toBe(201);
  });

  it('keeps the probability inside (0, 1) when the edge asks for more', async () => {
    const res = await create({ ...form, odds: 1.5, oddsAmerican: -200, edge: 0.6 });
    expect(res.statusCode).toBe(201);
    expect(PickResponseSchema.parse(res.json()).pick.pModel).toBe(0.999999);
  });

  it('rounds the decimal odds to 4 places', async () => {
    const res = await create({ ...form, odds: 100 / 110 + 1, oddsAmerican: -110 });
    expect(PickResponseSchema.parse(res.json()).pick.odds).toBe(1.9091);
  });

  it('refuses missing fields, bad values and inconsistent odds with 400, storing nothing', async () => {
    const before = await countPicks();
    const { homeTeam: _homeTeam, ...withoutHome } = form;
    const bad = [
      withoutHome,
      { ...form, selection: '   ' },
      { ...form, sport: 'cricket' },
      { ...form, tier: 'gold' },
      { ...form, odds: 1 },
      { ...form, stake: -5 },
      { ...form, status: 'won' },
      { ...form, market: 'props' },
      { ...form, oddsAmerican: 120 },
      { ...form, oddsAmerican: 50, odds: 2 },
      { ...form, awayTeam: 'real betis' },
    ];
    for (const payload of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await countPicks()).toBe(before);
  });
});

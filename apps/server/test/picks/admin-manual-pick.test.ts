import { PickResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, picks } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { readPick } from '../helpers/picks';
import { picksOf } from '../helpers/subscribers';

let t: TestApp;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = { id: account.id, cookie: await loginAs(t.app, account.email, account.plainPassword) };
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const START = new Date(Date.now() + 48 * HOUR);

/** A manual pick without an event of the feed: its league and a start still to come. */
const form = {
  tier: 'exclusivo',
  sport: 'soccer',
  league: 'La Liga',
  eventStartTime: START.toISOString(),
  homeTeam: 'Real Betis',
  awayTeam: 'Sevilla',
  selection: 'Real Betis',
  odds: 2.5,
  oddsAmerican: 150,
};

async function feedEvent(startTime: Date, status: 'upcoming' | 'live' = 'upcoming') {
  const [row] = await t.database.db
    .insert(events)
    .values({
      sport: 'soccer',
      league: 'Premier League',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      startTime,
      status,
      externalId: crypto.randomUUID(),
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}

const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/picks/manual',
    headers: { cookie: admin.cookie },
    payload,
  });

const countPicks = async () => (await t.database.db.select().from(picks)).length;

describe(`creating a manual pick on ${testDatabaseMode}`, () => {
  it('stores it with the form defaults, its league and start, and the probability that gives the edge', async () => {
    const res = await create({ ...form, edge: 0.05, stake: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const pick = PickResponseSchema.parse(res.json()).pick;
    expect(pick).toMatchObject({
      eventId: null,
      league: 'La Liga',
      eventStartTime: START.toISOString(),
      homeTeam: 'Real Betis',
      awayTeam: 'Sevilla',
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
      displayLine: 'Real Betis ML',
      bookmaker: null,
      oddsEnteredByHand: true,
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
      { ...form, league: undefined },
      { ...form, homeTeam: undefined },
      { ...form, eventStartTime: 'next friday' },
      { ...form, eventId: 'not-a-uuid' },
      { ...form, bookmaker: 'bet\u0000365' },
    ];
    for (const payload of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await countPicks()).toBe(before);
  });
});

describe(`a manual pick belongs to an event, on ${testDatabaseMode}`, () => {
  it('is refused with 400 manual_pick_needs_event without an event and without a future start, storing nothing', async () => {
    const before = await countPicks();
    const { eventStartTime: _start, ...withoutStart } = form;
    for (const payload of [
      withoutStart,
      { ...form, eventStartTime: new Date(Date.now() - HOUR).toISOString() },
      { ...form, eventStartTime: new Date(Date.now() - 1000).toISOString() },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'manual_pick_needs_event' });
    }
    expect(await countPicks()).toBe(before);
  });

  it("takes the event's sport, league, teams and start, whatever the form says, and names the side", async () => {
    const event = await feedEvent(START);
    const res = await create({
      tier: 'vip',
      eventId: event.id,
      sport: 'nba',
      league: 'Made-up League',
      eventStartTime: new Date(Date.now() + 999 * HOUR).toISOString(),
      homeTeam: 'Somebody',
      awayTeam: 'Else',
      selection: 'arsenal',
      odds: 2.1,
      oddsAmerican: 110,
      bookmaker: 'bet365',
    });
    expect(res.statusCode, res.body).toBe(201);
    const pick = PickResponseSchema.parse(res.json()).pick;
    expect(pick).toMatchObject({
      eventId: event.id,
      sport: 'soccer',
      league: 'Premier League',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      eventStartTime: START.toISOString(),
      selection: 'home',
      displayLine: 'Arsenal ML',
      bookmaker: 'bet365',
      oddsEnteredByHand: true,
    });
    const draw = await create({
      tier: 'vip',
      eventId: event.id,
      selection: 'Empate',
      odds: 3.4,
      oddsAmerican: 240,
    });
    expect(PickResponseSchema.parse(draw.json()).pick).toMatchObject({ selection: 'draw' });
    const total = await create({
      tier: 'vip',
      eventId: event.id,
      market: 'totals',
      selection: 'Over',
      line: 2.5,
      odds: 1.9,
      oddsAmerican: -111,
    });
    expect(PickResponseSchema.parse(total.json()).pick).toMatchObject({
      selection: 'over',
      line: 2.5,
      displayLine: 'Over 2.5',
    });
  });

  it('refuses an event that has started or is unknown, and a selection the market does not offer', async () => {
    const started = await feedEvent(new Date(Date.now() - HOUR), 'live');
    const soon = await feedEvent(START);
    const before = await countPicks();
    for (const eventId of [started.id, crypto.randomUUID()]) {
      const res = await create({ tier: 'vip', eventId, selection: 'Arsenal', odds: 2.1, oddsAmerican: 110 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.reason).toBe('manual_pick_needs_event');
    }
    for (const payload of [
      { selection: 'Liverpool' },
      { selection: 'Over' },
      { market: 'totals', selection: 'Arsenal', line: 2.5 },
      { market: 'totals', selection: 'Over' },
      { market: 'spreads', selection: 'Draw', line: 1 },
    ]) {
      const res = await create({ tier: 'vip', eventId: soon.id, odds: 2.1, oddsAmerican: 110, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await countPicks()).toBe(before);
  });

  it('stores the stake typed, and subscribers are shown that stake', async () => {
    const res = await create({
      ...form,
      edge: 0.05,
      stake: 37.5,
      status: 'published',
      bookmaker: 'Caliente',
    });
    const pick = PickResponseSchema.parse(res.json()).pick;
    expect(pick.stake).toBe(37.5);
    expect((await readPick(t.database.db, pick.id))?.stake).toBe(37.5);
    const seen = (await picksOf(t.app, { name: 'admin', userId: admin.id, cookie: admin.cookie })).find(
      (p) => p.id === pick.id,
    );
    expect(seen).toMatchObject({
      locked: false,
      stake: 37.5,
      bankroll: 1000,
      bookmaker: 'Caliente',
      oddsEnteredByHand: true,
      isBestPrice: false,
    });
  });

  it('refuses a result before the start, as for any pick, and takes it once the event has started', async () => {
    const res = await create({ ...form, edge: 0.05, status: 'published' });
    const pick = PickResponseSchema.parse(res.json()).pick;
    const grade = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/picks/${pick.id}/result`,
        headers: { cookie: admin.cookie },
        // Off the feed: the result names where the score can be checked.
        payload: { result: 'win', source: 'https://www.laliga.com/partido' },
      });
    const early = await grade();
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'CONFLICT', reason: 'event_not_started' });
    expect((await readPick(t.database.db, pick.id))?.result).toBeNull();
    await t.database.db
      .update(picks)
      .set({ eventStartTime: new Date(Date.now() - 2 * HOUR) })
      .where(eq(picks.id, pick.id));
    const late = await grade();
    expect(late.statusCode, late.body).toBe(200);
    expect(PickResponseSchema.parse(late.json()).pick.result).toBe('win');
  });
});

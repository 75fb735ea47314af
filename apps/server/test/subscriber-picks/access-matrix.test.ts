import { KpisResponseSchema, type Plan, type Tier, tiersOfPlan } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickRow } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import {
  adminCaller,
  anonymous,
  byId,
  type Caller,
  claim,
  headersOf,
  hoursFromNow,
  picksOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

const PLANS: Plan[] = [
  'free',
  'standard',
  'vip',
  'exclusivo',
  'platinum',
  'diamante',
  'diamond',
  'all_access',
];
const TIERS: Tier[] = ['vip', 'exclusivo', 'platinum', 'diamante'];

let t: TestApp;
/** One upcoming published pick per tier. */
const upcoming = new Map<Tier, PickRow>();
let started: PickRow;
let graded: PickRow;
let pending: PickRow;

interface Case {
  caller: Caller;
  /** Tiers the caller sees in full (besides graded picks and their own free pick). */
  tiers: readonly Tier[];
  freePickId?: string;
}
const cases: Case[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  for (const tier of TIERS) upcoming.set(tier, await publishedPick(db, { tier }));
  started = await publishedPick(db, { tier: 'vip', eventStartTime: hoursFromNow(-1) });
  graded = await publishedPick(db, {
    tier: 'diamante',
    eventStartTime: hoursFromNow(-30),
    result: 'loss',
    profit: -20,
    gradedAt: hoursFromNow(-27),
  });
  pending = await createPick(db, { tier: 'vip', status: 'pending', eventStartTime: hoursFromNow(24) });

  cases.push({ caller: anonymous, tiers: [] });
  cases.push({ caller: await regularCaller(t.app, db, 'regular without a plan'), tiers: [] });
  const claimer = await regularCaller(t.app, db, 'regular with the free pick claimed');
  const freePick = upcoming.get('platinum') as PickRow;
  expect((await claim(t.app, claimer, freePick.id)).statusCode).toBe(200);
  cases.push({ caller: claimer, tiers: [], freePickId: freePick.id });
  for (const plan of PLANS) {
    cases.push({
      caller: await regularCaller(t.app, db, `plan ${plan}`, { plan }),
      tiers: tiersOfPlan(plan),
    });
  }
  cases.push({
    caller: await regularCaller(t.app, db, 'granted by hand without an end', {
      plan: 'vip',
      currentPeriodEnd: null,
    }),
    tiers: ['vip'],
  });
  cases.push({
    caller: await regularCaller(t.app, db, 'expired diamante', {
      plan: 'diamante',
      currentPeriodEnd: hoursFromNow(-1),
    }),
    tiers: [],
  });
  cases.push({
    caller: await regularCaller(t.app, db, 'inactive diamante', { plan: 'diamante', status: 'inactive' }),
    tiers: [],
  });
  cases.push({ caller: await adminCaller(t.app, db), tiers: TIERS });
});
afterAll(async () => t?.close());

describe(`GET /api/picks over the access matrix on ${testDatabaseMode}`, () => {
  it('answers visitors with teasers of the upcoming, ungraded published picks only', async () => {
    const seen = byId(await picksOf(t.app, anonymous));
    expect([...seen.keys()].sort()).toEqual([...upcoming.values()].map((p) => p.id).sort());
    expect([...seen.values()].every((p) => p.locked)).toBe(true);
  });

  it('answers every logged-in caller with every published pick, in full exactly where entitled', async () => {
    const published = [...upcoming.values(), started, graded];
    for (const { caller, tiers, freePickId } of cases.filter((c) => c.caller !== anonymous)) {
      const seen = byId(await picksOf(t.app, caller));
      expect([...seen.keys()].sort(), caller.name).toEqual(published.map((p) => p.id).sort());
      for (const pick of published) {
        const shown = seen.get(pick.id);
        const entitled = tiers.includes(pick.tier) || pick.result !== null || pick.id === freePickId;
        expect(shown?.locked, `${caller.name} on a ${pick.tier} pick`).toBe(!entitled);
        if (shown && !shown.locked) {
          expect(shown.selection).toBe(pick.selection);
          expect(shown.odds).toBe(pick.odds);
          expect(shown.isFree, caller.name).toBe(pick.id === freePickId);
        }
      }
    }
  });

  it('never lists an unpublished pick unless an admin asks for its status', async () => {
    for (const { caller } of cases) {
      const ids = (await picksOf(t.app, caller)).map((p) => p.id);
      expect(ids, caller.name).not.toContain(pending.id);
    }
    const admin = cases.at(-1)?.caller as Caller;
    const pendingList = await picksOf(t.app, admin, '?status=pending');
    expect(pendingList.map((p) => p.id)).toEqual([pending.id]);
    expect(pendingList[0]?.locked).toBe(false);
  });

  it('refuses another status than published to everyone but admins, and unknown parameters to all', async () => {
    for (const { caller } of cases.slice(0, -1)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/picks?status=pending',
        headers: headersOf(caller),
      });
      expect(res.statusCode, caller.name).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      const published = await t.app.inject({
        method: 'GET',
        url: '/api/picks?status=published',
        headers: headersOf(caller),
      });
      expect(published.statusCode, caller.name).toBe(200);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/picks?tier=vip' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives full picks what a subscriber needs and nothing admin-only', async () => {
    const admin = cases.at(-1)?.caller as Caller;
    const full = (await picksOf(t.app, admin)).find((p) => p.id === upcoming.get('vip')?.id);
    expect(full && !full.locked ? Object.keys(full).sort() : null).toEqual(
      [
        'id',
        'sport',
        'league',
        'homeTeam',
        'awayTeam',
        'eventStartTime',
        'tier',
        'locked',
        'timestamp',
        'selection',
        'market',
        'line',
        'displayLine',
        'odds',
        'oddsAmerican',
        'bookmaker',
        'oddsEnteredByHand',
        'priceUnverified',
        'offFeed',
        'isBestPrice',
        'edge',
        'pModel',
        'pMarketFair',
        'stake',
        'bankroll',
        'result',
        'profit',
        'gradedAt',
        'closingOdds',
        'clv',
        'minOdds',
        'isFree',
      ].sort(),
    );
  });
});

describe(`the public lists over the access matrix on ${testDatabaseMode}`, () => {
  it('answers /api/kpis to every caller, the same aggregates for all', async () => {
    const bodies = new Set<string>();
    for (const { caller } of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/kpis', headers: headersOf(caller) });
      expect(res.statusCode, caller.name).toBe(200);
      KpisResponseSchema.parse(res.json());
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    const diamante = KpisResponseSchema.parse(JSON.parse([...bodies][0] as string)).tiers[3];
    expect(diamante).toMatchObject({ tier: 'diamante', total: 1, losses: 1, pending: 1, hitRate: 0 });
  });

  it('answers /api/events to every caller', async () => {
    for (const { caller } of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: headersOf(caller) });
      expect(res.statusCode, caller.name).toBe(200);
    }
  });

  it('keeps the Usuarios routes for admins: 401 for visitors, 403 for every regular caller', async () => {
    const someone = cases[1]?.caller.userId as string;
    const routes = [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'GET' as const, url: '/api/admin/transactions' },
      {
        method: 'PATCH' as const,
        url: `/api/admin/users/${someone}/subscription`,
        payload: { tier: 'all_access', status: 'active' },
      },
    ];
    for (const { caller } of cases) {
      for (const route of routes) {
        const res = await t.app.inject({ ...route, headers: headersOf(caller) });
        const expected = caller === anonymous ? 401 : caller.name === 'admin' ? 200 : 403;
        expect(res.statusCode, `${caller.name} ${route.method} ${route.url}`).toBe(expected);
      }
    }
  });
});

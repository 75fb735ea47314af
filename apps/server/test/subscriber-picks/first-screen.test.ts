import { FIRST_SCREEN_MAX_PER_TIER, SubscriberPicksResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { expectNoLeak, secretPick } from '../helpers/leak-search';
import {
  adminCaller,
  anonymous,
  type Caller,
  claim,
  headersOf,
  hoursFromNow,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

let t: TestApp;
let vip: Caller;
let admin: Caller;
const ids: Record<string, string> = {};
const secret = secretPick('B');

const firstScreen = async (caller: Caller, perTier: number | string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/picks?perTier=${perTier}`,
    headers: headersOf(caller),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, ...SubscriberPicksResponseSchema.parse(res.json()) };
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const add = async (name: string, overrides: Parameters<typeof publishedPick>[1]) => {
    ids[name] = (await publishedPick(db, overrides)).id;
  };
  // Inserted out of order: the first screen sorts by the game's start.
  for (const hours of [5, 1, 8, 3, 2, 7, 4, 6])
    await add(`vip+${hours}h`, { tier: 'vip', eventStartTime: hoursFromNow(hours) });
  await add('vipStarted', { tier: 'vip', eventStartTime: hoursFromNow(-2) });
  await add('vipNoStart', { tier: 'vip', eventStartTime: null });
  await add('vipStale', { tier: 'vip', eventStartTime: hoursFromNow(-40) });
  await add('vipGraded', {
    tier: 'vip',
    eventStartTime: hoursFromNow(-20),
    result: 'win',
    profit: 22,
    gradedAt: hoursFromNow(-17),
  });
  await add('diamanteLater', { ...secret.row, tier: 'diamante', eventStartTime: hoursFromNow(9) });
  await add('diamanteSoon', { tier: 'diamante', eventStartTime: hoursFromNow(3) });
  vip = await regularCaller(t.app, db, 'vip', { plan: 'vip' });
  admin = await adminCaller(t.app, db);
});
afterAll(async () => t?.close());

describe(`GET /api/picks?perTier (the dashboard's first screen) on ${testDatabaseMode}`, () => {
  it('sends the nearest open picks of each tier, soonest first, and how many more each tier has', async () => {
    const { picks, more } = await firstScreen(vip, 3);
    expect(picks.map((pick) => pick.id)).toEqual([
      ids.vipStarted,
      ids['vip+1h'],
      ids['vip+2h'],
      ids.diamanteSoon,
      ids.diamanteLater,
    ]);
    // Open: six more timed games and the pick without a start; not the graded one or the 40-hour-old game.
    expect(more).toEqual({ vip: 7, exclusivo: 0, platinum: 0, diamante: 0 });
    const [first] = picks;
    expect(first?.locked).toBe(false);
    expect(picks.filter((pick) => pick.tier === 'diamante').every((pick) => pick.locked)).toBe(true);
  });

  it('keeps locked picks to their teasers and shows a claimed free pick in full', async () => {
    const before = await firstScreen(vip, 3);
    expectNoLeak(before.body, secret.secrets, 'first screen');
    expect((await claim(t.app, vip, ids.diamanteLater ?? '')).statusCode).toBe(200);
    const after = await firstScreen(vip, 3);
    const free = after.picks.find((pick) => pick.id === ids.diamanteLater);
    expect(free?.locked).toBe(false);
    expect(after.picks.find((pick) => pick.id === ids.diamanteSoon)?.locked).toBe(true);
  });

  it('gives visitors teasers of the games still to come', async () => {
    const { picks, more } = await firstScreen(anonymous, 2);
    expect(picks.every((pick) => pick.locked)).toBe(true);
    expect(picks.map((pick) => pick.id)).toEqual([
      ids['vip+1h'],
      ids['vip+2h'],
      ids.diamanteSoon,
      ids.diamanteLater,
    ]);
    expect(more?.vip).toBe(7);
  });

  it('sends no more than asked however many picks are live, and the whole list still answers without it', async () => {
    for (let i = 0; i < 60; i++)
      await publishedPick(t.database.db, { tier: 'platinum', eventStartTime: hoursFromNow(10 + i) });
    const { picks, more } = await firstScreen(vip, 4);
    expect(picks.filter((pick) => pick.tier === 'platinum')).toHaveLength(4);
    expect(more?.platinum).toBe(56);
    const whole = await t.app.inject({ method: 'GET', url: '/api/picks', headers: headersOf(vip) });
    const list = SubscriberPicksResponseSchema.parse(whole.json());
    expect(list.more).toBeUndefined();
    expect(list.picks.filter((pick) => pick.tier === 'platinum')).toHaveLength(60);
  });

  it.each([
    ['zero', 'perTier=0'],
    ['above the maximum', `perTier=${FIRST_SCREEN_MAX_PER_TIER + 1}`],
    ['not a number', 'perTier=all'],
    ['with a page size', 'perTier=3&limit=3'],
    ['with another status', 'perTier=3&status=draft'],
  ])('refuses perTier %s with 400 and changes nothing', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/picks?${query}`, headers: headersOf(admin) });
    expect(res.statusCode, res.body).toBe(400);
  });
});

import { RecordResponseSchema, SUBSCRIBER_PICKS_WINDOW_DAYS } from '@arcade/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPickRow } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { expectNoLeak, secretPick } from '../helpers/leak-search';
import {
  adminCaller,
  anonymous,
  byId,
  type Caller,
  headersOf,
  HOUR_MS,
  hoursFromNow,
  picksOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

const DAY_MS = 24 * HOUR_MS;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** Old graded picks spread over three years before the window. */
const OLD_PICKS = 2_000;

let t: TestApp;
let platinum: Caller;
let regular: Caller;
let admin: Caller;
const current: Record<string, string> = {};
const secret = secretPick('A');

const graded = (days: number, overrides: Partial<NewPickRow> = {}): Partial<NewPickRow> => ({
  tier: 'vip',
  timestamp: daysAgo(days + 0.5),
  eventStartTime: daysAgo(days + 0.3),
  gradedAt: daysAgo(days),
  result: 'win',
  profit: 22,
  ...overrides,
});

/** Inserts the old picks in one statement, as years of grading would have left them. */
async function insertOldGradedPicks(count: number): Promise<void> {
  await t.database.db.execute(sql`
    insert into picks (sport, league, home_team, away_team, selection, market, odds, odds_american,
      p_model, p_market_fair, edge, stake, bankroll, expected_value, tier, display_line, status, min_odds,
      strategy, timestamp, event_start_time, result, profit, graded_at)
    select 'nba', 'NBA', 'Old Home ' || g, 'Old Away ' || g, 'Old Home ' || g, 'h2h', 2.1, 110, 0.52,
      0.47, 0.092, 20, 1000, 1.84, (array['vip','exclusivo','platinum','diamante'])[1 + g % 4],
      'Old Home ' || g || ' ML', 'published', 1.97, 'auto', d - interval '5 hours', d - interval '3 hours',
      case when g % 3 = 0 then 'loss' else 'win' end, case when g % 3 = 0 then -20 else 22 end, d
    from generate_series(1, ${count}) g,
      lateral (select now() - make_interval(days => 8 + (g * 1087 / ${count}))) as x(d)`);
  picksChanged();
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const add = async (name: string, overrides: Partial<NewPickRow>) => {
    current[name] = (await publishedPick(db, overrides)).id;
  };
  await add('upcoming', { tier: 'platinum', eventStartTime: hoursFromNow(30) });
  await add('lockedUpcoming', { ...secret.row, tier: 'diamante', eventStartTime: hoursFromNow(5) });
  await add('startedToday', { tier: 'exclusivo', eventStartTime: hoursFromNow(-2) });
  await add('noStartTime', { tier: 'vip', eventStartTime: null });
  await add('awaitingResultSixDays', { tier: 'vip', eventStartTime: daysAgo(6) });
  await add('awaitingResultEightDays', { tier: 'vip', eventStartTime: daysAgo(8) });
  await add('gradedToday', graded(0.1, { tier: 'diamante' }));
  await add('gradedSixDaysAgo', graded(6));
  await add('gradedEightDaysAgo', graded(8));
  await add('gradedWithoutTimeRecently', graded(2, { gradedAt: null, timestamp: daysAgo(2) }));
  await add('gradedWithoutTimeLongAgo', graded(9, { gradedAt: null, timestamp: daysAgo(9) }));
  platinum = await regularCaller(t.app, db, 'platinum', { plan: 'platinum' });
  regular = await regularCaller(t.app, db, 'regular');
  admin = await adminCaller(t.app, db);
});
afterAll(async () => t?.close());

const get = (caller: Caller) =>
  t.app.inject({ method: 'GET', url: '/api/picks', headers: headersOf(caller) });

describe(`GET /api/picks answers the last ${SUBSCRIBER_PICKS_WINDOW_DAYS} days on ${testDatabaseMode}`, () => {
  it("lists the upcoming and today's picks, and those graded within the window, not older ones", async () => {
    const list = byId(await picksOf(t.app, platinum));
    const shown = (name: string) => list.has(current[name] as string);
    for (const name of [
      'upcoming',
      'lockedUpcoming',
      'startedToday',
      'noStartTime',
      'awaitingResultSixDays',
      'gradedToday',
      'gradedSixDaysAgo',
      'gradedWithoutTimeRecently',
    ])
      expect(shown(name), name).toBe(true);
    for (const name of ['gradedEightDaysAgo', 'gradedWithoutTimeLongAgo', 'awaitingResultEightDays'])
      expect(shown(name), name).toBe(false);
    expect(list.size).toBe(8);
  });

  it('answers the very same bytes with 2,000 graded picks of the past three years as with none', async () => {
    const before = await Promise.all([anonymous, regular, platinum, admin].map(get));
    await insertOldGradedPicks(OLD_PICKS);
    const after = await Promise.all([anonymous, regular, platinum, admin].map(get));
    for (const [index, res] of after.entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBe(before[index]?.body.length);
      expect(res.body).toBe(before[index]?.body);
      expect(res.headers.etag).toBe(before[index]?.headers.etag);
    }
    // The history is still there: the record pages it.
    const record = await t.app.inject({
      method: 'GET',
      url: '/api/record?pageSize=1',
      headers: headersOf(platinum),
    });
    expect(RecordResponseSchema.parse(record.json()).total).toBeGreaterThanOrEqual(OLD_PICKS);
  });

  it('keeps the locked picks locked: teasers only, and none of their details in any list', async () => {
    const forPlatinum = byId(await picksOf(t.app, platinum));
    expect(forPlatinum.get(current.lockedUpcoming as string)?.locked).toBe(true);
    expect(forPlatinum.get(current.upcoming as string)?.locked).toBe(false);
    const forRegular = byId(await picksOf(t.app, regular));
    expect(forRegular.get(current.upcoming as string)?.locked).toBe(true);
    expect(forRegular.get(current.gradedSixDaysAgo as string)?.locked).toBe(false);
    for (const caller of [anonymous, regular, platinum]) {
      expectNoLeak((await get(caller)).body, secret.secrets, caller.name);
    }
    expectNoLeak((await get(admin)).body, secret.adminOnly, 'admin');
  });

  it('shows visitors the teasers of the picks still to start only', async () => {
    const list = await picksOf(t.app, anonymous);
    expect(list.every((pick) => pick.locked)).toBe(true);
    expect(new Set(list.map((pick) => pick.id))).toEqual(
      new Set([current.upcoming, current.lockedUpcoming, current.noStartTime]),
    );
  });
});

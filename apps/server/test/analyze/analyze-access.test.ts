import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo } from '../generation/generation-world';
import { adminCaller, publishedPick, regularCaller } from '../subscriber/subscriber-helpers';
import { analysisOf, evaluatedEvent, expectSameAnalysis, keysOf, post, regularCookie } from './analyze-world';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['nba'], new Date());
});
afterAll(async () => t?.close());

/** Keys that would carry a pick: none may appear anywhere in an analysis. */
const PICK_KEYS = ['selection', 'displayLine', 'tier', 'stake', 'pickId', 'picks', 'locked', 'isFree'];

describe(`the analysis never reveals a published pick, on ${testDatabaseMode}`, () => {
  it('answers the same, with no pick field, to a user without access, a diamante subscriber and an admin', async () => {
    const { id } = await evaluatedEvent(t, 'nba');
    const [event] = await t.database.db.select().from(events).where(eq(events.id, id));
    if (!event) throw new Error('no event');
    const locked = await regularCaller(t.app, t.database.db, 'locked');
    const entitled = await regularCaller(t.app, t.database.db, 'entitled', { plan: 'diamante' });
    const admin = await adminCaller(t.app, t.database.db);
    const analyse = async (cookie: string | null) =>
      analysisOf(await post(t, '/api/analyze-pick', { eventId: id }, cookie ?? undefined));
    const before = await analyse(locked.cookie);
    // A published diamante pick on the event, on the side the models do not favour and at odds no
    // book offers, so that any trace of it would show.
    const away = before.consensus.side === 'home';
    const pick = await publishedPick(t.database.db, {
      eventId: id,
      sport: 'nba',
      league: event.league,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      selection: away ? event.awayTeam : event.homeTeam,
      displayLine: `${away ? event.awayTeam : event.homeTeam} ML`,
      odds: 7.77,
      oddsAmerican: 677,
      stake: 14.56,
      tier: 'diamante',
      eventStartTime: event.startTime,
    });
    const withoutAccess = await analyse(locked.cookie);
    const withAccess = await analyse(entitled.cookie);
    const asAdmin = await analyse(admin.cookie);
    expectSameAnalysis(withoutAccess, before);
    expectSameAnalysis(withAccess, before);
    expectSameAnalysis(asAdmin, before);
    const text = JSON.stringify(withoutAccess);
    for (const key of PICK_KEYS) expect(keysOf(withoutAccess).has(key), key).toBe(false);
    expect(text).not.toContain(pick.id);
    expect(text).not.toContain('"bestOdds":7.77');
    expect(text).not.toContain('14.56');
    expect(text).not.toContain('diamante');
  });
});

describe(`the analysis rate limit on ${testDatabaseMode}`, () => {
  it('allows 20 analyses a minute per user, both routes together, then answers 429 with Retry-After', async () => {
    const cookie = await regularCookie(t);
    const other = await regularCookie(t);
    // Unknown teams: counted (the limit is taken before the work), answered quickly.
    const manual = {
      sport: 'nba',
      homeTeam: 'Nowhere Ones',
      awayTeam: 'Nowhere Twos',
      pickType: 'moneyline',
    };
    for (let i = 0; i < 10; i++)
      expect((await post(t, '/api/analyze-pick-manual', manual, cookie)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++)
      expect((await post(t, '/api/analyze-pick', { eventId: crypto.randomUUID() }, cookie)).statusCode).toBe(
        404,
      );
    const refused = await post(t, '/api/analyze-pick-manual', manual, cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Another user is not held back by the first one's count.
    expect((await post(t, '/api/analyze-pick-manual', manual, other)).statusCode).toBe(400);
  });
});

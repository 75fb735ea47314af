import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo } from '../generation/generation-world';
import { adminCaller, type Caller, hoursFromNow, publishedPick, regularCaller } from '../helpers/subscribers';
import {
  analysisOf,
  evaluatedEvent,
  expectSameAnalysis,
  keysOf,
  post,
  pricedEvents,
  regularCookie,
  unscheduledPair,
  withheldOf,
} from './analyze-world';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['nba'], new Date());
});
afterAll(async () => t?.close());

type EventRow = typeof events.$inferSelect;
const db = () => t.database.db;

async function eventRow(id: string): Promise<EventRow> {
  const [event] = await db().select().from(events).where(eq(events.id, id));
  if (!event) throw new Error('no event');
  return event;
}

/** Events a test of this file has put a pick on. */
const taken = new Set<string>();
/** A priced NBA event no other test of this file has put a pick on. */
async function freshEvent(): Promise<EventRow> {
  const id = (await pricedEvents(t, 'nba')).find((each) => !taken.has(each));
  if (!id) throw new Error('no priced NBA event left');
  taken.add(id);
  return eventRow(id);
}

const pickOn = (event: EventRow, overrides: Parameters<typeof publishedPick>[1] = {}) =>
  publishedPick(db(), {
    eventId: event.id,
    sport: event.sport,
    league: event.league,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    eventStartTime: event.startTime,
    ...overrides,
  });

const byEvent = (caller: Caller, event: EventRow, pickType = 'moneyline') =>
  post(t, '/api/analyze-pick', { eventId: event.id, pickType }, caller.cookie ?? undefined);
const byHand = (caller: Caller, teams: { home: string; away: string }, pickType = 'moneyline') =>
  post(
    t,
    '/api/analyze-pick-manual',
    { sport: 'nba', homeTeam: teams.home, awayTeam: teams.away, pickType },
    caller.cookie ?? undefined,
  );

describe(`the analysis of a match with a locked pick, on ${testDatabaseMode}`, () => {
  it('is withheld from a user without access, and unchanged for a diamante subscriber and an admin', async () => {
    const { id } = await evaluatedEvent(t, 'nba');
    taken.add(id);
    const event = await eventRow(id);
    const locked = await regularCaller(t.app, db(), 'locked');
    const entitled = await regularCaller(t.app, db(), 'entitled', { plan: 'diamante' });
    const admin = await adminCaller(t.app, db());
    const before = analysisOf(await byEvent(locked, event));
    // A published diamante pick on the side the models favour, as generation would have made it.
    const evaluation = before.marketEvaluation;
    if (!evaluation) throw new Error('no market evaluation');
    const pick = await pickOn(event, {
      selection: evaluation.teamName ?? event.homeTeam,
      odds: evaluation.bestOdds,
      oddsAmerican: evaluation.oddsAmerican,
      edge: evaluation.edge,
      stake: 14.56,
      tier: 'diamante',
    });
    const withheld = withheldOf(await byEvent(locked, event));
    expect(withheld).toEqual({
      event: before.event,
      pickType: 'moneyline',
      locked: {
        tier: 'diamante',
        picks: [
          {
            id: pick.id,
            sport: 'nba',
            league: event.league,
            homeTeam: event.homeTeam,
            awayTeam: event.awayTeam,
            eventStartTime: event.startTime.toISOString(),
            tier: 'diamante',
            locked: true,
          },
        ],
      },
    });
    // The shape above is exact; no price, edge, stake or selection field rides along under another name.
    expect(JSON.stringify(withheld)).not.toMatch(/"(odds|oddsAmerican|bestOdds|edge|stake|selection|line)"/);
    expectSameAnalysis(analysisOf(await byEvent(entitled, event)), before);
    expectSameAnalysis(analysisOf(await byEvent(admin, event)), before);
  });

  it('names the highest tier the caller lacks, and lists only the picks they cannot see', async () => {
    const event = await freshEvent();
    const vip = await pickOn(event, { tier: 'vip', market: 'spreads', line: -3.5 });
    const platinum = await pickOn(event, { tier: 'platinum' });
    const exclusivo = await pickOn(event, { tier: 'exclusivo', market: 'totals', line: 220.5 });
    const noPlan = withheldOf(await byEvent(await regularCaller(t.app, db(), 'no plan'), event));
    expect(noPlan.locked.tier).toBe('platinum');
    expect(noPlan.locked.picks.map((p) => p.id)).toEqual([platinum.id, exclusivo.id, vip.id]);
    const vipCaller = await regularCaller(t.app, db(), 'vip', { plan: 'vip' });
    const asVip = withheldOf(await byEvent(vipCaller, event, 'total'));
    expect(asVip.locked).toMatchObject({ tier: 'platinum' });
    expect(asVip.locked.picks.map((p) => p.id)).toEqual([platinum.id, exclusivo.id]);
    const platinumCaller = await regularCaller(t.app, db(), 'platinum', { plan: 'platinum' });
    expect(keysOf(analysisOf(await byEvent(platinumCaller, event, 'spread'))).has('locked')).toBe(false);
  });

  it('is not withheld for a graded, an unpublished or another event’s pick', async () => {
    const event = await freshEvent();
    await pickOn(event, { tier: 'diamante', result: 'win', profit: 10, gradedAt: new Date() });
    await pickOn(event, { tier: 'diamante', status: 'approved' });
    await pickOn(await freshEvent(), { tier: 'diamante' });
    const caller = await regularCaller(t.app, db(), 'no plan');
    expect(analysisOf(await byEvent(caller, event)).predictions.length).toBeGreaterThan(0);
  });

  it('by hand is withheld when any meeting of the two teams carries a locked pick, not only the next one', async () => {
    const event = await freshEvent();
    // A later meeting of the same two teams, the other way round, with a locked pick on it.
    const [later] = await db()
      .insert(events)
      .values({
        sport: 'nba',
        league: event.league,
        homeTeam: event.awayTeam,
        awayTeam: event.homeTeam,
        startTime: new Date(event.startTime.getTime() + 7 * 24 * 3_600_000),
        status: 'upcoming',
        apiSource: 'test',
      })
      .returning();
    if (!later) throw new Error('insert failed');
    const pick = await pickOn(later, { tier: 'exclusivo' });
    const caller = await regularCaller(t.app, db(), 'no plan');
    const teams = { home: event.homeTeam.toLowerCase(), away: `  ${event.awayTeam.toUpperCase()}` };
    const manual = withheldOf(await byHand(caller, teams, 'spread'));
    // The answer names the meeting the analysis would have been made for, and the locked pick.
    expect(manual.event).toMatchObject({ id: event.id, homeTeam: event.homeTeam });
    expect(manual.locked).toMatchObject({ tier: 'exclusivo', picks: [{ id: pick.id }] });
    // The next meeting itself carries no pick: analysed by its id, it is not withheld.
    expect(analysisOf(await byEvent(caller, event)).event.id).toBe(event.id);
    const subscriber = await regularCaller(t.app, db(), 'exclusivo', { plan: 'exclusivo' });
    expect(analysisOf(await byHand(subscriber, teams, 'spread')).event.id).toBe(event.id);
  });

  it('by hand is withheld for two teams with no upcoming meeting while their started game’s pick is ungraded', async () => {
    const pair = await unscheduledPair(t, 'NBA');
    const [live] = await db()
      .insert(events)
      .values({
        sport: 'nba',
        league: 'NBA',
        homeTeam: pair.home,
        awayTeam: pair.away,
        startTime: hoursFromNow(-1),
        status: 'live',
        apiSource: 'test',
      })
      .returning();
    if (!live) throw new Error('insert failed');
    const caller = await regularCaller(t.app, db(), 'no plan');
    const pick = await pickOn(live, { tier: 'vip' });
    const manual = withheldOf(await byHand(caller, pair));
    expect(manual.event).toMatchObject({ id: null, startTime: null, homeTeam: pair.home });
    expect(manual.locked.picks.map((p) => p.id)).toEqual([pick.id]);
    // Over, but the pick is not graded yet: it is still locked, and so is the pair.
    await db().update(events).set({ status: 'finished' }).where(eq(events.id, live.id));
    expect(withheldOf(await byHand(caller, pair)).locked.tier).toBe('vip');
  });

  it('is withheld for a manual pick naming the same teams until it starts', async () => {
    const event = await freshEvent();
    const manualPick = {
      eventId: null,
      sport: 'nba' as const,
      league: null,
      homeTeam: event.awayTeam.toUpperCase(),
      awayTeam: event.homeTeam,
      tier: 'platinum' as const,
    };
    const caller = await regularCaller(t.app, db(), 'no plan');
    await publishedPick(db(), { ...manualPick, eventStartTime: hoursFromNow(-2) });
    expect(keysOf(analysisOf(await byEvent(caller, event))).has('locked')).toBe(false);
    const open = await publishedPick(db(), { ...manualPick, eventStartTime: null });
    const withheld = withheldOf(await byEvent(caller, event));
    expect(withheld.locked).toMatchObject({
      tier: 'platinum',
      picks: [{ id: open.id, eventStartTime: null }],
    });
    withheldOf(await byHand(caller, { home: event.homeTeam, away: event.awayTeam }, 'total'));
  });

  it('still counts withheld answers toward the rate limit', async () => {
    const event = await freshEvent();
    await pickOn(event, { tier: 'diamante' });
    const caller = await regularCaller(t.app, db(), 'hammering');
    for (let i = 0; i < 20; i++) withheldOf(await byEvent(caller, event));
    expect((await byEvent(caller, event)).statusCode).toBe(429);
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

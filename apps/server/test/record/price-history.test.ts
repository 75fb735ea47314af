import { PickPriceHistorySchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, odds } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { gradedPick } from './record-helpers';

let t: TestApp;
let eventId: string;
/** A free account: the record's prices are among the details an account opens. */
let member: string;

const START = new Date('2026-11-20T20:00:00Z');
const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db);
  member = await loginAs(t.app, account.email, account.plainPassword);
  const [event] = await t.database.db
    .insert(events)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      startTime: START,
      status: 'finished',
      externalId: crypto.randomUUID(),
    })
    .returning();
  if (!event) throw new Error('no event');
  eventId = event.id;
  const quote = (bookmaker: string, price: number, hours: number, selection = 'home') => ({
    eventId,
    bookmaker,
    market: 'h2h' as const,
    selection,
    odds: price,
    timestamp: at(hours),
  });
  await t.database.db.insert(odds).values([
    quote('pinnacle', 2, -48),
    quote('bet365', 1.95, -48),
    quote('codere', 2.05, -30),
    quote('pinnacle', 2.02, -20),
    quote('codere', 1.98, -10),
    quote('bet365', 2.03, 0),
    // After the start, and the other side: neither is this pick's market before kick-off.
    quote('pinnacle', 2.5, 1),
    quote('pinnacle', 1.7, -48, 'away'),
  ]);
});
afterAll(async () => t?.close());

const prices = (id: string, cookie: string | null = member) =>
  t.app.inject({
    method: 'GET',
    url: `/api/record/picks/${id}/prices`,
    headers: cookie ? { cookie } : {},
  });

describe(`a graded pick's price history on ${testDatabaseMode}`, () => {
  it('draws the best price of the books from the opening to the start, with the posted price and the close', async () => {
    const pick = await gradedPick(t.database.db, {
      eventId,
      selection: 'home',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      odds: 2.05,
      oddsAmerican: 105,
      bookmaker: 'codere',
      timestamp: at(-30),
      eventStartTime: START,
      closingOdds: 2.03,
      pMarketClose: 0.5,
      clv: 0.025,
      result: 'win',
      profit: 21,
    });
    // A visitor sees the record's rows but not their prices, as on GET /api/record.
    const visitor = await prices(pick.id, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('2.05');
    const res = await prices(pick.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const history = PickPriceHistorySchema.parse(res.json());
    // Worked by hand, each book's latest price standing until it moves:
    // −48 h pinnacle 2.00, bet365 1.95 → 2.00; −30 h codere 2.05 → 2.05; −20 h pinnacle 2.02 → still
    // 2.05 (no point); −10 h codere 1.98 → 2.02; 0 h bet365 2.03 → 2.03.
    expect(history.series).toEqual([
      { at: at(-48).toISOString(), odds: 2 },
      { at: at(-30).toISOString(), odds: 2.05 },
      { at: at(-10).toISOString(), odds: 2.02 },
      { at: at(0).toISOString(), odds: 2.03 },
    ]);
    expect(history.posted).toEqual({
      at: at(-30).toISOString(),
      odds: 2.05,
      bookmaker: 'codere',
      oddsEnteredByHand: false,
    });
    expect(history.close).toEqual({ at: START.toISOString(), odds: 2.03, fairOdds: 2 });
    expect(history.clv).toBe(0.025);
    // Asked again, the same prepared bytes: a cache may keep them.
    const again = await prices(pick.id);
    expect(again.body).toBe(res.body);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/record/picks/${pick.id}/prices`,
      headers: { cookie: member, 'if-none-match': String(res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers 404 for a pick that is live, unpublished or unknown, so that no live market shows', async () => {
    const live = await createPick(t.database.db, {
      eventId,
      selection: 'home',
      status: 'published',
      eventStartTime: START,
    });
    const approved = await createPick(t.database.db, { eventId, selection: 'home', status: 'approved' });
    const gradedDraft = await createPick(t.database.db, {
      eventId,
      selection: 'home',
      status: 'approved',
      result: 'win',
      profit: 10,
    });
    picksChanged();
    for (const id of [live.id, approved.id, gradedDraft.id, crypto.randomUUID()]) {
      const res = await prices(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).not.toContain('2.05');
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await prices('not-a-uuid')).statusCode).toBe(400);
  });

  it('answers a graded manual pick without an event with its posted price and no market to draw', async () => {
    const pick = await gradedPick(t.database.db, {
      eventId: null,
      strategy: 'manual',
      bookmaker: 'Caliente',
      oddsEnteredByHand: true,
      odds: 1.9,
      oddsAmerican: -111,
      eventStartTime: START,
      result: 'loss',
      profit: -10,
    });
    const history = PickPriceHistorySchema.parse((await prices(pick.id)).json());
    expect(history).toMatchObject({
      series: [],
      posted: { odds: 1.9, bookmaker: 'Caliente', oddsEnteredByHand: true },
      close: null,
      clv: null,
    });
  });

  it('keeps at most 120 points, the first and the last among them', async () => {
    const [busy] = await t.database.db
      .insert(events)
      .values({
        sport: 'nba',
        league: 'NBA',
        homeTeam: 'Denver Nuggets',
        awayTeam: 'Utah Jazz',
        startTime: START,
        externalId: crypto.randomUUID(),
      })
      .returning();
    if (!busy) throw new Error('no event');
    // 300 moves of one book, alternating so that every quote changes the best price.
    await t.database.db.insert(odds).values(
      Array.from({ length: 300 }, (_, i) => ({
        eventId: busy.id,
        bookmaker: 'pinnacle',
        market: 'h2h' as const,
        selection: 'away',
        odds: i % 2 === 0 ? 2 : 2.1,
        timestamp: at(-300 + i),
      })),
    );
    const pick = await gradedPick(t.database.db, {
      eventId: busy.id,
      homeTeam: 'Denver Nuggets',
      awayTeam: 'Utah Jazz',
      selection: 'away',
      eventStartTime: START,
      result: 'win',
      profit: 20,
    });
    const { series } = PickPriceHistorySchema.parse((await prices(pick.id)).json());
    expect(series).toHaveLength(120);
    expect(series[0]).toEqual({ at: at(-300).toISOString(), odds: 2 });
    expect(series.at(-1)).toEqual({ at: at(-1).toISOString(), odds: 2.1 });
  });
});

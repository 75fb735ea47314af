import { ProvidersResponseSchema, SyncResponseSchema } from '@arcade/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, odds } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { type FakeOddsApi, oddsPath, scoresPath, startFakeOddsApi } from '../helpers/fake-odds-api';
import { bookmaker, fullMarkets, oddsEvent, scoreEvent } from '../helpers/odds-api-fixtures';

let fake: FakeOddsApi;
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  fake = await startFakeOddsApi({ remaining: 500 });
  t = await buildTestApp({
    ODDS_API_KEY: 'test-key',
    ODDS_API_BASE_URL: fake.url,
    ODDS_API_SPORTS: 'soccer_epl,basketball_nba',
    ODDS_API_REGIONS: 'eu,us',
  });
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const HOUR = 3_600_000;
const inHours = (n: number) => new Date(Date.now() + n * HOUR);
const sync = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sync',
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode).toBe(200);
  return SyncResponseSchema.parse(res.json()).results;
};
const storedEvent = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.apiSource, 'the-odds-api'), eq(events.externalId, externalId)))
  )[0];
const storedOdds = async (externalId: string) => {
  const event = await storedEvent(externalId);
  if (!event) return [];
  return t.database.db.select().from(odds).where(eq(odds.eventId, event.id));
};

describe(`The Odds API through the admin sync on ${testDatabaseMode}`, () => {
  it('stores events, every bookmaker’s h2h, spreads and totals, and the scores that finish a game', async () => {
    const kickoff = inHours(26);
    const priced = new Date(Date.now() - HOUR);
    const epl = 'soccer_epl';
    fake.always(oddsPath(epl), {
      body: [
        oddsEvent({
          id: 'epl-1',
          sportKey: epl,
          start: kickoff,
          home: 'Leicester City',
          away: 'Tottenham Hotspur',
          bookmakers: [
            bookmaker(
              'betway',
              priced,
              fullMarkets('Leicester City', 'Tottenham Hotspur', {
                home: 5,
                away: 1.6,
                draw: 4.2,
                spread: 1.5,
                total: 2.5,
              }),
            ),
            bookmaker('pinnacle', priced, [
              ...fullMarkets('Leicester City', 'Tottenham Hotspur', {
                home: 5.2,
                away: 1.62,
                draw: 4.3,
                spread: 1.25,
                total: 2.5,
              }),
              // A second totals line from the same book.
              {
                key: 'totals',
                outcomes: [
                  { name: 'Over', price: 2.4, point: 3.5 },
                  { name: 'Under', price: 1.6, point: 3.5 },
                ],
              },
            ]),
          ],
        }),
        // Started and not completed: live, and its in-play prices are not kept.
        oddsEvent({
          id: 'epl-live',
          sportKey: epl,
          start: inHours(-0.5),
          home: 'Arsenal',
          away: 'Chelsea',
          bookmakers: [
            bookmaker(
              'betway',
              priced,
              fullMarkets('Arsenal', 'Chelsea', { home: 2, away: 3, draw: 3.5, spread: 0.5, total: 2.5 }),
            ),
          ],
        }),
      ],
    });
    fake.always(scoresPath(epl), {
      body: [
        scoreEvent({
          id: 'epl-1',
          sportKey: epl,
          start: kickoff,
          home: 'Leicester City',
          away: 'Tottenham Hotspur',
        }),
        scoreEvent({
          id: 'epl-live',
          sportKey: epl,
          start: inHours(-0.5),
          home: 'Arsenal',
          away: 'Chelsea',
          scores: ['1', '0'],
        }),
        scoreEvent({
          id: 'epl-done',
          sportKey: epl,
          start: inHours(-30),
          home: 'Everton',
          away: 'Fulham',
          completed: true,
          scores: ['2', '3'],
        }),
      ],
    });
    fake.always(oddsPath('basketball_nba'), {
      body: [
        oddsEvent({
          id: 'nba-1',
          sportKey: 'basketball_nba',
          start: inHours(10),
          home: 'Los Angeles Lakers',
          away: 'Boston Celtics',
          bookmakers: [
            bookmaker(
              'draftkings',
              priced,
              fullMarkets('Los Angeles Lakers', 'Boston Celtics', {
                home: 2.1,
                away: 1.8,
                spread: 1.5,
                total: 221.5,
              }),
            ),
          ],
        }),
      ],
    });

    const results = await sync();

    const written = (sport: string, events: number, prices: number, scores: number) => ({
      ...{ provider: 'the-odds-api', sport, events, eventsAdded: events, eventsUpdated: 0, eventsPriced: 1 },
      ...{ pricesStored: prices, pricesUnchanged: 0, odds: prices, scores, closed: 0, graded: 0 },
    });
    expect(results).toEqual([written('soccer', 3, 7 + 9, 1), written('nba', 1, 6, 0)]);
    const upcoming = await storedEvent('epl-1');
    expect(upcoming).toMatchObject({
      sport: 'soccer',
      league: 'Premier League',
      homeTeam: 'Leicester City',
      awayTeam: 'Tottenham Hotspur',
      status: 'upcoming',
      homeScore: null,
    });
    expect(upcoming?.startTime.getTime()).toBe(kickoff.getTime());
    expect(await storedEvent('epl-live')).toMatchObject({ status: 'live', homeScore: null });
    expect(await storedOdds('epl-live')).toEqual([]);
    expect(await storedEvent('epl-done')).toMatchObject({ status: 'finished', homeScore: 2, awayScore: 3 });
    expect(await storedEvent('nba-1')).toMatchObject({ sport: 'nba', league: 'NBA', status: 'upcoming' });

    const quotes = await storedOdds('epl-1');
    const pick = (book: string, market: string, selection: string, line: number | null = null) =>
      quotes.find(
        (q) => q.bookmaker === book && q.market === market && q.selection === selection && q.line === line,
      )?.odds;
    expect(pick('betway', 'h2h', 'home')).toBe(5);
    expect(pick('betway', 'h2h', 'draw')).toBe(4.2);
    expect(pick('betway', 'h2h', 'away')).toBe(1.6);
    expect(pick('betway', 'spreads', 'home', 1.5)).toBe(1.91);
    expect(pick('betway', 'spreads', 'away', -1.5)).toBe(1.91);
    expect(pick('pinnacle', 'totals', 'over', 2.5)).toBe(1.87);
    expect(pick('pinnacle', 'totals', 'over', 3.5)).toBe(2.4);
    expect(pick('pinnacle', 'totals', 'under', 3.5)).toBe(1.6);
    for (const quote of quotes) expect(quote.timestamp.getTime()).toBe(priced.getTime());

    const oddsRequest = fake.requests.find((r) => r.path === oddsPath(epl));
    expect(oddsRequest?.query).toEqual({
      apiKey: 'test-key',
      regions: 'eu,us',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
    });
    expect(fake.requests.find((r) => r.path === scoresPath(epl))?.query).toMatchObject({ daysFrom: '3' });
  });

  it('adds nothing when the prices have not moved since the last sync, and says every price is current', async () => {
    const results = await sync();
    expect(
      results.map((r) => [r.odds, r.pricesStored, r.pricesUnchanged, r.eventsAdded, r.eventsUpdated]),
    ).toEqual([
      [0, 0, 7 + 9, 0, 0],
      [0, 0, 6, 0, 0],
    ]);
  });

  it('says no page is on demo data when The Odds API feeds the product', async () => {
    const mode = await t.app.inject({ method: 'GET', url: '/api/market/mode' });
    expect(mode.json()).toEqual({ demo: false });
  });

  it('shows the credits left and each sport’s last sync to an admin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/providers',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    const { providers } = ProvidersResponseSchema.parse(res.json());
    expect(providers.map((p) => [p.provider, p.sport])).toEqual([
      ['the-odds-api', 'soccer'],
      ['the-odds-api', 'nba'],
    ]);
    // Two syncs of two sport keys: each sport key costs 2 (scores) + 6 (3 markets × 2 regions).
    expect(fake.credits).toEqual({ remaining: 500 - 4 * 8, used: 4 * 8 });
    const nba = providers[1];
    expect(nba).toMatchObject({ isDemo: false, isActive: true, lastError: null });
    expect(nba?.quota).toEqual({ remaining: 468, used: 32, last: 6 });
    expect(nba?.lastSyncAt).not.toBeNull();
    expect(nba?.lastSuccessAt).toBe(nba?.lastSyncAt);
  });

  it('matches outcomes by name, whatever their order, and skips a name it does not know', async () => {
    fake.always(oddsPath('basketball_nba'), {
      body: [
        oddsEvent({
          id: 'nba-2',
          sportKey: 'basketball_nba',
          start: inHours(12),
          home: 'Denver Nuggets',
          away: 'Miami Heat',
          bookmakers: [
            bookmaker('fanduel', new Date(Date.now() - 60_000), [
              {
                key: 'h2h',
                outcomes: [
                  { name: 'Miami Heat', price: 2.6 },
                  { name: 'Denver Nuggets', price: 1.5 },
                  { name: 'Nuggets', price: 1.5 },
                ],
              },
              {
                key: 'totals',
                outcomes: [
                  { name: 'Under', price: 1.9, point: 230.5 },
                  { name: 'Over', price: 1.9, point: 230.5 },
                ],
              },
              // A market we did not ask for is ignored, not counted.
              { key: 'h2h_lay', outcomes: [{ name: 'Miami Heat', price: 2.7 }] },
            ]),
          ],
        }),
      ],
    });
    const [, nba] = await sync();
    expect(nba).toMatchObject({ sport: 'nba', odds: 4, skippedOutcomes: 1 });
    const quotes = await storedOdds('nba-2');
    const selections = Object.fromEntries(quotes.map((q) => [`${q.market}:${q.selection}`, q.odds]));
    expect(selections).toEqual({ 'h2h:home': 1.5, 'h2h:away': 2.6, 'totals:over': 1.9, 'totals:under': 1.9 });
  });

  it('lets only admins read the provider status', async () => {
    const user = await createAccount(t.database.db);
    const userCookie = await loginAs(t.app, user.email, user.plainPassword);
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/admin/providers',
      headers: { cookie: userCookie },
    });
    expect(asUser.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/providers' });
    expect(anonymous.statusCode).toBe(401);
  });
});

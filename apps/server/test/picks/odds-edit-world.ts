import { PickOddsEditResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { events, type NewPickRow, odds } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { createPick } from '../helpers/picks';

// The world of the odds-edit tests: an admin, an NBA event tomorrow priced by three books, and a
// generated pick on it. Importing this file sets it up for the importing test file (its own app and
// database, through the beforeAll/afterAll below); the bindings are read once it has run.

export let t: TestApp;
export let cookie: string;
export let adminEmail: string;
export let eventId: string;

export const HOUR = 3_600_000;
export const START = new Date(Date.now() + 24 * HOUR);

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminEmail = admin.email;
  cookie = await loginAs(t.app, admin.email, admin.plainPassword);
  const [event] = await t.database.db
    .insert(events)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      startTime: START,
      externalId: crypto.randomUUID(),
    })
    .returning();
  if (!event) throw new Error('no event');
  eventId = event.id;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  // Pinnacle re-priced the home side from 2.01 to 2.05: its latest quote is what counts.
  await t.database.db.insert(odds).values([
    { eventId, bookmaker: 'pinnacle', market: 'h2h', selection: 'home', odds: 2.01, timestamp: at(3) },
    { eventId, bookmaker: 'bet365', market: 'h2h', selection: 'home', odds: 2, timestamp: at(3) },
    { eventId, bookmaker: 'codere', market: 'h2h', selection: 'home', odds: 1.98, timestamp: at(2) },
    { eventId, bookmaker: 'pinnacle', market: 'h2h', selection: 'home', odds: 2.05, timestamp: at(1) },
    { eventId, bookmaker: 'pinnacle', market: 'h2h', selection: 'away', odds: 1.85, timestamp: at(1) },
    {
      eventId,
      bookmaker: 'pinnacle',
      market: 'spreads',
      selection: 'home',
      odds: 1.9,
      line: -2.5,
      timestamp: at(1),
    },
  ]);
});
afterAll(async () => t?.close());

/**
 * A generated pick on the event: 51.54% on the home side at Pinnacle's +101, a 3.6% edge, tier vip,
 * four strategies of four agreeing (enough agreement for diamante at an 8% edge).
 */
export function generatedPick(overrides: Partial<NewPickRow> = {}) {
  return createPick(t.database.db, {
    eventId,
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    selection: 'home',
    displayLine: 'Boston Celtics ML',
    odds: 2.01,
    oddsAmerican: 101,
    pModel: 0.5154,
    edge: 0.035954,
    stake: 8.94,
    expectedValue: 0.32,
    tier: 'vip',
    bookmaker: 'pinnacle',
    analysisLog: {
      eventInfo: { homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat', sport: 'nba', league: 'NBA' },
      consensus: {
        hasConsensus: true,
        consensusWinner: 'home',
        agreementCount: 4,
        totalStrategies: 4,
        agreementPercentage: 1,
        consolidatedProbability: 0.5154,
        reason: 'elo, massey',
      },
      marketEvaluation: {
        oddsAmerican: 101,
        inSweetSpot: true,
        shouldBet: true,
        reason: 'value',
        bestOdds: 2.01,
        bookmaker: 'pinnacle',
      },
      chronologicalLog: [{ phase: '4', message: 'Pick Boston Celtics ML: vip', code: 'final_pick' }],
    },
    ...overrides,
  });
}

export const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/picks/${id}/odds`, headers: { cookie }, payload });

export async function edit(id: string, payload: object) {
  const res = await patch(id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return PickOddsEditResponseSchema.parse(res.json());
}

export const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

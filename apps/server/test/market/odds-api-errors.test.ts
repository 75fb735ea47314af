import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, odds, providerStatus } from '../../src/db/schema/index';
import { createOddsApiProvider } from '../../src/modules/market/providers/odds-api/odds-api-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { type TestApp, buildTestApp, testConfig } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import {
  type FakeOddsApi,
  type FakeReply,
  oddsPath,
  scoresPath,
  startFakeOddsApi,
} from '../helpers/fake-odds-api';
import { bookmaker, fullMarkets, oddsEvent } from '../helpers/odds-api-fixtures';

let fake: FakeOddsApi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOddsApi();
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const NBA = 'basketball_nba';
const T0 = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** A fresh provider (no backoff, no quota known) against the fake, for NBA only. */
function nbaProvider(env: Record<string, string> = {}) {
  const config = testConfig({
    ODDS_API_KEY: 'test-key',
    ODDS_API_BASE_URL: fake.url,
    ODDS_API_SPORTS: NBA,
    ...env,
  }).oddsApi;
  if (!config) throw new Error('no Odds API config');
  return createOddsApiProvider(config);
}

const nbaOdds = (price: number, at: Date) => [
  oddsEvent({
    id: 'nba-stored',
    sportKey: NBA,
    start: minutes(600),
    home: 'Los Angeles Lakers',
    away: 'Boston Celtics',
    bookmakers: [
      bookmaker(
        'draftkings',
        at,
        fullMarkets('Los Angeles Lakers', 'Boston Celtics', {
          home: price,
          away: 1.8,
          spread: 1.5,
          total: 221.5,
        }),
      ),
    ],
  }),
];

const stored = async () => ({
  events: (await t.database.db.select().from(events).where(eq(events.apiSource, 'the-odds-api'))).map(
    (e) => ({
      ...e,
      updatedAt: null,
    }),
  ),
  odds: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(odds))[0]?.n,
});

/** Syncs NBA once with `reply` as the answer on `path`, and answers the result for NBA. */
async function syncFailing(path: string, reply: FakeReply, env: Record<string, string> = {}, now = T0) {
  fake.reset();
  fake.always(oddsPath(NBA), { body: nbaOdds(3.5, minutes(-5)) });
  fake.reply(path, reply);
  const [result] = await syncMarkets(t.database.db, [nbaProvider(env)], now, t.app.log);
  return result;
}

describe(`The Odds API failures on ${testDatabaseMode}`, () => {
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    fake.always(oddsPath(NBA), { body: nbaOdds(2.1, minutes(-10)) });
    const [first] = await syncMarkets(t.database.db, [nbaProvider()], T0, t.app.log);
    expect(first).toMatchObject({ events: 1, odds: 6 });
    before = await stored();
  });

  it.each<[string, string, FakeReply, RegExp]>([
    [
      'a 401 as an invalid API key',
      scoresPath(NBA),
      { status: 401, body: { message: 'API key is not valid', error_code: 'INVALID_KEY' }, noQuota: true },
      /^basketball_nba: invalid API key \(401 INVALID_KEY\)$/,
    ],
    [
      'a 422 as an invalid request with the provider’s message',
      oddsPath(NBA),
      { status: 422, body: { message: 'Invalid regions parameter', error_code: 'INVALID_REGION' } },
      /^basketball_nba: invalid request: Invalid regions parameter$/,
    ],
    [
      'a 429 as quota/rate limited, with its Retry-After',
      scoresPath(NBA),
      { status: 429, headers: { 'retry-after': '120' }, body: { message: 'Too many requests' } },
      /^basketball_nba: quota\/rate limited \(429, retry after 120 s\): Too many requests$/,
    ],
    [
      'a 500 as the provider unavailable',
      scoresPath(NBA),
      { status: 500, body: 'oops' },
      /provider unavailable \(status 500\)$/,
    ],
    [
      'a 503 as the provider unavailable',
      oddsPath(NBA),
      { status: 503, body: '' },
      /provider unavailable \(status 503\)$/,
    ],
    [
      'a body that is not JSON as malformed',
      oddsPath(NBA),
      { body: '[{"id": "nba-stored", "home' },
      /malformed response: .*not JSON/,
    ],
    [
      'JSON of the wrong shape as malformed',
      scoresPath(NBA),
      { body: { data: [] } },
      /^basketball_nba: malformed response: body: /,
    ],
    [
      'an event without teams as malformed',
      oddsPath(NBA),
      { body: [{ id: 'x', sport_key: NBA, commence_time: T0.toISOString(), bookmakers: [] }] },
      /^basketball_nba: malformed response: 0\.home_team: /,
    ],
  ])('reports %s and keeps the stored events and odds', async (_name, path, reply, message) => {
    const result = await syncFailing(path, reply);
    expect(result).toMatchObject({ provider: 'the-odds-api', sport: 'nba', events: 0, odds: 0 });
    expect(result?.error).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('gives up on a provider that never answers after ODDS_API_TIMEOUT_MS', async () => {
    const started = Date.now();
    const result = await syncFailing(scoresPath(NBA), { hang: true }, { ODDS_API_TIMEOUT_MS: '300' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result?.error).toBe('basketball_nba: timed out after 300 ms');
    expect(await stored()).toEqual(before);
  });

  it('reports a provider nobody listens for as unreachable', async () => {
    const result = await syncFailing(scoresPath(NBA), {}, { ODDS_API_BASE_URL: 'http://127.0.0.1:9' });
    expect(result?.error).toMatch(/^basketball_nba: provider unreachable/);
    expect(result?.error).not.toContain('test-key');
  });

  it('records the failure for the admin and keeps the last success and the quota', async () => {
    await syncFailing(oddsPath(NBA), { status: 500, noQuota: true }, {}, minutes(1));
    const [row] = await t.database.db.select().from(providerStatus).where(eq(providerStatus.sport, 'nba'));
    expect(row).toMatchObject({
      provider: 'the-odds-api',
      lastError: 'basketball_nba: provider unavailable (status 500)',
      lastSuccessAt: T0,
      lastSyncAt: minutes(1),
    });
    // The scores request before the failing one reported the quota.
    expect(row?.requestsRemaining).toBe(fake.credits.remaining);
    expect(row?.requestsLast).toBe(2);
  });

  it('writes the new prices once the provider answers again', async () => {
    fake.reset();
    fake.always(oddsPath(NBA), { body: nbaOdds(2.3, minutes(-1)) });
    const [result] = await syncMarkets(t.database.db, [nbaProvider()], T0, t.app.log);
    expect(result).toMatchObject({ events: 1, odds: 6 });
    expect(result?.error).toBeUndefined();
  });
});

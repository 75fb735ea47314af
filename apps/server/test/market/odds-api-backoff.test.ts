import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketProvider } from '../../src/modules/market/providers/market-provider';
import { createOddsApiProvider } from '../../src/modules/market/providers/odds-api/odds-api-provider';
import { createMarketSync } from '../../src/modules/market/market-sync.service';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { type TestApp, buildTestApp, testConfig } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { type FakeOddsApi, oddsPath, scoresPath, startFakeOddsApi } from '../helpers/fake-odds-api';
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

const T0 = new Date('2026-11-22T12:00:00Z');
const seconds = (n: number) => new Date(T0.getTime() + n * 1000);

function provider(env: Record<string, string>): MarketProvider {
  const config = testConfig({ ODDS_API_KEY: 'test-key', ODDS_API_BASE_URL: fake.url, ...env }).oddsApi;
  if (!config) throw new Error('no Odds API config');
  return createOddsApiProvider(config);
}

/** One upcoming game of a soccer league, priced by one book. */
function league(sportKey: string, id: string) {
  fake.always(oddsPath(sportKey), {
    body: [
      oddsEvent({
        id,
        sportKey,
        start: seconds(86_400),
        home: `${id} Home`,
        away: `${id} Away`,
        bookmakers: [
          bookmaker(
            'pinnacle',
            T0,
            fullMarkets(`${id} Home`, `${id} Away`, {
              home: 2.5,
              away: 2.9,
              draw: 3.3,
              spread: 0.5,
              total: 2.5,
            }),
          ),
        ],
      }),
    ],
  });
}

const run = async (p: MarketProvider, at: Date) => (await syncMarkets(t.database.db, [p], at, t.app.log))[0];
/** What an admin's Sincronizar does: the market sync service, manual trigger. */
const runManual = async (p: MarketProvider, at: Date) =>
  (await createMarketSync(t.database, [p], t.app.log).run('manual', () => at))?.[0];
const requestCount = () => fake.requests.length;

describe(`The Odds API backoff and credit budget on ${testDatabaseMode}`, () => {
  it('backs off after a failure without calling the provider, longer each time, and recovers on success', async () => {
    fake.reset();
    const nba = provider({ ODDS_API_SPORTS: 'basketball_nba' });
    fake.always(scoresPath('basketball_nba'), { status: 500 });

    expect((await run(nba, T0))?.error).toBe('basketball_nba: provider unavailable (status 500)');
    expect(requestCount()).toBe(1);

    const skipped = await run(nba, seconds(30));
    expect(skipped?.error).toBe(
      `basketball_nba: backing off until ${seconds(60).toISOString()} after: provider unavailable (status 500)`,
    );
    expect(requestCount()).toBe(1);

    // A minute later it tries again, fails again, and waits two minutes this time.
    expect((await run(nba, seconds(60)))?.error).toMatch(/provider unavailable/);
    expect(requestCount()).toBe(2);
    expect((await run(nba, seconds(170)))?.error).toMatch(/backing off until .*T12:03:00/);
    expect(requestCount()).toBe(2);

    fake.always(scoresPath('basketball_nba'), { body: [] });
    expect((await run(nba, seconds(180)))?.error).toBeUndefined();
    expect(requestCount()).toBe(4);

    // The success reset the count: the next failure waits one minute again.
    fake.always(scoresPath('basketball_nba'), { status: 503 });
    await run(nba, seconds(200));
    expect((await run(nba, seconds(230)))?.error).toMatch(/backing off until .*T12:04:20/);
  });

  it('waits as long as a 429’s Retry-After asks', async () => {
    fake.reset();
    const nba = provider({ ODDS_API_SPORTS: 'basketball_nba' });
    fake.reply(scoresPath('basketball_nba'), { status: 429, headers: { 'retry-after': '600' } });
    expect((await run(nba, T0))?.error).toMatch(/quota\/rate limited \(429, retry after 600 s\)/);
    expect((await run(nba, seconds(599)))?.error).toMatch(
      /the provider asked to wait until 2026-11-22T12:10:00.000Z: quota\/rate limited/,
    );
    expect(requestCount()).toBe(1);
    expect((await run(nba, seconds(600)))?.error).toBeUndefined();
    expect(requestCount()).toBe(3);
  });

  it('retries now when an admin syncs while the schedule is backing off, and backs off again on a new failure', async () => {
    fake.reset();
    const nba = provider({ ODDS_API_SPORTS: 'basketball_nba' });
    fake.always(scoresPath('basketball_nba'), { status: 500 });
    await run(nba, T0);
    expect((await run(nba, seconds(30)))?.error).toMatch(/^basketball_nba: backing off until/);
    expect(requestCount()).toBe(1);

    // The admin's sync asks again at once; still failing, it is the second failure in a row.
    expect((await runManual(nba, seconds(31)))?.error).toBe(
      'basketball_nba: provider unavailable (status 500)',
    );
    expect(requestCount()).toBe(2);
    expect((await run(nba, seconds(40)))?.error).toMatch(/backing off until 2026-11-22T12:02:31/);

    fake.always(scoresPath('basketball_nba'), { body: [] });
    const healed = await runManual(nba, seconds(45));
    expect(healed?.error).toBeUndefined();
    expect(requestCount()).toBe(4);
  });

  it('obeys a 429’s Retry-After even for an admin, and says until when', async () => {
    fake.reset();
    const nba = provider({ ODDS_API_SPORTS: 'basketball_nba' });
    fake.reply(scoresPath('basketball_nba'), { status: 429, headers: { 'retry-after': '600' } });
    await run(nba, T0);
    const manual = await runManual(nba, seconds(30));
    expect(manual).toMatchObject({
      error: expect.stringMatching(
        /^basketball_nba: the provider asked to wait until 2026-11-22T12:10:00.000Z/,
      ),
      retryAt: '2026-11-22T12:10:00.000Z',
      events: 0,
    });
    expect(requestCount()).toBe(1);
    expect((await runManual(nba, seconds(600)))?.error).toBeUndefined();
  });

  it('keeps syncing the other keys when one answers 500 or times out', async () => {
    fake.reset();
    const all = provider({
      ODDS_API_SPORTS: 'soccer_epl,soccer_spain_la_liga,soccer_italy_serie_a,basketball_nba',
      ODDS_API_TIMEOUT_MS: '300',
    });
    fake.always(scoresPath('soccer_epl'), { status: 500 });
    fake.reply(oddsPath('soccer_spain_la_liga'), { hang: true });
    league('soccer_italy_serie_a', 'serie-a-1');
    const [soccer, nba] = await syncMarkets(t.database.db, [all], T0, t.app.log);
    expect(soccer).toMatchObject({ sport: 'soccer', events: 1, pricesStored: 7 });
    expect(soccer?.error).toBe(
      'soccer_epl: provider unavailable (status 500); soccer_spain_la_liga: timed out after 300 ms',
    );
    expect(nba?.error).toBeUndefined();
    expect(fake.requests.map((r) => r.path)).toContain(oddsPath('basketball_nba'));
  });

  it.each<[string, Record<string, string>, () => void]>([
    ['a refused key (401)', {}, () => fake.always(scoresPath('soccer_epl'), { status: 401, body: {} })],
    ['a provider nobody answers for', { ODDS_API_BASE_URL: 'http://127.0.0.1:9' }, () => {}],
  ])('stops every key and sport after %s', async (_name, env, script) => {
    fake.reset();
    script();
    const all = provider({ ODDS_API_SPORTS: 'soccer_epl,soccer_spain_la_liga,basketball_nba', ...env });
    const [soccer, nba] = await syncMarkets(t.database.db, [all], T0, t.app.log);
    expect(soccer?.error).not.toMatch(/soccer_spain_la_liga/);
    expect(nba?.error).toMatch(/^basketball_nba: backing off until/);
    expect(fake.requests.length).toBeLessThanOrEqual(1);
  });

  it('holds back only the league that was refused, and keeps syncing the others', async () => {
    fake.reset();
    const soccer = provider({ ODDS_API_SPORTS: 'soccer_epl,soccer_spain_la_liga' });
    fake.always(oddsPath('soccer_epl'), { status: 422, body: { message: 'Unknown sport' } });
    league('soccer_spain_la_liga', 'liga-1');

    const first = await run(soccer, T0);
    expect(first).toMatchObject({ sport: 'soccer', events: 1, odds: 7 });
    expect(first?.error).toBe('soccer_epl: invalid request: Unknown sport');

    fake.requests.length = 0;
    const second = await run(soccer, seconds(30));
    expect(second?.error).toMatch(/^soccer_epl: backing off until/);
    expect(fake.requests.map((r) => r.path)).toEqual([
      scoresPath('soccer_spain_la_liga'),
      oddsPath('soccer_spain_la_liga'),
    ]);
  });

  it('stops before a request that would leave fewer credits than ODDS_API_CREDIT_BUDGET', async () => {
    fake.reset();
    fake.credits.remaining = 110;
    league('soccer_epl', 'epl-1');
    league('soccer_spain_la_liga', 'liga-2');
    const soccer = provider({
      ODDS_API_SPORTS: 'soccer_epl,soccer_spain_la_liga,basketball_nba',
      ODDS_API_REGIONS: 'eu,us',
      ODDS_API_CREDIT_BUDGET: '100',
    });

    // The first league costs 2 + 3 × 2 and leaves 102; the second would leave 94.
    const [soccerResult, nbaResult] = await syncMarkets(t.database.db, [soccer], T0, t.app.log);
    expect(soccerResult).toMatchObject({ sport: 'soccer', events: 1, odds: 7 });
    expect(soccerResult?.error).toBe(
      'soccer_spain_la_liga: credit budget reached: 102 credits remaining, the next request costs 8, ODDS_API_CREDIT_BUDGET keeps 100',
    );
    expect(nbaResult?.error).toMatch(/^basketball_nba: credit budget reached/);
    // With a budget set, a free read of the quota comes first.
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v4/sports',
      scoresPath('soccer_epl'),
      oddsPath('soccer_epl'),
    ]);
    expect(fake.credits.remaining).toBe(102);
    expect(soccer.quota?.()).toEqual({ remaining: 102, used: expect.any(Number), last: 6 });

    // Within the hour the known quota still stops it, without asking.
    await run(soccer, seconds(1800));
    expect(fake.requests).toHaveLength(3);

    // The plan renewed: an hour later the free sports list reads the new quota and the sync goes on.
    fake.credits.remaining = 500;
    const renewed = await run(soccer, seconds(3600));
    expect(renewed?.error).toBeUndefined();
    expect(fake.requests.slice(3).map((r) => r.path)).toEqual([
      '/v4/sports',
      scoresPath('soccer_epl'),
      oddsPath('soccer_epl'),
      scoresPath('soccer_spain_la_liga'),
      oddsPath('soccer_spain_la_liga'),
      scoresPath('basketball_nba'),
      oddsPath('basketball_nba'),
    ]);
  });

  it('spends no credit at all when the first quota reading is already below the budget', async () => {
    fake.reset();
    fake.credits.remaining = 40;
    const nba = provider({ ODDS_API_SPORTS: 'basketball_nba', ODDS_API_CREDIT_BUDGET: '40' });
    expect((await run(nba, T0))?.error).toMatch(
      /^basketball_nba: credit budget reached: 40 credits remaining/,
    );
    expect(fake.requests.map((r) => r.path)).toEqual(['/v4/sports']);
    expect(fake.credits.remaining).toBe(40);
  });
});

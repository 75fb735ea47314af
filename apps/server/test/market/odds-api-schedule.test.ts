import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OddsApiConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { events } from '../../src/db/schema/index';
import { createOddsApiProvider } from '../../src/modules/market/providers/odds-api/odds-api-provider';
import { createMarketSync } from '../../src/modules/market/market-sync.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { openSecondInstance, testDatabaseMode } from '../helpers/database';
import { type FakeOddsApi, oddsPath, scoresPath, startFakeOddsApi } from '../helpers/fake-odds-api';
import { bookmaker, fullMarkets, oddsEvent } from '../helpers/odds-api-fixtures';

let fake: FakeOddsApi;
let t: TestApp;
let second: DatabaseHandle;
const config = (timeoutMs = 2000): OddsApiConfig => ({
  apiKey: 'test-key',
  baseUrl: fake.url,
  regions: ['eu'],
  sportKeys: ['basketball_nba'],
  timeoutMs,
  creditBudget: 0,
});

beforeAll(async () => {
  fake = await startFakeOddsApi({ remaining: 500 });
  t = await buildTestApp();
  second = openSecondInstance(t.database);
});
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t?.close();
  await fake?.close();
});

const nba = 'basketball_nba';
const scheduled = (database: DatabaseHandle, timeoutMs?: number) =>
  createMarketSync(database, [createOddsApiProvider(config(timeoutMs))], t.app.log).run('schedule');
const start = new Date(Date.now() + 26 * 3_600_000);
const priced = new Date(Date.now() - 3_600_000);

describe(`the scheduled sync against a fake Odds API on ${testDatabaseMode}`, () => {
  it('stores what the provider answers when the schedule runs it', async () => {
    fake.always(oddsPath(nba), {
      body: [
        oddsEvent({
          id: 'nba-1',
          sportKey: nba,
          start,
          home: 'Boston Celtics',
          away: 'Miami Heat',
          bookmakers: [
            bookmaker(
              'pinnacle',
              priced,
              fullMarkets('Boston Celtics', 'Miami Heat', {
                home: 1.6,
                away: 2.4,
                spread: -4.5,
                total: 218.5,
              }),
            ),
          ],
        }),
      ],
    });
    fake.always(scoresPath(nba), { body: [] });
    const results = await scheduled(t.database);
    expect(results).toEqual([expect.objectContaining({ provider: 'the-odds-api', sport: 'nba', events: 1 })]);
    expect((await t.database.db.select().from(events)).map((e) => e.homeTeam)).toContain('Boston Celtics');
  });

  it('runs once when two instances fire together, and a provider that hangs times out and frees the lock', async () => {
    fake.reply(oddsPath(nba), { hang: true });
    const before = fake.requests.length;
    const [a, b] = await Promise.all([scheduled(t.database, 300), scheduled(second, 300)]);
    const ran = [a, b].filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.[0]?.error).toMatch(/timed out/);
    // scores then odds: one run's requests only.
    expect(fake.requests.length - before).toBe(2);
    const next = await scheduled(second);
    expect(next?.[0]?.error).toBeUndefined();
  });
});

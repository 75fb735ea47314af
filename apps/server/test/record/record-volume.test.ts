import { RecordVolumeSchema } from '@arcade/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NewPickRow, picks } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

const DAY_MS = 86_400_000;
let t: TestApp;

const pick = (daysAgo: number, overrides: Partial<NewPickRow> = {}): NewPickRow => {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  return {
    sport: 'soccer',
    league: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    selection: 'home',
    market: 'h2h',
    odds: 2.1,
    oddsAmerican: 110,
    pModel: 0.52,
    pMarketFair: 0.47,
    edge: 0.092,
    stake: 20,
    bankroll: 1000,
    expectedValue: 1.84,
    tier: 'vip',
    status: 'published',
    minOdds: 1.97,
    timestamp: at,
    approvedAt: at,
    strategy: 'auto',
    ...overrides,
  };
};

/** `count` published picks spread over the last `days` days (the newest an hour old). */
const spread = (count: number, days: number) =>
  Array.from({ length: count }, (_, i) => pick(1 / 24 + ((days - 0.1) * i) / count));

async function seed(rows: NewPickRow[]) {
  for (let i = 0; i < rows.length; i += 200) await t.database.db.insert(picks).values(rows.slice(i, i + 200));
  picksChanged();
}

async function volume() {
  const res = await t.app.inject({ method: 'GET', url: '/api/record/volume' });
  expect(res.statusCode, res.body).toBe(200);
  return RecordVolumeSchema.parse(res.json());
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(picks);
  picksChanged();
});

describe(`the landing's picks a day on ${testDatabaseMode}`, () => {
  it('claims no figure on a new install with nothing published', async () => {
    expect(await volume()).toEqual({ windowDays: 30, days: 0, published: 0, perDay: null });
  });

  it('averages the last 30 days of published picks: 120 keep the promise of 4 a day', async () => {
    await seed([...spread(120, 30), pick(200)]);
    expect(await volume()).toEqual({ windowDays: 30, days: 30, published: 120, perDay: 4 });
  });

  it('says 3.4 a day when 102 were published, counting neither drafts nor older picks', async () => {
    await seed([
      ...spread(102, 30),
      pick(2, { status: 'pending', approvedAt: null }),
      pick(3, { status: 'approved' }),
      pick(45),
      pick(31),
    ]);
    expect(await volume()).toEqual({ windowDays: 30, days: 30, published: 102, perDay: 3.4 });
  });

  it('counts a pick from when it was published, not when it was generated', async () => {
    await seed([
      pick(40),
      pick(1, { timestamp: new Date(Date.now() - 35 * DAY_MS) }),
      pick(33, { approvedAt: new Date(Date.now() - 31 * DAY_MS) }),
    ]);
    expect(await volume()).toMatchObject({ published: 1, days: 30 });
  });

  it('averages a record younger than 30 days over its own days, once it has 14 of them', async () => {
    await seed(spread(68, 20));
    expect(await volume()).toEqual({ windowDays: 30, days: 20, published: 68, perDay: 3.4 });
  });

  it('claims no figure before 14 days of publications: 10 picks in a new install’s first hour', async () => {
    await seed(Array.from({ length: 10 }, (_, i) => pick((i + 1) / (24 * 60))));
    expect(await volume()).toEqual({ windowDays: 30, days: 1, published: 10, perDay: null });
    await t.database.db.delete(picks);
    await seed(spread(52, 13));
    expect(await volume()).toMatchObject({ days: 13, published: 52, perDay: null });
  });

  it('claims no figure when nothing was published in the last 30 days', async () => {
    await seed([pick(40), pick(60)]);
    expect(await volume()).toEqual({ windowDays: 30, days: 30, published: 0, perDay: null });
  });

  it('is public: a visitor reads it without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/record/volume' });
    expect(res.statusCode).toBe(200);
  });
});

import { KpisResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPickRow } from '../../src/db/schema/index';
import { type KpiPick, tierKpis } from '../../src/modules/kpis/tier-kpis';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';

let t: TestApp;
const published: KpiPick[] = [];

/** Published picks of every kind the record counts, and unpublished ones it must leave out. */
const cases: Partial<NewPickRow>[] = [
  { tier: 'vip', result: 'win', profit: 22, clv: 0.04 },
  { tier: 'vip', stake: 10, result: 'loss', profit: -10, clv: -0.02 },
  { tier: 'vip', result: 'push', profit: 0 },
  { tier: 'vip' },
  { tier: 'exclusivo', stake: 0, odds: 1.8, result: 'win', profit: 0 },
  { tier: 'exclusivo', stake: 0, result: 'loss', profit: 0, clv: 0.013 },
  { tier: 'exclusivo', result: 'win', profit: null },
  { tier: 'platinum', stake: 33.33, odds: 1.91, result: 'win', profit: 30.33, clv: 0.021 },
  { tier: 'platinum', stake: 12.5, result: 'loss', profit: -12.5 },
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  for (const overrides of cases) {
    const row = await createPick(db, { status: 'published', eventStartTime: new Date(), ...overrides });
    published.push({
      tier: row.tier,
      odds: row.odds,
      stake: row.stake,
      result: row.result,
      profit: row.profit,
      clv: row.clv,
    });
  }
  await createPick(db, { status: 'pending', tier: 'vip', result: 'win', profit: 22 });
  await createPick(db, { status: 'approved', tier: 'diamante', result: 'loss', profit: -20 });
  picksChanged();
});
afterAll(async () => t?.close());

describe(`the record per tier, aggregated by the database on ${testDatabaseMode}`, () => {
  it('answers what the record of the published picks computes, tier by tier', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/kpis' });
    expect(res.statusCode).toBe(200);
    const { tiers } = KpisResponseSchema.parse(res.json());
    const expected = tierKpis(published);
    expect(tiers.map((tier) => tier.tier)).toEqual(expected.map((tier) => tier.tier));
    for (const [i, tier] of tiers.entries()) {
      const want = expected[i];
      if (!want) throw new Error('missing tier');
      const { hitRate, roi, meanClv, unitsProfit, staked, profit, ...counts } = tier;
      expect(counts).toEqual({
        tier: want.tier,
        total: want.total,
        wins: want.wins,
        losses: want.losses,
        pushes: want.pushes,
        pending: want.pending,
      });
      for (const [got, wanted] of [
        [hitRate, want.hitRate],
        [roi, want.roi],
        [meanClv, want.meanClv],
      ] as const) {
        if (wanted === null) expect(got, tier.tier).toBeNull();
        else expect(got, tier.tier).toBeCloseTo(wanted, 10);
      }
      expect(unitsProfit).toBeCloseTo(want.unitsProfit, 4);
      expect(staked).toBeCloseTo(want.staked, 2);
      expect(profit).toBeCloseTo(want.profit, 2);
    }
    expect(tiers.find((tier) => tier.tier === 'diamante')).toMatchObject({ total: 0, pending: 0, roi: null });
  });
});

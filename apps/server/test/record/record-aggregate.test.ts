import type { RecordHeadline, RecordResponse } from '@arcade/contracts';
import { roiInterval } from '@arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPickRow } from '../../src/db/schema/index';
import {
  calibrationBands,
  type GradedPick,
  profitSeries,
  recordHeadline,
} from '../../src/modules/record/record-stats';
import { toRecordEntry } from '../../src/modules/record/record-views';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { recordOf } from './record-helpers';

let t: TestApp;
/** The published graded picks, as the record's in-memory computation takes them. */
const graded: GradedPick[] = [];
const gradedIds: string[] = [];

const at = (iso: string) => new Date(iso);

/** Published graded picks of every kind the record counts, and picks it must leave out. */
const cases: Partial<NewPickRow>[] = [
  {
    tier: 'vip',
    pModel: 0.5,
    result: 'win',
    profit: 22,
    clv: 0.04,
    eventStartTime: at('2026-03-01T23:30:00Z'),
  },
  { tier: 'vip', stake: 10, pModel: 0.4999, result: 'loss', profit: -10, clv: -0.02 },
  { tier: 'vip', pModel: 0.61, result: 'push', profit: 0, clv: 0 },
  { tier: 'exclusivo', stake: 0, odds: 1.8, pModel: 1, result: 'win', profit: 0 },
  { tier: 'exclusivo', stake: 0, pModel: 0.8, result: 'loss', profit: 0, clv: 0.013 },
  { tier: 'exclusivo', pModel: 0.31, result: 'win', profit: null, eventStartTime: null },
  { tier: 'platinum', stake: 33.33, odds: 1.91, pModel: 0.55, result: 'win', profit: 30.33, clv: 0.021 },
  { tier: 'platinum', stake: 12.5, pModel: 0.7999, result: 'loss', profit: -12.5 },
  { tier: 'diamante', sport: 'nfl', stake: 7.77, odds: 2.45, pModel: 0.45, result: 'win', profit: 11.27 },
  {
    tier: 'diamante',
    sport: 'nfl',
    pModel: 0.6,
    result: 'push',
    profit: 0,
    eventStartTime: at('2026-04-02T00:00:00Z'),
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  for (const [i, overrides] of cases.entries()) {
    const row = await createPick(db, {
      status: 'published',
      eventStartTime: new Date(Date.UTC(2026, 2, 1 + (i % 4), 10 + i)),
      gradedAt: new Date(Date.UTC(2026, 2, 5)),
      ...overrides,
    });
    const entry = toRecordEntry(row);
    if (!entry) throw new Error('a graded case has no result');
    graded.push(entry.pick);
    gradedIds.push(row.id);
  }
  // Left out: not published, or published without a result yet.
  await createPick(db, {
    status: 'pending',
    tier: 'vip',
    result: 'win',
    profit: 22,
    eventStartTime: at('2026-03-01T10:00:00Z'),
  });
  await createPick(db, { status: 'approved', tier: 'diamante', result: 'loss', profit: -20 });
  await createPick(db, { status: 'published', tier: 'vip', eventStartTime: at('2026-03-02T10:00:00Z') });
  picksChanged();
});
afterAll(async () => t?.close());

function expectHeadline(got: RecordHeadline, want: RecordHeadline): void {
  const { hitRate, roi, roiInterval: interval, meanClv, beatCloseShare, unitsWon, ...counts } = got;
  expect(counts).toEqual({
    picks: want.picks,
    wins: want.wins,
    losses: want.losses,
    pushes: want.pushes,
    clvPicks: want.clvPicks,
  });
  for (const [name, value, wanted] of [
    ['hitRate', hitRate, want.hitRate],
    ['roi', roi, want.roi],
    ['meanClv', meanClv, want.meanClv],
    ['beatCloseShare', beatCloseShare, want.beatCloseShare],
    ['low', interval?.low ?? null, want.roiInterval?.low ?? null],
    ['high', interval?.high ?? null, want.roiInterval?.high ?? null],
  ] as const) {
    if (wanted === null) expect(value, name).toBeNull();
    else expect(value, name).toBeCloseTo(wanted, 10);
  }
  expect(unitsWon).toBeCloseTo(want.unitsWon, 4);
}

function expectFigures(record: RecordResponse, picks: readonly GradedPick[]): void {
  expectHeadline(record.headline, recordHeadline(picks));
  expect(record.total).toBe(picks.length);
  const series = profitSeries(picks);
  expect(record.profitSeries.map(({ date, picks: n }) => ({ date, n }))).toEqual(
    series.map(({ date, picks: n }) => ({ date, n })),
  );
  for (const [i, point] of record.profitSeries.entries()) {
    expect(point.units).toBeCloseTo(series[i]?.units ?? Number.NaN, 4);
  }
  expect(record.calibration).toEqual(calibrationBands(picks));
}

describe(`the record's figures, aggregated by the database on ${testDatabaseMode}`, () => {
  it('equal the in-memory computation over the published graded picks', async () => {
    const { record } = await recordOf(t.app, '?pageSize=100');
    expectFigures(record, graded);
    expect(record.calibration.reduce((n, band) => n + band.picks, 0)).toBe(8);
  });

  it('equal it under a filter of tier, sport or month', async () => {
    for (const [query, keep] of [
      ['?tier=exclusivo', (pick: GradedPick) => pick.tier === 'exclusivo'],
      ['?sport=nfl', (pick: GradedPick) => pick.tier === 'diamante'],
      ['?month=2026-04', (pick: GradedPick) => pick.date.toISOString().startsWith('2026-04')],
    ] as const) {
      const { record } = await recordOf(t.app, query);
      expectFigures(record, graded.filter(keep));
    }
  });

  it("gives core's ROI interval over the staked picks", async () => {
    const { record } = await recordOf(t.app);
    const bets = graded.flatMap((pick) =>
      pick.stake > 0 && pick.profit !== null ? [{ stake: pick.stake, profit: pick.profit }] : [],
    );
    const want = roiInterval(bets);
    expect(record.headline.roiInterval?.low).toBeCloseTo(want.low, 10);
    expect(record.headline.roiInterval?.high).toBeCloseTo(want.high, 10);
  });

  it('pages the rows newest first, each once', async () => {
    const ids: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { record } = await recordOf(t.app, `?pageSize=3&page=${page}`);
      ids.push(...record.picks.map((pick) => pick.id));
    }
    expect([...ids].sort()).toEqual([...gradedIds].sort());
    const { record } = await recordOf(t.app, '?pageSize=100');
    const dates = record.picks.map((pick) => pick.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(record.picks.map((pick) => pick.id)).toEqual(ids);
  });
});

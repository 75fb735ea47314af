import { ApiErrorSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickRow } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { gradedPick, recordOf } from './record-helpers';

let t: TestApp;
/** The fixture, named as in the hand computation below. */
const p: Record<'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6', PickRow> = {} as never;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  p.p1 = await gradedPick(db, {
    sport: 'nba',
    tier: 'vip',
    eventStartTime: at('2026-01-10T19:00:00Z'),
    odds: 2,
    stake: 10,
    pModel: 0.52,
    clv: 0.05,
    result: 'win',
    profit: 10,
  });
  p.p2 = await gradedPick(db, {
    sport: 'nba',
    tier: 'vip',
    eventStartTime: at('2026-01-12T19:00:00Z'),
    odds: 2.5,
    stake: 20,
    pModel: 0.47,
    clv: -0.02,
    result: 'loss',
    profit: -20,
  });
  p.p3 = await gradedPick(db, {
    sport: 'nba',
    tier: 'platinum',
    eventStartTime: at('2026-02-03T19:00:00Z'),
    odds: 1.8,
    stake: 10,
    pModel: 0.58,
    clv: null,
    result: 'push',
    profit: 0,
  });
  // p4 and p6 share a kick-off: the pick made later comes first.
  p.p4 = await gradedPick(db, {
    sport: 'soccer',
    tier: 'platinum',
    eventStartTime: at('2026-02-05T15:00:00Z'),
    timestamp: at('2026-02-04T08:00:00Z'),
    odds: 2.2,
    stake: 10,
    pModel: 0.56,
    clv: 0.03,
    result: 'win',
    profit: 12,
  });
  // A manual pick: no event, no stake; its date is when it was made, its units one flat unit.
  p.p5 = await gradedPick(db, {
    sport: 'soccer',
    tier: 'diamante',
    eventStartTime: null,
    timestamp: at('2026-02-06T10:00:00Z'),
    odds: 1.9,
    stake: 0,
    pModel: 0.83,
    clv: null,
    strategy: 'manual',
    result: 'win',
    profit: 0,
  });
  p.p6 = await gradedPick(db, {
    sport: 'soccer',
    tier: 'vip',
    eventStartTime: at('2026-02-05T15:00:00Z'),
    timestamp: at('2026-02-04T09:00:00Z'),
    odds: 2,
    stake: 10,
    pModel: 0.51,
    clv: 0.01,
    result: 'loss',
    profit: -10,
  });
  // Not the record: a published pick without a result, and a graded one that is not published.
  await gradedPick(db, { eventStartTime: at('2026-01-20T19:00:00Z'), result: null, profit: null });
  await createPick(db, {
    status: 'approved',
    eventStartTime: at('2026-01-21T19:00:00Z'),
    result: 'win',
    profit: 22,
  });
  picksChanged();
});
afterAll(async () => t?.close());

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe(`GET /api/record on ${testDatabaseMode}`, () => {
  it('lists every graded published pick, newest first by kick-off and then by when it was made', async () => {
    const { record } = await recordOf(t.app);
    expect(ids(record.picks)).toEqual([p.p5, p.p6, p.p4, p.p3, p.p2, p.p1].map((row) => row.id));
    expect(record.total).toBe(6);
    expect(record.picks[0]?.date).toBe('2026-02-06T10:00:00.000Z');
  });

  it('computes the headline by hand: counts, hit rate, units, ROI with its interval, CLV', async () => {
    const { headline } = (await recordOf(t.app)).record;
    expect(headline).toMatchObject({ picks: 6, wins: 3, losses: 2, pushes: 1, clvPicks: 4 });
    expect(headline.hitRate).toBeCloseTo(3 / 5, 10);
    // Units: +1, −1, 0, +1.2, +0.9 (p5 unstaked: one flat unit at 1.90), −1.
    expect(headline.unitsWon).toBeCloseTo(1.1, 10);
    // Profit −8 over 60 staked (p5 staked nothing).
    expect(headline.roi).toBeCloseTo(-8 / 60, 10);
    // Stake weights 1/6, 2/6, 1/6, 1/6, 1/6 on returns 1, −1, 0, 1.2, −1: variance 0.8889, effective
    // n 36/8 = 4.5, half-width 1.96 × √(0.8889 / 3.5) = 0.98775.
    expect(headline.roiInterval?.low).toBeCloseTo(-1.121080489, 6);
    expect(headline.roiInterval?.high).toBeCloseTo(0.854413823, 6);
    // CLV 0.05, −0.02, 0.03, 0.01: mean 0.0175, three of four beat the close.
    expect(headline.meanClv).toBeCloseTo(0.0175, 10);
    expect(headline.beatCloseShare).toBeCloseTo(0.75, 10);
  });

  it('draws the cumulative profit in units, one point per day', async () => {
    const { profitSeries } = (await recordOf(t.app)).record;
    expect(profitSeries.map(({ date, picks }) => [date, picks])).toEqual([
      ['2026-01-10', 1],
      ['2026-01-12', 2],
      ['2026-02-03', 3],
      ['2026-02-05', 5],
      ['2026-02-06', 6],
    ]);
    const units = profitSeries.map((point) => point.units);
    [1, 0, 0, 0.2, 1.1].forEach((expected, i) => expect(units[i]).toBeCloseTo(expected, 10));
  });

  it('sets pick probability in bands against the observed win rate, pushes left out', async () => {
    const { calibration } = (await recordOf(t.app)).record;
    const filled = calibration.filter((band) => band.picks > 0);
    expect(filled).toEqual([
      { from: 0.45, to: 0.5, picks: 1, wins: 0, winRate: 0 },
      { from: 0.5, to: 0.55, picks: 2, wins: 1, winRate: 0.5 },
      // p3 (0.58) was a push.
      { from: 0.55, to: 0.6, picks: 1, wins: 1, winRate: 1 },
      { from: 0.8, to: 1, picks: 1, wins: 1, winRate: 1 },
    ]);
    expect(calibration.filter((band) => band.picks === 0).every((band) => band.winRate === null)).toBe(true);
    expect(calibration[0]?.from).toBe(0);
    expect(calibration.at(-1)?.to).toBe(1);
  });

  it('filters by sport, tier and month, the headline following the filter', async () => {
    const nba = (await recordOf(t.app, '?sport=nba')).record;
    expect(ids(nba.picks)).toEqual([p.p3, p.p2, p.p1].map((row) => row.id));
    expect(nba.headline).toMatchObject({ picks: 3, wins: 1, losses: 1, pushes: 1, hitRate: 0.5 });
    expect(nba.headline.roi).toBeCloseTo(-10 / 40, 10);
    expect(ids((await recordOf(t.app, '?tier=vip')).record.picks)).toEqual(
      [p.p6, p.p2, p.p1].map((row) => row.id),
    );
    const january = (await recordOf(t.app, '?month=2026-01')).record;
    expect(ids(january.picks)).toEqual([p.p2, p.p1].map((row) => row.id));
    expect(january.headline.unitsWon).toBe(0);
    expect(ids((await recordOf(t.app, '?sport=soccer&tier=platinum&month=2026-02')).record.picks)).toEqual([
      p.p4.id,
    ]);
    const none = (await recordOf(t.app, '?month=2025-12')).record;
    expect(none).toMatchObject({ total: 0, pages: 0, picks: [], profitSeries: [] });
    expect(none.headline).toMatchObject({
      picks: 0,
      hitRate: null,
      roi: null,
      roiInterval: null,
      meanClv: null,
    });
  });

  it('paginates: pages of pageSize rows, the headline over every page', async () => {
    const first = (await recordOf(t.app, '?pageSize=4')).record;
    expect(first).toMatchObject({ page: 1, pageSize: 4, total: 6, pages: 2 });
    expect(ids(first.picks)).toEqual([p.p5, p.p6, p.p4, p.p3].map((row) => row.id));
    const second = (await recordOf(t.app, '?pageSize=4&page=2')).record;
    expect(ids(second.picks)).toEqual([p.p2, p.p1].map((row) => row.id));
    expect(second.headline).toEqual(first.headline);
    expect((await recordOf(t.app, '?pageSize=4&page=3')).record.picks).toEqual([]);
    expect((await recordOf(t.app)).record.pageSize).toBe(25);
  });

  it.each([
    ['a page size above 100', '?pageSize=101'],
    ['a page below 1', '?page=0'],
    ['a page that is no number', '?page=two'],
    ['a month that does not exist', '?month=2026-13'],
    ['a month in another format', '?month=01-2026'],
    ['an unknown sport', '?sport=golf'],
    ['an unknown tier', '?tier=gold'],
    ['an unknown parameter', '?status=pending'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/record${query}` });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
  });
});

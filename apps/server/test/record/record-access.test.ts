import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickRow } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { expectNoLeak, secretPick } from '../helpers/leak-search';
import {
  adminCaller,
  anonymous,
  type Caller,
  headersOf,
  hoursFromNow,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';
import { gradedPick, recordOf } from './record-helpers';

let t: TestApp;
let admin: Caller;
let regular: Caller;
type SecretPick = PickRow & ReturnType<typeof secretPick>;
let lost: SecretPick;
let won: SecretPick;
let upcoming: SecretPick;

const JUNE = '?month=2025-06';
const ROW_KEYS = [
  'awayTeam',
  'corrections',
  'date',
  'details',
  'homeTeam',
  'id',
  'league',
  'offFeed',
  'priceUnverified',
  'result',
  'resultSource',
  'sport',
  'tier',
  'units',
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = secretPick('A');
  const b = secretPick('B');
  const c = secretPick('C');
  const june = new Date('2025-06-14T18:00:00Z');
  lost = {
    ...(await gradedPick(db, {
      ...a.row,
      tier: 'diamante',
      eventStartTime: june,
      result: 'loss',
      profit: -13.51,
      clv: -0.0417,
    })),
    ...a,
  };
  won = {
    ...(await gradedPick(db, {
      ...b.row,
      tier: 'platinum',
      eventStartTime: new Date('2025-06-15T18:00:00Z'),
      result: 'win',
      profit: 18.19,
      clv: 0.0533,
      closingOdds: 2.2222,
    })),
    ...b,
  };
  upcoming = {
    ...(await publishedPick(db, { ...c.row, tier: 'diamante', eventStartTime: hoursFromNow(6) })),
    ...c,
  };
  admin = await adminCaller(t.app, db);
  regular = await regularCaller(t.app, db, 'regular without a plan');
});
afterAll(async () => t?.close());

const allSecrets = () => [...lost.secrets, ...won.secrets, ...upcoming.secrets];

describe(`who sees what of the record on ${testDatabaseMode}`, () => {
  it('shows a visitor each graded pick without its details, and no secret of any pick anywhere', async () => {
    const { record, body } = await recordOf(t.app, JUNE);
    expect(record.detailed).toBe(false);
    expect(record.picks.map((row) => row.id)).toEqual([won.id, lost.id]);
    for (const row of record.picks) {
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row.details).toBeNull();
    }
    expect(record.picks[1]).toMatchObject({ result: 'loss', units: -1, tier: 'diamante', corrections: [] });
    expect(record.headline).toMatchObject({ picks: 2, wins: 1, losses: 1 });
    expectNoLeak(body, allSecrets(), 'the record of June, as a visitor');
    expectNoLeak((await recordOf(t.app)).body, allSecrets(), 'the whole record, as a visitor');
  });

  it.each([
    ['a regular user without a plan', () => regular],
    ['an admin', () => admin],
  ])('shows %s every graded pick in full, and still nothing of an upcoming pick', async (_name, caller) => {
    const { record, body } = await recordOf(t.app, JUNE, caller().cookie ?? undefined);
    expect(record.detailed).toBe(true);
    const [first, second] = record.picks;
    expect(first?.id).toBe(won.id);
    expect(first?.details).toMatchObject({
      selection: won.row.selection,
      displayLine: won.row.displayLine,
      line: won.row.line,
      odds: won.row.odds,
      oddsAmerican: won.row.oddsAmerican,
      stake: won.row.stake,
      edge: won.row.edge,
      pModel: won.row.pModel,
      clv: 0.0533,
      closingOdds: 2.2222,
      profit: 18.19,
    });
    expect(second?.details).toMatchObject({ selection: lost.row.selection, profit: -13.51, clv: -0.0417 });
    expectNoLeak(body, upcoming.secrets, `the record as ${caller().name}`);
    expectNoLeak(body, [...won.adminOnly, ...lost.adminOnly], `the record as ${caller().name}`);
  });

  it('treats a cookie that is no session as a visitor', async () => {
    const { record } = await recordOf(t.app, JUNE, 'sid=made-up');
    expect(record.detailed).toBe(false);
    expect(record.picks.every((row) => row.details === null)).toBe(true);
  });
});

describe(`corrections on the record on ${testDatabaseMode}`, () => {
  const setResult = (id: string, result: 'win' | 'loss' | 'push') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/picks/${id}/result`,
      headers: headersOf(admin),
      // A first result ignores the reason; a correction needs one.
      payload: { result, reason: `Corrected to ${result}` },
    });
  const rowOf = async (id: string, caller: Caller = anonymous) =>
    (await recordOf(t.app, '?month=2025-09', caller.cookie ?? undefined)).record.picks.find(
      (r) => r.id === id,
    );

  it('shows a result changed after grading with its date, at once, and keeps the first grading out', async () => {
    const graded = await gradedPick(t.database.db, {
      eventStartTime: new Date('2025-09-01T18:00:00Z'),
      result: 'win',
      profit: 22,
    });
    expect((await rowOf(graded.id))?.corrections).toEqual([]);
    const before = Date.now();
    expect((await setResult(graded.id, 'loss')).statusCode).toBe(200);
    const row = await rowOf(graded.id);
    expect(row).toMatchObject({
      result: 'loss',
      units: -1,
      corrections: [{ from: 'win', to: 'loss', reason: 'Corrected to loss' }],
    });
    const correctedAt = Date.parse(row?.corrections[0]?.at ?? '');
    expect(correctedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(correctedAt).toBeLessThanOrEqual(Date.now() + 1_000);
    expect((await rowOf(graded.id, regular))?.corrections).toEqual(row?.corrections);
  });

  it('lists corrections oldest first; a first result set by hand is a grading, not a correction', async () => {
    const open = await gradedPick(t.database.db, {
      eventStartTime: new Date('2025-09-02T18:00:00Z'),
      result: null,
      profit: null,
      gradedAt: null,
    });
    expect(await rowOf(open.id)).toBeUndefined();
    expect((await setResult(open.id, 'win')).statusCode).toBe(200);
    expect((await rowOf(open.id))?.corrections).toEqual([]);
    expect((await setResult(open.id, 'push')).statusCode).toBe(200);
    expect((await setResult(open.id, 'loss')).statusCode).toBe(200);
    const corrections = (await rowOf(open.id))?.corrections ?? [];
    expect(corrections.map(({ from, to }) => [from, to])).toEqual([
      ['win', 'push'],
      ['push', 'loss'],
    ]);
  });
});

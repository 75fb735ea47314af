import {
  AdminPickCountsSchema,
  AdminPicksResponseSchema,
  ApiErrorSchema,
  GradedSummarySchema,
} from '@arcade/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  cookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

const inject = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const page = async (query = '') => {
  const res = await inject(`/api/admin/picks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPicksResponseSchema.parse(res.json());
};
const list = async (query = '') => (await page(query)).picks;

/** Every page of a query, following nextCursor to the end: the ids in order and each page's size. */
async function walk(query: string) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `${query ? `${query}&` : '?'}cursor=${cursor}` : query;
    const answer = await page(suffix);
    ids.push(...answer.picks.map((pick) => pick.id));
    sizes.push(answer.picks.length);
    cursor = answer.nextCursor;
  } while (cursor !== null && sizes.length < 100);
  return { ids, sizes };
}

/** The stored order the list promises: newest first, the id breaking ties. */
async function storedOrder() {
  const rows = await t.database.db
    .select({ id: picks.id })
    .from(picks)
    .orderBy(desc(picks.timestamp), desc(picks.id));
  return rows.map((row) => row.id);
}

const setTime = (id: string, time: string) =>
  t.database.db.execute(sql`update picks set timestamp = ${time}::timestamptz where id = ${id}::uuid`);

describe(`the admin pick list on ${testDatabaseMode}`, () => {
  it('lists picks of every status, newest first, with ISO dates, and no next page when all fit', async () => {
    await t.database.db.delete(picks);
    const old = await createPick(t.database.db, { timestamp: new Date('2026-01-01T10:00:00Z') });
    const middle = await createPick(t.database.db, {
      status: 'approved',
      timestamp: new Date('2026-01-02T10:00:00Z'),
    });
    const newest = await createPick(t.database.db, {
      status: 'published',
      timestamp: new Date('2026-01-03T10:00:00Z'),
    });
    const answer = await page();
    expect(answer.picks.map((p) => p.id)).toEqual([newest.id, middle.id, old.id]);
    expect(answer.picks[0]?.timestamp).toBe('2026-01-03T10:00:00.000Z');
    expect(answer.picks[0]?.odds).toBe(2.1);
    expect(answer.nextCursor).toBeNull();
  });

  it('filters by status (one or several), sport, tier, whether a result exists and strategy', async () => {
    await t.database.db.delete(picks);
    const pendingSoccer = await createPick(t.database.db, { sport: 'soccer', tier: 'vip' });
    const graded = await createPick(t.database.db, {
      status: 'published',
      tier: 'diamante',
      result: 'loss',
      profit: -20,
      gradedAt: new Date(),
    });
    const open = await createPick(t.database.db, { status: 'published', tier: 'diamante' });
    const approved = await createPick(t.database.db, { status: 'approved', strategy: 'manual' });
    const ids = async (query: string) => (await list(query)).map((p) => p.id).sort();

    expect(await ids('?status=pending')).toEqual([pendingSoccer.id]);
    expect(await ids('?sport=soccer')).toEqual([pendingSoccer.id]);
    expect(await ids('?tier=diamante')).toEqual([graded.id, open.id].sort());
    expect(await ids('?hasResult=true')).toEqual([graded.id]);
    expect(await ids('?status=published&hasResult=false')).toEqual([open.id]);
    expect(await ids('?status=approved,published&hasResult=false')).toEqual([open.id, approved.id].sort());
    expect(await ids('?strategy=manual')).toEqual([approved.id]);
  });

  it('refuses unknown filter values, unknown filters and page sizes out of 1–200 with 400', async () => {
    const queries = [
      '?status=won',
      '?status=pending,won',
      '?status=',
      '?sport=cricket',
      '?tier=gold',
      '?hasResult=yes',
      '?statu=pending',
      '?strategy=guesswork',
      '?limit=0',
      '?limit=201',
      '?limit=ten',
    ];
    for (const query of queries) {
      const res = await inject(`/api/admin/picks${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('pages 50 picks at a time by default, and up to 200 when asked', async () => {
    await t.database.db.delete(picks);
    for (let i = 0; i < 210; i += 1) {
      await createPick(t.database.db, { timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = await page();
    expect(first.picks).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    expect((await page('?limit=200')).picks).toHaveLength(200);
    const walked = await walk('');
    expect(walked.sizes).toEqual([50, 50, 50, 50, 10]);
    expect(walked.ids).toEqual(await storedOrder());
  });

  it('walks every pick exactly once, in order, through equal times and times a microsecond apart', async () => {
    await t.database.db.delete(picks);
    const same = new Date('2026-03-01T12:00:00Z');
    // Twelve picks made at the same instant: only the id orders them.
    for (let i = 0; i < 12; i += 1) await createPick(t.database.db, { timestamp: same });
    // Picks within one millisecond, as the database's own clock stores them (microseconds).
    const micro = [];
    for (let i = 0; i < 6; i += 1) micro.push(await createPick(t.database.db));
    const times = ['.123456', '.123455', '.123401', '.123400', '.123399', '.123000'];
    for (const [index, pick] of micro.entries())
      await setTime(pick.id, `2026-03-02T08:00:00${times[index]}Z`);
    for (let i = 0; i < 9; i += 1) {
      await createPick(t.database.db, { timestamp: new Date(Date.UTC(2026, 1, 1 + i)) });
    }
    const expected = await storedOrder();
    expect(expected).toHaveLength(27);
    for (const limit of [1, 2, 3, 5, 7, 50]) {
      const walked = await walk(`?limit=${limit}`);
      expect(walked.ids, `limit ${limit}`).toEqual(expected);
      expect(new Set(walked.ids).size).toBe(expected.length);
      expect(Math.max(...walked.sizes)).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps the filters on every page', async () => {
    await t.database.db.delete(picks);
    for (let i = 0; i < 30; i += 1) {
      await createPick(t.database.db, {
        sport: i % 2 === 0 ? 'soccer' : 'nba',
        tier: i % 3 === 0 ? 'vip' : 'platinum',
        status: i % 5 === 0 ? 'approved' : 'pending',
        timestamp: new Date(Date.UTC(2026, 0, 1, i)),
      });
    }
    const walked = await walk('?status=pending&sport=soccer&tier=platinum&limit=2');
    const expected = (await list('?limit=200'))
      .filter((p) => p.status === 'pending' && p.sport === 'soccer' && p.tier === 'platinum')
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(3);
    expect(walked.ids).toEqual(expected);
  });

  it('continues where the last page ended when a newer pick arrives meanwhile', async () => {
    await t.database.db.delete(picks);
    for (let i = 0; i < 6; i += 1) {
      await createPick(t.database.db, { timestamp: new Date(Date.UTC(2026, 0, 1, i)) });
    }
    const before = await storedOrder();
    const first = await page('?limit=3');
    await createPick(t.database.db, { timestamp: new Date(Date.UTC(2027, 0, 1)) });
    const second = await page(`?limit=3&cursor=${first.nextCursor}`);
    expect([...first.picks, ...second.picks].map((p) => p.id)).toEqual(before);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give with 400 and says so', async () => {
    const id = (await createPick(t.database.db)).id;
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const cursors = [
      'not a cursor!',
      encode('hello'),
      encode(`2026-01-01T00:00:00.000000Z|not-a-uuid`),
      encode(`2026-13-45T99:00:00.000000Z|${id}`),
      encode(`2026-01-01T00:00:00Z|${id}`),
      encode(`2026-01-01T00:00:00.000000Z|${id}|extra`),
      encode(`'; drop table picks; --|${id}`),
      'x'.repeat(201),
    ];
    for (const cursor of cursors) {
      const res = await inject(`/api/admin/picks?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      const { error } = ApiErrorSchema.parse(res.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.issues?.[0]?.path, cursor).toMatch(/cursor/);
    }
    const good = encode(`2030-01-01T00:00:00.000000Z|${id}`);
    expect((await inject(`/api/admin/picks?cursor=${good}`)).statusCode).toBe(200);
  });
});

describe(`the admin tabs' counts and Historial's summary on ${testDatabaseMode}`, () => {
  it('are read again after a change of the picks is announced', async () => {
    await t.database.db.delete(picks);
    await createPick(t.database.db, { status: 'published', result: 'win', profit: 22 });
    picksChanged();
    const counts = async () => AdminPickCountsSchema.parse((await inject('/api/admin/picks/counts')).json());
    const graded = async () =>
      GradedSummarySchema.parse((await inject('/api/admin/picks/summary')).json()).summary.picks;
    expect((await counts()).history).toBe(1);
    expect(await graded()).toBe(1);
    await createPick(t.database.db, { status: 'published', result: 'loss', profit: -20 });
    picksChanged();
    expect((await counts()).history).toBe(2);
    expect(await graded()).toBe(2);
  });

  it('counts pending, approved-or-published without a result, and graded picks', async () => {
    await t.database.db.delete(picks);
    for (let i = 0; i < 3; i += 1) await createPick(t.database.db);
    await createPick(t.database.db, { status: 'approved' });
    await createPick(t.database.db, { status: 'published' });
    await createPick(t.database.db, { status: 'published' });
    await createPick(t.database.db, { status: 'published', result: 'win', profit: 22 });
    picksChanged();
    const res = await inject('/api/admin/picks/counts');
    expect(res.statusCode).toBe(200);
    expect(AdminPickCountsSchema.parse(res.json())).toEqual({ pending: 3, approved: 3, history: 1 });
  });

  it('sums the graded record over every graded pick, with each breakdown ignoring its own filter', async () => {
    await t.database.db.delete(picks);
    const graded = (values: Parameters<typeof createPick>[1]) =>
      createPick(t.database.db, { status: 'published', ...values });
    // soccer diamante: a win of 21 (stored), a loss of -20; nba vip: a win with no stored profit
    // (20 × (2.10 − 1) = 22), a push; an ungraded published pick counts nowhere.
    await graded({
      sport: 'soccer',
      tier: 'diamante',
      result: 'win',
      profit: 21,
      gradedAt: new Date('2026-04-01T10:00:00Z'),
    });
    await graded({
      sport: 'soccer',
      tier: 'diamante',
      result: 'loss',
      profit: -20,
      gradedAt: new Date('2026-04-01T20:00:00Z'),
    });
    await graded({
      sport: 'nba',
      tier: 'vip',
      result: 'win',
      profit: null,
      gradedAt: new Date('2026-04-03T10:00:00Z'),
    });
    await graded({
      sport: 'nba',
      tier: 'vip',
      result: 'push',
      profit: 0,
      gradedAt: null,
      timestamp: new Date('2026-04-02T10:00:00Z'),
    });
    await graded({ sport: 'nba', tier: 'diamante' });
    picksChanged();

    const summary = async (query = '') => {
      const res = await inject(`/api/admin/picks/summary${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return GradedSummarySchema.parse(res.json());
    };
    const all = await summary();
    expect(all.summary).toEqual({
      picks: 4,
      wins: 2,
      losses: 1,
      pushes: 1,
      winRate: 2 / 3,
      profit: 23,
      staked: 80,
      roi: 23 / 80,
      averageProfit: 23 / 4,
    });
    expect(all.bySport.map((group) => [group.key, group.picks, group.profit])).toEqual([
      ['soccer', 2, 1],
      ['nba', 2, 22],
    ]);
    expect(all.byTier.map((group) => [group.key, group.picks])).toEqual([
      ['diamante', 2],
      ['platinum', 0],
      ['exclusivo', 0],
      ['vip', 2],
    ]);
    expect(all.series).toEqual([
      { date: '2026-04-01', picks: 2, profit: 1, cumulative: 1 },
      { date: '2026-04-02', picks: 1, profit: 0, cumulative: 1 },
      { date: '2026-04-03', picks: 1, profit: 22, cumulative: 23 },
    ]);

    const nba = await summary('?sport=nba');
    expect(nba.summary).toMatchObject({ picks: 2, wins: 1, pushes: 1, profit: 22, winRate: 1 });
    // By sport still compares every sport; by tier follows the sport filter.
    expect(nba.bySport.map((group) => group.key)).toEqual(['soccer', 'nba']);
    expect(nba.byTier.map((group) => group.picks)).toEqual([0, 0, 0, 2]);
    expect(nba.series.map((day) => day.date)).toEqual(['2026-04-02', '2026-04-03']);

    const vipSoccer = await summary('?sport=soccer&tier=vip');
    expect(vipSoccer.summary).toMatchObject({ picks: 0, winRate: 0, roi: 0, averageProfit: 0 });
    expect(vipSoccer.series).toEqual([]);
    expect((await inject('/api/admin/picks/summary?tier=gold')).statusCode).toBe(400);
  });

  it('answers the same figures however many picks there are: the summary does not list picks', async () => {
    const res = await inject('/api/admin/picks/summary');
    expect(res.body.length).toBeLessThan(4_000);
    const [row] = await t.database.db.select({ id: picks.id }).from(picks).where(eq(picks.sport, 'nba'));
    expect(res.body).not.toContain(row?.id);
  });
});

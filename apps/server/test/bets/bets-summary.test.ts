import {
  AccountExportSchema,
  AdminStatsSchema,
  BET_CURVE_MAX_POINTS,
  BetCurveSchema,
  BetSummarySchema,
} from '@arcade/contracts';
import { betProfit, closingLineValue, meanOf, recordHitRate, recordRoi, roundCents } from '@arcade/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, type NewBetRow, type NewPickRow, picks, users } from '../../src/db/schema/index';
import { sessionUserChanged } from '../../src/modules/sessions';
import { createAccount, loginAs } from '../helpers/accounts';
import { testDatabaseMode } from '../helpers/database';
import { adminCaller, type Caller, hoursFromNow } from '../helpers/subscribers';
import { call, platinumSubscriber, useApp } from './bets-helpers';

const held = useApp();
const db = () => held.t.database.db;
const app = () => held.t.app;

type Placed = {
  odds: number;
  publishedOdds: number;
  stake: number;
  result: 'win' | 'loss' | 'push' | 'void' | null;
  pClose: number | null;
  daysAgo: number;
  bookmaker?: string;
};

/** Writes graded picks and the person's bets on them, as grading would have left them. */
async function book(userId: string, placed: readonly Placed[]) {
  const pickRows: NewPickRow[] = placed.map((bet, i) => ({
    sport: 'nba',
    league: 'NBA',
    homeTeam: `Home ${i}`,
    awayTeam: `Away ${i}`,
    selection: `Home ${i}`,
    market: 'h2h',
    odds: bet.publishedOdds,
    oddsAmerican: 110,
    pModel: 0.55,
    edge: 0.05,
    stake: 10,
    bankroll: 1000,
    expectedValue: 0.5,
    tier: 'platinum',
    status: 'published',
    minOdds: 1.87,
    pMarketClose: bet.pClose,
    eventStartTime: hoursFromNow(-24 * bet.daysAgo),
  }));
  const stored =
    pickRows.length > 0 ? await db().insert(picks).values(pickRows).returning({ id: picks.id }) : [];
  const betRows: NewBetRow[] = placed.map((bet, i) => ({
    userId,
    pickId: stored[i]?.id ?? null,
    odds: bet.odds,
    stake: bet.stake,
    bookmaker: bet.bookmaker ?? null,
    publishedOdds: bet.publishedOdds,
    sport: 'nba',
    homeTeam: `Home ${i}`,
    awayTeam: `Away ${i}`,
    selection: `Home ${i}`,
    pMarketClose: bet.pClose,
    result: bet.result,
    profit:
      bet.result === null ? null : bet.result === 'void' ? 0 : betProfit(bet.result, bet.stake, bet.odds),
    gradedAt: bet.result === null ? null : hoursFromNow(-24 * bet.daysAgo + 3),
    createdAt: hoursFromNow(-24 * bet.daysAgo - 2),
  }));
  for (let i = 0; i < betRows.length; i += 500)
    await db()
      .insert(bets)
      .values(betRows.slice(i, i + 500));
}

const summaryOf = async (caller: Caller) => {
  const res = await call(app(), caller, 'GET', '/api/bets/summary');
  expect(res.statusCode, res.body).toBe(200);
  return BetSummarySchema.parse(JSON.parse(res.body));
};

const PLACED: Placed[] = [
  { odds: 2.05, publishedOdds: 2.1, stake: 10, result: 'win', pClose: 0.5, daysAgo: 20 },
  { odds: 1.91, publishedOdds: 1.95, stake: 20, result: 'loss', pClose: 0.54, daysAgo: 15 },
  { odds: 2.2, publishedOdds: 2.2, stake: 15, result: 'push', pClose: null, daysAgo: 9 },
  {
    odds: 1.8,
    publishedOdds: 1.85,
    stake: 12.5,
    result: 'win',
    pClose: 0.58,
    daysAgo: 5,
    bookmaker: 'Pinnacle',
  },
  { odds: 2.5, publishedOdds: 2.4, stake: 30, result: 'void', pClose: null, daysAgo: 3 },
  { odds: 2.02, publishedOdds: 2.08, stake: 40, result: null, pClose: 0.51, daysAgo: 1 },
];

describe(`a person's figures on ${testDatabaseMode}`, { timeout: 60_000 }, () => {
  it("computes count, staked, profit, ROI, hit rate, mean CLV and slippage by the record's rules", async () => {
    const me = await platinumSubscriber(held.t);
    await book(me.userId ?? '', PLACED);
    const graded = PLACED.filter((b) => b.result === 'win' || b.result === 'loss' || b.result === 'push');
    const live = PLACED.filter((b) => b.result !== 'void');
    const staked = graded.reduce((sum, b) => sum + b.stake, 0);
    const profit = graded.reduce((sum, b) => sum + betProfit(b.result as 'win', b.stake, b.odds), 0);
    const published = graded.reduce(
      (sum, b) => sum + betProfit(b.result as 'win', b.stake, b.publishedOdds),
      0,
    );
    const clvs = live.flatMap((b) => (b.pClose === null ? [] : [closingLineValue(b.odds, b.pClose)]));
    const slips = live.map((b) => b.odds / b.publishedOdds - 1);
    const summary = await summaryOf(me);
    expect(summary).toMatchObject({
      count: 6,
      graded: 4,
      pending: 1,
      wins: 2,
      losses: 1,
      pushes: 1,
      staked: roundCents(staked),
      profit: roundCents(profit),
      published: { profit: roundCents(published) },
    });
    expect(summary.roi).toBeCloseTo(recordRoi(profit, staked) ?? Number.NaN, 10);
    expect(summary.hitRate).toBeCloseTo(recordHitRate(2, 1) ?? Number.NaN, 10);
    expect(summary.meanClv).toBeCloseTo(
      meanOf(
        clvs.reduce((a, b) => a + b, 0),
        clvs.length,
      ) ?? Number.NaN,
      10,
    );
    expect(summary.slippage).toBeCloseTo(slips.reduce((a, b) => a + b, 0) / slips.length, 10);
    expect(summary.published.roi).toBeCloseTo(published / staked, 10);
    // They took worse prices than published: they gave money away.
    expect(summary.profit).toBeLessThan(summary.published.profit);
  });

  it('has nothing to compute for a new person: counts 0, ratios null', async () => {
    const me = await platinumSubscriber(held.t);
    expect(await summaryOf(me)).toEqual({
      count: 0,
      graded: 0,
      pending: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      staked: 0,
      profit: 0,
      roi: null,
      hitRate: null,
      meanClv: null,
      slippage: null,
      published: { profit: 0, roi: null },
      week: { staked: 0, limit: null, isOverLimit: false },
    });
    expect(BetCurveSchema.parse(JSON.parse((await call(app(), me, 'GET', '/api/bets/curve')).body))).toEqual({
      points: [],
    });
  });

  it("says when the last 7 days' stakes pass the person's weekly limit (void bets and older ones aside)", async () => {
    const me = await platinumSubscriber(held.t);
    await book(me.userId ?? '', PLACED);
    // Within the week: 12.5 (5 days ago) and 40 (yesterday); the void 30 does not count.
    await db()
      .update(users)
      .set({ weeklyStakeLimit: 50 })
      .where(eq(users.id, me.userId ?? ''));
    sessionUserChanged(db(), me.userId ?? '');
    expect((await summaryOf(me)).week).toEqual({ staked: 52.5, limit: 50, isOverLimit: true });
    await db()
      .update(users)
      .set({ weeklyStakeLimit: 52.5 })
      .where(eq(users.id, me.userId ?? ''));
    sessionUserChanged(db(), me.userId ?? '');
    expect((await summaryOf(me)).week).toEqual({ staked: 52.5, limit: 52.5, isOverLimit: false });
  });

  it('draws the profit curve from at most its number of points, ending on the totals', async () => {
    const me = await platinumSubscriber(held.t);
    const placed: Placed[] = Array.from({ length: 301 }, (_, i) => ({
      odds: 1.9 + (i % 5) / 10,
      publishedOdds: 2 + (i % 5) / 10,
      stake: 10,
      result: i % 3 === 0 ? 'loss' : i % 7 === 0 ? 'push' : 'win',
      pClose: null,
      daysAgo: 400 - i,
    }));
    await book(me.userId ?? '', placed);
    const curve = BetCurveSchema.parse(JSON.parse((await call(app(), me, 'GET', '/api/bets/curve')).body));
    expect(curve.points.length).toBeLessThanOrEqual(BET_CURVE_MAX_POINTS);
    expect(curve.points.length).toBeGreaterThan(BET_CURVE_MAX_POINTS / 2);
    const counts = curve.points.map((p) => p.bets);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const summary = await summaryOf(me);
    expect(curve.points.at(-1)).toMatchObject({
      bets: 301,
      profit: summary.profit,
      publishedProfit: summary.published.profit,
    });
    // The third point is the running total of the bets up to it, in grading order.
    const third = curve.points[2];
    const upTo = placed.slice(0, third?.bets ?? 0);
    expect(third?.profit).toBe(
      roundCents(upTo.reduce((sum, b) => sum + betProfit(b.result as 'win', b.stake, b.odds), 0)),
    );
  });

  it('downloads the whole book as CSV, with the formula guard on what the person typed', async () => {
    const me = await platinumSubscriber(held.t);
    await book(me.userId ?? '', [{ ...PLACED[0], bookmaker: '=HYPERLINK("http://evil")' } as Placed]);
    const res = await call(app(), me, 'GET', '/api/bets/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-apuestas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, row, end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.replaceAll('"', '')).toBe(
      'recorded_at,sport,home_team,away_team,selection,line,event_start,published_odds,min_odds,odds,bookmaker,stake,result,profit,clv',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(',2.1,1.87,2.05,');
    expect(row).toContain(',"win",10.5,0.025');
    expect(end).toBe('');
  });

  it('counts people tracking and bets for admins, and never whose', async () => {
    const admin = await adminCaller(app(), db());
    const before = AdminStatsSchema.parse(
      JSON.parse((await call(app(), admin, 'GET', '/api/admin/stats')).body),
    );
    const me = await platinumSubscriber(held.t);
    await book(me.userId ?? '', PLACED.slice(0, 3));
    const res = await call(app(), admin, 'GET', '/api/admin/stats');
    const after = AdminStatsSchema.parse(JSON.parse(res.body));
    expect(after.peopleTrackingBets - before.peopleTrackingBets).toBe(1);
    expect(after.betsRecorded - before.betsRecorded).toBe(3);
    expect(res.body).not.toContain(me.userId ?? '');
  });

  it("puts the person's bets in their account export, and deleting the account deletes them", async () => {
    const account = await createAccount(db(), { emailVerified: true });
    const me: Caller = {
      name: 'leaver',
      userId: account.id,
      cookie: await loginAs(app(), account.email, account.plainPassword),
    };
    await book(account.id, PLACED.slice(0, 2));
    const exported = AccountExportSchema.parse(
      JSON.parse((await call(app(), me, 'GET', '/api/account/export')).body),
    );
    expect(exported.bets.map((b) => [b.odds, b.stake, b.result])).toEqual([
      [2.05, 10, 'win'],
      [1.91, 20, 'loss'],
    ]);
    const res = await call(app(), me, 'DELETE', '/api/account', { password: account.plainPassword });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(bets).where(eq(bets.userId, account.id))).toEqual([]);
  });
});

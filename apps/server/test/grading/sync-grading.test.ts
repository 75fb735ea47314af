import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, nbaGameResults, odds, picks } from '../../src/db/schema/index';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const T0 = new Date('2026-11-22T12:00:00Z');
const demo = { ...createDemoProvider(5), sports: ['nba' as const] };

describe(`the sync closes, values and grades on ${testDatabaseMode}`, () => {
  it('captures the close at the start, records CLV of a published pick, then grades it when the game ends', async () => {
    await syncMarkets(t.database.db, [demo], T0, t.app.log);
    const [game] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.status, 'upcoming'), gt(events.startTime, T0)))
      .orderBy(events.startTime)
      .limit(1);
    if (!game) throw new Error('the demo has no upcoming NBA game');
    const [pick] = await t.database.db
      .insert(picks)
      .values({
        eventId: game.id,
        sport: 'nba',
        league: 'NBA',
        homeTeam: game.homeTeam,
        awayTeam: game.awayTeam,
        selection: 'home',
        market: 'h2h',
        odds: 1.95,
        oddsAmerican: -105,
        pModel: 0.55,
        edge: 0.0725,
        stake: 10,
        bankroll: 1000,
        expectedValue: 0.73,
        tier: 'platinum',
        status: 'published',
        minOdds: 1.86,
      })
      .returning();
    // Just before the start, then long after the end.
    await syncMarkets(t.database.db, [demo], new Date(game.startTime.getTime() - 60_000), t.app.log);
    const [after] = await syncMarkets(
      t.database.db,
      [demo],
      new Date(game.startTime.getTime() + 12 * 3_600_000),
      t.app.log,
    );
    expect(after?.closed).toBeGreaterThan(0);
    expect(after?.graded).toBe(1);

    const closing = await t.database.db
      .select()
      .from(odds)
      .where(and(eq(odds.eventId, game.id), eq(odds.isClosing, true)));
    expect(closing.length).toBeGreaterThanOrEqual(6 * 2);
    expect(closing.every((q) => q.timestamp <= game.startTime)).toBe(true);

    const [finished] = await t.database.db.select().from(events).where(eq(events.id, game.id));
    const [graded] = await t.database.db
      .select()
      .from(picks)
      .where(eq(picks.id, pick?.id as string));
    expect(finished?.status).toBe('finished');
    const won = (finished?.homeScore as number) > (finished?.awayScore as number);
    expect(graded).toMatchObject({ result: won ? 'win' : 'loss', profit: won ? 9.5 : -10 });
    expect(graded?.pMarketClose).toBeGreaterThan(0);
    expect(graded?.clv).toBeCloseTo(1.95 * (graded?.pMarketClose as number) - 1, 5);

    const mirrored = await t.database.db.select().from(nbaGameResults);
    const row = mirrored.find(
      (r) =>
        r.homeTeamScore === finished?.homeScore &&
        r.awayTeamScore === finished?.awayScore &&
        r.status === 'Final',
    );
    expect(row).toBeDefined();
  });
});

import { closingLineValue } from '@arcade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { events, type NewPickRow, odds, picks } from '../../src/db/schema/index';
import { closeAndSettle } from '../../src/modules/market/closing.service';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const START = new Date('2026-11-20T20:00:00Z');
const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000);
const settle = (ids: string[], now: Date) => database.db.transaction((tx) => closeAndSettle(tx, ids, now));

async function event(sport: 'soccer' | 'nba', extra: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(events)
    .values({
      sport,
      league: sport === 'soccer' ? 'Premier League' : 'NBA',
      homeTeam: sport === 'soccer' ? 'Arsenal' : 'Boston Celtics',
      awayTeam: sport === 'soccer' ? 'Chelsea' : 'Miami Heat',
      startTime: START,
      externalId: crypto.randomUUID(),
      ...extra,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

type Quote = [
  bookmaker: string,
  market: 'h2h' | 'spreads' | 'totals',
  selection: string,
  price: number,
  line: number | null,
  hours: number,
];
async function quotes(eventId: string, rows: Quote[]) {
  await database.db.insert(odds).values(
    rows.map(([bookmaker, market, selection, price, line, hours]) => ({
      eventId,
      bookmaker,
      market,
      selection,
      odds: price,
      line,
      timestamp: at(hours),
    })),
  );
}

async function pick(eventId: string, values: Partial<NewPickRow>) {
  const [row] = await database.db
    .insert(picks)
    .values({
      eventId,
      sport: 'nba',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      selection: 'home',
      market: 'h2h',
      odds: 2.1,
      oddsAmerican: 110,
      pModel: 0.52,
      edge: 0.092,
      stake: 20,
      bankroll: 1000,
      expectedValue: 1.84,
      tier: 'platinum',
      status: 'published',
      minOdds: 1.97,
      ...values,
    })
    .returning();
  return row as typeof picks.$inferSelect;
}
const reload = async (id: string) =>
  (await database.db.select().from(picks).where(eq(picks.id, id)))[0] as typeof picks.$inferSelect;

describe(`closing prices, CLV and grading on ${testDatabaseMode}`, () => {
  it('marks, per book and selection, the last quote before the start as closing, once', async () => {
    const game = await event('nba');
    await quotes(game.id, [
      ['pinnacle', 'h2h', 'home', 2.0, null, -3],
      ['pinnacle', 'h2h', 'away', 1.9, null, -3],
      ['pinnacle', 'h2h', 'home', 1.95, null, -1],
      ['pinnacle', 'h2h', 'away', 1.95, null, -1],
      ['pinnacle', 'h2h', 'home', 1.5, null, 0.5], // in play: never the close
    ]);
    expect(await settle([game.id], at(-0.5))).toMatchObject({ closed: 0 });
    expect(await settle([game.id], at(0.1))).toMatchObject({ closed: 1 });
    const closing = await database.db.select().from(odds).where(eq(odds.isClosing, true));
    expect(
      closing
        .filter((o) => o.eventId === game.id)
        .map((o) => [o.selection, o.odds])
        .sort(),
    ).toEqual([
      ['away', 1.95],
      ['home', 1.95],
    ]);
    expect(await settle([game.id], at(1))).toMatchObject({ closed: 0 });
  });

  it('records the closing-line value of published picks from the sharp close, and the best closing price', async () => {
    const game = await event('nba');
    await quotes(game.id, [
      ['pinnacle', 'h2h', 'home', 1.95, null, -1],
      ['pinnacle', 'h2h', 'away', 1.95, null, -1],
      ['bet365', 'h2h', 'home', 2.02, null, -1],
      ['bet365', 'h2h', 'away', 1.8, null, -1],
    ]);
    const published = await pick(game.id, { odds: 2.1 });
    const pending = await pick(game.id, { status: 'pending' });
    expect(await settle([game.id], at(0.1))).toMatchObject({ closed: 1, valued: 1 });
    const valued = await reload(published.id);
    expect(valued.pMarketClose).toBeCloseTo(0.5, 6);
    expect(valued.closingOdds).toBe(2.02);
    expect(valued.clv).toBeCloseTo(closingLineValue(2.1, 0.5), 6); // 0.05
    expect((await reload(pending.id)).clv).toBeNull();
  });

  it('values a spread pick against books that closed on the same line only', async () => {
    const game = await event('nba');
    await quotes(game.id, [
      ['pinnacle', 'spreads', 'home', 1.91, -3.5, -1],
      ['pinnacle', 'spreads', 'away', 1.91, 3.5, -1],
      ['bet365', 'spreads', 'home', 1.7, -2.5, -1],
      ['bet365', 'spreads', 'away', 2.1, 2.5, -1],
    ]);
    const spread = await pick(game.id, { market: 'spreads', selection: 'away', line: 3.5, odds: 2.0 });
    await settle([game.id], at(0.1));
    const valued = await reload(spread.id);
    expect(valued.pMarketClose).toBeCloseTo(0.5, 6);
    expect(valued.closingOdds).toBe(1.91);
    expect(valued.clv).toBeCloseTo(0, 6);
  });

  it('leaves the CLV empty when no book priced the whole market at the close', async () => {
    const game = await event('nba');
    await quotes(game.id, [['pinnacle', 'h2h', 'home', 1.95, null, -1]]);
    const lonely = await pick(game.id, {});
    expect(await settle([game.id], at(0.1))).toMatchObject({ valued: 0 });
    expect((await reload(lonely.id)).clv).toBeNull();
  });

  it('grades published picks of finished events, with profit from stake and odds, and never twice', async () => {
    const game = await event('soccer', { status: 'finished', homeScore: 1, awayScore: 1 });
    const soccer = { sport: 'soccer' as const, homeTeam: 'Arsenal', awayTeam: 'Chelsea' };
    const home = await pick(game.id, { ...soccer, selection: 'home', odds: 2.5, stake: 10 });
    const draw = await pick(game.id, { ...soccer, selection: 'draw', odds: 3.4, stake: 10 });
    const over = await pick(game.id, { ...soccer, market: 'totals', selection: 'over', line: 2, odds: 1.9 });
    const team = await pick(game.id, { ...soccer, selection: 'Chelsea', odds: 3.0, stake: 5 });
    const unknown = await pick(game.id, { ...soccer, selection: 'Chelsea or draw' });
    const approved = await pick(game.id, { ...soccer, status: 'approved' });
    const byAdmin = await pick(game.id, { ...soccer, result: 'win', profit: 15, selection: 'home' });

    expect(await settle([game.id], at(3))).toMatchObject({ graded: 4 });
    expect(await reload(home.id)).toMatchObject({ result: 'loss', profit: -10 });
    expect(await reload(draw.id)).toMatchObject({ result: 'win', profit: 24 });
    expect(await reload(over.id)).toMatchObject({ result: 'push', profit: 0 });
    expect(await reload(team.id)).toMatchObject({ result: 'loss', profit: -5 });
    expect((await reload(unknown.id)).result).toBeNull();
    expect((await reload(approved.id)).result).toBeNull();
    expect(await reload(byAdmin.id)).toMatchObject({ result: 'win', profit: 15 });
    expect((await reload(home.id)).gradedAt?.toISOString()).toBe(at(3).toISOString());

    expect(await settle([game.id], at(4))).toMatchObject({ graded: 0 });
  });

  it('does not grade an event that has not finished', async () => {
    const game = await event('nba', { status: 'live', homeScore: 50, awayScore: 40 });
    const live = await pick(game.id, {});
    expect(await settle([game.id], at(1))).toMatchObject({ graded: 0 });
    expect((await reload(live.id)).result).toBeNull();
  });
});

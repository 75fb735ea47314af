import { BetsPageSchema } from '@arcade/contracts';
import { betProfit } from '@arcade/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, events, picks, users } from '../../src/db/schema/index';
import { closeAndSettle } from '../../src/modules/market/closing.service';
import { createAccount } from '../helpers/accounts';
import { testDatabaseMode } from '../helpers/database';
import { adminCaller, hoursFromNow, publishedPick } from '../helpers/subscribers';
import { call, platinumSubscriber, recordBet, useApp } from './bets-helpers';

const held = useApp();
const db = () => held.t.database.db;
const app = () => held.t.app;

/** A game of the feed starting in two hours, and a platinum pick on the home side. */
async function gameWithPick(pick: { market?: 'h2h' | 'spreads'; line?: number; odds?: number } = {}) {
  const [game] = await db()
    .insert(events)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      startTime: hoursFromNow(2),
      externalId: crypto.randomUUID(),
    })
    .returning();
  if (!game) throw new Error('insert failed');
  const row = await publishedPick(db(), {
    eventId: game.id,
    tier: 'platinum',
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    selection: 'home',
    market: pick.market ?? 'h2h',
    line: pick.line ?? null,
    odds: pick.odds ?? 2.1,
    eventStartTime: game.startTime,
  });
  return { game, pick: row };
}

/** The game is over with this score; the sync grades it. */
async function finish(gameId: string, homeScore: number, awayScore: number) {
  await db()
    .update(events)
    .set({ status: 'finished', homeScore, awayScore, startTime: hoursFromNow(-3) })
    .where(eq(events.id, gameId));
  await db()
    .update(picks)
    .set({ eventStartTime: hoursFromNow(-3) })
    .where(eq(picks.eventId, gameId));
  return db().transaction((tx) => closeAndSettle(tx, [gameId], new Date()));
}

const betsOfPick = (pickId: string) => db().select().from(bets).where(eq(bets.pickId, pickId));

describe(`bets graded with their pick on ${testDatabaseMode}`, { timeout: 60_000 }, () => {
  it("grades every person's bet at their own price and stake when the sync grades the pick", async () => {
    const { game, pick } = await gameWithPick({ odds: 2.1 });
    const placed = [
      { odds: 2.05, stake: 10 },
      { odds: 1.95, stake: 33.33 },
      { odds: 2.1, stake: 7.77 },
    ];
    for (const [i, bet] of placed.entries()) {
      await recordBet(app(), await platinumSubscriber(held.t, `bettor ${i}`), { pickId: pick.id, ...bet });
    }
    expect(await finish(game.id, 110, 100)).toMatchObject({ graded: 1 });
    const graded = await betsOfPick(pick.id);
    expect(graded.map((b) => [b.odds, b.stake, b.result, b.profit]).sort()).toEqual(
      placed.map((b) => [b.odds, b.stake, 'win', betProfit('win', b.stake, b.odds)]).sort(),
    );
    expect(graded.every((b) => b.gradedAt !== null)).toBe(true);
  });

  it("rounds each person's winnings to the cent exactly as core's betProfit, half away from zero", async () => {
    const { game, pick } = await gameWithPick();
    // Products landing on half a cent, and the binary look-alikes of it.
    const cases = [
      [1.1, 0.05],
      [1.5, 0.01],
      [2.005, 1],
      [1.015, 3],
      [3.3333, 3.33],
      [1.0001, 50],
      [2.345, 0.03],
      [9.999, 12.34],
    ] as const;
    const people = await Promise.all(cases.map(() => createAccount(db())));
    await db()
      .insert(bets)
      .values(
        cases.map(([odds, stake], i) => ({
          userId: people[i]?.id ?? '',
          pickId: pick.id,
          odds,
          stake,
          publishedOdds: 2.1,
          sport: 'nba' as const,
          homeTeam: pick.homeTeam,
          awayTeam: pick.awayTeam,
          selection: pick.selection,
        })),
      );
    await finish(game.id, 120, 90);
    const graded = await betsOfPick(pick.id);
    for (const [odds, stake] of cases) {
      const row = graded.find((b) => b.odds === odds && b.stake === stake);
      expect({ odds, stake, profit: row?.profit }).toEqual({
        odds,
        stake,
        profit: betProfit('win', stake, odds),
      });
    }
  });

  it('returns the stake of a push and regrades the bets when an admin corrects the result', async () => {
    const { game, pick } = await gameWithPick({ market: 'spreads', line: -5, odds: 1.95 });
    const me = await platinumSubscriber(held.t);
    await recordBet(app(), me, { pickId: pick.id, odds: 1.9, stake: 20 });
    await finish(game.id, 105, 100);
    expect((await betsOfPick(pick.id))[0]).toMatchObject({ result: 'push', profit: 0 });

    const admin = await adminCaller(app(), db());
    const res = await call(app(), admin, 'PATCH', `/api/admin/picks/${pick.id}/result`, {
      result: 'loss',
      reason: 'The line was -4.5 at the book',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await betsOfPick(pick.id))[0]).toMatchObject({ result: 'loss', profit: -20 });
  });

  it('voids the bets of a pick withdrawn before its start, and keeps them readable in the book', async () => {
    const { pick } = await gameWithPick();
    const me = await platinumSubscriber(held.t);
    const bet = await recordBet(app(), me, { pickId: pick.id, odds: 2.08, stake: 15 });
    const admin = await adminCaller(app(), db());
    const res = await call(app(), admin, 'POST', `/api/admin/picks/${pick.id}/withdraw`, {
      reason: 'Star player ruled out before the market moved',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await db().select().from(bets).where(eq(bets.id, bet.id));
    expect(row).toMatchObject({ pickId: null, result: 'void', profit: 0 });
    const page = BetsPageSchema.parse(JSON.parse((await call(app(), me, 'GET', '/api/bets')).body));
    expect(page.bets[0]).toMatchObject({
      id: bet.id,
      homeTeam: pick.homeTeam,
      publishedOdds: 2.1,
      result: 'void',
      isLocked: true,
      minOdds: null,
    });
  });

  it('grades many bets on one pick in one statement, not one per bet', async () => {
    const { game, pick } = await gameWithPick();
    const people = await db()
      .insert(users)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          email: `many-bettor-${crypto.randomUUID()}-${i}@example.com`,
          name: 'Bettor',
          password: 'not-a-usable-hash',
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(bets)
      .values(
        people.map((person, i) => ({
          userId: person.id,
          pickId: pick.id,
          odds: 2 + (i % 10) / 100,
          stake: 1 + (i % 7),
          publishedOdds: 2.1,
          sport: 'nba' as const,
          homeTeam: pick.homeTeam,
          awayTeam: pick.awayTeam,
          selection: pick.selection,
        })),
      );
    // A statement-level trigger counts the UPDATE statements that reach the table, whatever the driver.
    await db().execute(sql`create table bet_update_statements (at timestamptz not null default now())`);
    await db().execute(sql`create function count_bet_update() returns trigger language plpgsql as $$
      begin insert into bet_update_statements default values; return null; end $$`);
    await db().execute(
      sql`create trigger count_bet_updates after update on bets for each statement execute function count_bet_update()`,
    );
    try {
      await finish(game.id, 99, 100);
    } finally {
      await db().execute(sql`drop trigger count_bet_updates on bets`);
    }
    const counted = await db().execute(sql`select count(*)::int as n from bet_update_statements`);
    const statements = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n;
    await db().execute(sql`drop function count_bet_update()`);
    await db().execute(sql`drop table bet_update_statements`);
    expect(statements).toBe(1);
    const graded = await db()
      .select()
      .from(bets)
      .where(
        inArray(
          bets.userId,
          people.map((p) => p.id),
        ),
      );
    expect(graded.every((b) => b.result === 'loss' && b.profit === -b.stake)).toBe(true);
  });
});

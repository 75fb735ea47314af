import { betProfit, closingLineValue, seededRandom } from '@arcade/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { type BetRow, betSums, bets } from '../../src/db/schema/index';
import { closeBets, gradeBets, voidBets } from '../../src/modules/bets';
import { createAccount } from '../helpers/accounts';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const RESULT_COUNT = { win: 'wins', loss: 'losses', push: 'pushes' } as const;

type Sums = Omit<typeof betSums.$inferSelect, 'userId'>;

const emptySums = (): Sums => ({
  count: 0,
  graded: 0,
  pending: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  staked: 0,
  profit: 0,
  publishedProfit: 0,
  clvSum: 0,
  clvCount: 0,
  slippageSum: 0,
  slippageCount: 0,
});

/** Each person's sums computed here from their bets, with core's rules: what their row must hold. */
function expectedSums(rows: readonly BetRow[]): Map<string, Sums> {
  const byUser = new Map<string, Sums>();
  for (const bet of rows) {
    const sums = byUser.get(bet.userId) ?? emptySums();
    sums.count += 1;
    if (bet.result === null) sums.pending += 1;
    if (bet.result === 'win' || bet.result === 'loss' || bet.result === 'push') {
      sums.graded += 1;
      sums[RESULT_COUNT[bet.result]] += 1;
      sums.staked += bet.stake;
      sums.profit += bet.profit ?? 0;
      sums.publishedProfit += betProfit(bet.result, bet.stake, bet.publishedOdds);
    }
    if (bet.result !== 'void') {
      sums.slippageSum += bet.odds / bet.publishedOdds - 1;
      sums.slippageCount += 1;
      if (bet.pMarketClose !== null) {
        sums.clvSum += closingLineValue(bet.odds, bet.pMarketClose);
        sums.clvCount += 1;
      }
    }
    byUser.set(bet.userId, sums);
  }
  return byUser;
}

async function expectSumsToMatch(step: string) {
  const db = database.db;
  const expected = expectedSums(await db.select().from(bets));
  const kept = await db.select().from(betSums);
  expect(kept.map((row) => row.userId).sort(), step).toEqual([...expected.keys()].sort());
  for (const { userId, ...row } of kept) {
    const want = expected.get(userId) ?? emptySums();
    const counts = (sums: Sums) => [
      sums.count,
      sums.graded,
      sums.pending,
      sums.wins,
      sums.losses,
      sums.pushes,
      sums.clvCount,
      sums.slippageCount,
    ];
    expect(counts(row), step).toEqual(counts(want));
    for (const name of ['staked', 'profit', 'publishedProfit', 'clvSum', 'slippageSum'] as const) {
      expect(row[name], `${step}: ${name}`).toBeCloseTo(want[name], 8);
    }
  }
}

describe(`the sums kept by the bets' triggers on ${testDatabaseMode}`, { timeout: 120_000 }, () => {
  it('equal the figures computed from every bet after each of many random writes', async () => {
    const db = database.db;
    const random = seededRandom(41);
    const any = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const people = await Promise.all([1, 2, 3].map(() => createAccount(db)));
    const picks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createPick(db, { status: 'published', odds: 1.8 + i / 10 })),
    );
    const newBet = () => {
      const pick = any(picks);
      return {
        userId: any(people).id,
        pickId: pick.id,
        odds: any([1.5, 1.91, 2.05, 2.5, 3.333]),
        stake: any([0.01, 5, 10, 33.33]),
        publishedOdds: pick.odds,
        sport: pick.sport,
        homeTeam: pick.homeTeam,
        awayTeam: pick.awayTeam,
        selection: pick.selection,
      };
    };
    const someBet = async () => any(await db.select().from(bets));
    const changes: [string, () => Promise<unknown>][] = [
      ['record a bet', () => db.insert(bets).values(newBet()).onConflictDoNothing()],
      [
        'record several in one statement',
        () => db.insert(bets).values([newBet(), newBet(), newBet()]).onConflictDoNothing(),
      ],
      [
        'change a price',
        async () => {
          const bet = await someBet();
          if (bet)
            await db
              .update(bets)
              .set({ odds: any([1.7, 2.2, 2.9]) })
              .where(eq(bets.id, bet.id));
        },
      ],
      [
        'change a stake',
        async () => {
          const bet = await someBet();
          if (bet)
            await db
              .update(bets)
              .set({ stake: any([1, 7.77, 12]) })
              .where(eq(bets.id, bet.id));
        },
      ],
      [
        'grade every bet of a pick',
        () =>
          db.transaction((tx) =>
            gradeBets(tx, any(picks).id, any(['win', 'loss', 'push'] as const), new Date()),
          ),
      ],
      ['void a pick', () => db.transaction((tx) => voidBets(tx, any(picks).id, new Date()))],
      ['close a pick', () => db.transaction((tx) => closeBets(tx, any(picks).id, any([0.41, 0.5, 0.62])))],
      [
        'remove a bet',
        async () => {
          const bet = await someBet();
          if (bet) await db.delete(bets).where(eq(bets.id, bet.id));
        },
      ],
      ['delete one person’s whole book', () => db.delete(bets).where(inArray(bets.userId, [any(people).id]))],
    ];
    for (let step = 0; step < 120; step++) {
      const [name, apply] = changes[
        step < 20 ? 0 : Math.floor(random() * changes.length)
      ] as (typeof changes)[number];
      await apply();
      await expectSumsToMatch(`step ${step}: ${name}`);
    }
    await db.delete(bets);
    expect(await db.select().from(betSums)).toEqual([]);
  });
});

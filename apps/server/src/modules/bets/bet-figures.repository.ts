import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { betSums, bets } from '../../db/schema/index';

interface CurveRow {
  at: Date | string;
  bets: number | string;
  profit: string;
  published: string;
}

const GRADED = sql`${bets.result} in ('win', 'loss', 'push')`;
const NOT_VOID = sql`${bets.result} is distinct from 'void'`;
/** The same stake at the price the pick was published at: what following the pick exactly earned. */
const PUBLISHED_PROFIT = sql`case ${bets.result} when 'win' then round(${bets.stake} * (${bets.publishedOdds} - 1), 2) when 'loss' then -${bets.stake} else 0 end`;

const num = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

/** A person without a bet has no row: every count and sum is 0. */
const NO_SUMS = {
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
};

/**
 * The sums a person's figures are taken from: their row of `bet_sums`, which the triggers on `bets`
 * keep (one row read however long the book), and what they staked since `weekSince` (the index on
 * (user, created_at) reads that week's bets only). CLV is `odds × pCloseFair − 1` of each bet with a
 * close, as core's closingLineValue; void bets count nowhere but `count`.
 */
export async function personSums(db: Database, userId: string, weekSince: Date) {
  const [[kept], [week]] = await Promise.all([
    db.select().from(betSums).where(eq(betSums.userId, userId)),
    db
      .select({ staked: num(sql`coalesce(sum(${bets.stake}), 0)`) })
      .from(bets)
      .where(and(eq(bets.userId, userId), gte(bets.createdAt, weekSince), NOT_VOID)),
  ]);
  const { userId: _user, ...sums } = kept ?? { userId, ...NO_SUMS };
  return { ...sums, weekStaked: week?.staked ?? 0 };
}

export type PersonSums = Awaited<ReturnType<typeof personSums>>;

/**
 * The cumulative profit of a person's graded bets in grading order, theirs and at the published
 * prices, sampled to at most `maxPoints` evenly spaced bets (the last one always kept).
 */
export async function profitCurve(db: Database, userId: string, maxPoints: number) {
  const result = await db.execute(sql`
    with graded as (
      select ${bets.gradedAt} as graded_at, ${bets.id} as id, ${bets.profit} as profit,
             ${PUBLISHED_PROFIT} as published
      from ${bets}
      where ${bets.userId} = ${userId} and ${GRADED}
    ), running as (
      select graded_at,
             row_number() over w as n,
             count(*) over () as total,
             sum(profit) over w as profit,
             sum(published) over w as published
      from graded
      window w as (order by graded_at, id rows between unbounded preceding and current row)
    )
    select graded_at as at, n as bets, profit, published
    from running
    where n % greatest(1, ceil(total::numeric / ${maxPoints})::int) = 0 or n = total
    order by n`);
  return rowsOf<CurveRow>(result).map((row) => ({
    at: new Date(row.at),
    bets: Number(row.bets),
    profit: Number(row.profit),
    publishedProfit: Number(row.published),
  }));
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { bets, picks } from '../../db/schema/index';

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
const nullableNum = (expression: ReturnType<typeof sql>) =>
  sql<number | null>`${expression}`.mapWith((value: string | number | null) =>
    value === null ? null : Number(value),
  );

/**
 * The sums a person's figures are taken from, in one pass over their bets (the index on user id
 * reads only theirs). CLV is `odds × pCloseFair − 1` of each bet whose pick has a de-vigged close, as
 * core's closingLineValue; void bets count nowhere but `count`.
 */
export async function betSums(db: Database, userId: string, weekSince: Date) {
  const [row] = await db
    .select({
      count: num(sql`count(*)`),
      graded: num(sql`count(*) filter (where ${GRADED})`),
      pending: num(sql`count(*) filter (where ${bets.result} is null)`),
      wins: num(sql`count(*) filter (where ${bets.result} = 'win')`),
      losses: num(sql`count(*) filter (where ${bets.result} = 'loss')`),
      pushes: num(sql`count(*) filter (where ${bets.result} = 'push')`),
      staked: num(sql`coalesce(sum(${bets.stake}) filter (where ${GRADED}), 0)`),
      profit: num(sql`coalesce(sum(${bets.profit}) filter (where ${GRADED}), 0)`),
      publishedProfit: num(sql`coalesce(sum(${PUBLISHED_PROFIT}) filter (where ${GRADED}), 0)`),
      clvSum: nullableNum(
        sql`sum(${bets.odds} * ${picks.pMarketClose} - 1) filter (where ${NOT_VOID} and ${picks.pMarketClose} is not null)`,
      ),
      clvCount: num(sql`count(*) filter (where ${NOT_VOID} and ${picks.pMarketClose} is not null)`),
      slippageSum: nullableNum(sql`sum(${bets.odds} / ${bets.publishedOdds} - 1) filter (where ${NOT_VOID})`),
      slippageCount: num(sql`count(*) filter (where ${NOT_VOID})`),
      weekStaked: num(
        sql`coalesce(sum(${bets.stake}) filter (where ${NOT_VOID} and ${bets.createdAt} >= ${weekSince.toISOString()}::timestamptz), 0)`,
      ),
    })
    .from(bets)
    .leftJoin(picks, sql`${picks.id} = ${bets.pickId}`)
    .where(sql`${bets.userId} = ${userId}`);
  if (!row) throw new Error('an aggregate always answers one row');
  return row;
}

export type BetSums = Awaited<ReturnType<typeof betSums>>;

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

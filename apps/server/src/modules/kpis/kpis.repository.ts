import { type Tier, TierSchema } from '@arcade/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { picks } from '../../db/schema/index';
import { sumsOf, type TierSums } from './tier-kpis';

const graded = sql`${picks.result} is not null`;
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumGraded = (value: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${graded}), 0)`.mapWith(Number);

/**
 * Each tier's sums over the published picks (tier-kpis.ts sumsOf), aggregated by the database: the
 * answer is a row a tier whatever the history, instead of every published pick.
 */
export async function publishedTierSums(db: Database): Promise<TierSums[]> {
  const rows = await db
    .select({
      tier: picks.tier,
      graded: countWhere(graded),
      wins: countWhere(sql`${picks.result} = 'win'`),
      losses: countWhere(sql`${picks.result} = 'loss'`),
      pushes: countWhere(sql`${picks.result} = 'push'`),
      pending: countWhere(sql`${picks.result} is null`),
      staked: sumGraded(sql`${picks.stake}`),
      profit: sumGraded(sql`coalesce(${picks.profit}, 0)`),
      // unitsOf: profit / stake, or a flat unit at the odds for a pick staked 0.
      units: sumGraded(sql`case when ${picks.stake} > 0 and ${picks.profit} is not null
        then ${picks.profit} / ${picks.stake}
        when ${picks.result} = 'win' then ${picks.odds} - 1
        when ${picks.result} = 'loss' then -1 else 0 end`),
      clvSum: sumGraded(sql`${picks.clv}`),
      clvCount: countWhere(sql`${graded} and ${picks.clv} is not null`),
    })
    .from(picks)
    .where(eq(picks.status, 'published'))
    .groupBy(picks.tier);
  const byTier = new Map(rows.map((row) => [row.tier as Tier, { ...row, tier: row.tier as Tier }]));
  return TierSchema.options.map((tier) => byTier.get(tier) ?? sumsOf(tier, []));
}

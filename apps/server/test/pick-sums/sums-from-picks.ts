// The sums as the KPIs and the record computed them before the picks' triggers kept them: one
// aggregate over every published pick. The reference the kept sums must equal, field for field.
import { type Tier, TierSchema } from '@arcade/contracts';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { picks } from '../../src/db/schema/index';
import { sumsOf, type TierSums } from '../../src/modules/kpis/tier-kpis';
import type { RecordFilter } from '../../src/modules/record/record.repository';
import { CALIBRATION_EDGES, type RecordSums } from '../../src/modules/record/record-stats';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const graded = sql`${picks.result} is not null`;
const sumGraded = (value: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${graded}), 0)`.mapWith(Number);

/**
 * Each tier's sums over the published picks (tier-kpis.ts sumsOf), aggregated by the database: the
 * answer is a row a tier whatever the history, instead of every published pick.
 */
export async function tierSumsFromPicks(db: Database): Promise<TierSums[]> {
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
      // pickUnits: profit / stake, or a flat unit at the odds for a pick staked 0.
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

/** A graded pick's date in the record: the event's start, or when a manual pick was made. */
const recordDate = sql`coalesce(${picks.eventStartTime}, ${picks.timestamp})`;

/** The graded published picks a filter of the record selects. */
function recordWhere(filter: RecordFilter): SQL | undefined {
  return and(
    eq(picks.status, 'published'),
    isNotNull(picks.result),
    filter.sport === undefined ? undefined : eq(picks.sport, filter.sport),
    filter.tier === undefined ? undefined : eq(picks.tier, filter.tier),
    filter.month === undefined
      ? undefined
      : sql`to_char(${recordDate} at time zone 'UTC', 'YYYY-MM') = ${filter.month}`,
  );
}

// record-stats.ts bandOf: [from, to), the last band including 1 (constants, not parameters, so
// that the select and the group by hold the same expression).
const lastBand = CALIBRATION_EDGES.length - 2;
const bandCase = sql.join(
  CALIBRATION_EDGES.slice(0, -1).map((from, i) => {
    const to = CALIBRATION_EDGES[i + 1] as number;
    const below = sql.raw(i === lastBand ? '<=' : '<');
    return sql`when ${picks.pModel} >= ${sql.raw(String(from))} and ${picks.pModel} ${below} ${sql.raw(String(to))} then ${sql.raw(String(i))}`;
  }),
  sql` `,
);
const isBet = sql`${picks.stake} > 0 and ${picks.profit} is not null`;
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const sumWhere = (condition: SQL, value: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * The sums of the graded published picks a filter selects, a row a day (UTC) and calibration band
 * (record-stats.ts sumsOf computes the same in memory): a few thousand rows whatever the history.
 */
export function recordSumsFromPicks(db: Database, filter: RecordFilter): Promise<RecordSums[]> {
  return db
    .select({
      day: sql<string>`to_char(${recordDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      band: sql<number | null>`case ${bandCase} end`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      picks: sql<number>`count(*)`.mapWith(Number),
      wins: countWhere(sql`${picks.result} = 'win'`),
      losses: countWhere(sql`${picks.result} = 'loss'`),
      pushes: countWhere(sql`${picks.result} = 'push'`),
      staked: sumOf(sql`${picks.stake}`),
      profit: sumOf(sql`coalesce(${picks.profit}, 0)`),
      // pickUnits: profit / stake, or a flat unit at the odds for a pick staked 0.
      units: sumOf(sql`case when ${isBet} then ${picks.profit} / ${picks.stake}
        when ${picks.result} = 'win' then ${picks.odds} - 1
        when ${picks.result} = 'loss' then -1 else 0 end`),
      bets: countWhere(isBet),
      betStake: sumWhere(isBet, sql`${picks.stake}`),
      betProfit: sumWhere(isBet, sql`${picks.profit}`),
      betProfitSqOverStake: sumWhere(isBet, sql`${picks.profit} * ${picks.profit} / ${picks.stake}`),
      betStakeSq: sumWhere(isBet, sql`${picks.stake} * ${picks.stake}`),
      clvSum: sumOf(sql`${picks.clv}`),
      clvCount: countWhere(sql`${picks.clv} is not null`),
      clvAbove: countWhere(sql`${picks.clv} > 0`),
    })
    .from(picks)
    .where(recordWhere(filter))
    .groupBy(sql`1, 2`);
}

import { PickResultSchema, type RecordCorrection, type RecordQuery } from '@arcade/contracts';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pickAuditLog, picks } from '../../db/schema/index';
import { viewFields } from '../subscriber-picks';
import { ledgerCorrections } from './ledger/index';
import { CALIBRATION_EDGES, type RecordSums } from './record-stats';

/** What narrows the record: a sport, a tier, a month of the event (UTC). */
export type RecordFilter = Pick<RecordQuery, 'sport' | 'tier' | 'month'>;

type ByPick = Map<string, RecordCorrection[]>;

function add(byPick: ByPick, pickId: string, correction: RecordCorrection): void {
  const list = byPick.get(pickId) ?? [];
  list.push(correction);
  byPick.set(pickId, list);
}

/**
 * Every result an admin changed on a pick that already had one, by pick, oldest first: from the
 * ledger (with the admin's reason and the entry's seq), and for a pick the ledger holds no result
 * correction of, from the pick audit (corrections made before the ledger). A first result set by
 * hand (from null) grades the pick; it corrects nothing.
 */
export async function resultCorrections(db: Database): Promise<ByPick> {
  const byPick: ByPick = new Map();
  for (const entry of await ledgerCorrections(db, 'result')) {
    const from = PickResultSchema.safeParse(entry.from);
    const to = PickResultSchema.safeParse(entry.to);
    if (!from.success || !to.success) continue;
    add(byPick, entry.pickId, {
      at: entry.at,
      from: from.data,
      to: to.data,
      reason: entry.reason,
      seq: entry.seq,
    });
  }
  const inLedger = new Set(byPick.keys());
  const rows = await db
    .select({
      pickId: pickAuditLog.pickId,
      createdAt: pickAuditLog.createdAt,
      reason: pickAuditLog.reason,
      from: sql<unknown>`${pickAuditLog.changes} -> 'result' ->> 'from'`,
      to: sql<unknown>`${pickAuditLog.changes} -> 'result' ->> 'to'`,
    })
    .from(pickAuditLog)
    .where(
      and(
        eq(pickAuditLog.action, 'result_changed'),
        sql`${pickAuditLog.changes} -> 'result' ->> 'from' is not null`,
      ),
    )
    .orderBy(asc(pickAuditLog.createdAt), asc(pickAuditLog.id));
  for (const row of rows) {
    if (inLedger.has(row.pickId)) continue;
    const from = PickResultSchema.safeParse(row.from);
    const to = PickResultSchema.safeParse(row.to);
    if (!from.success || !to.success) continue;
    add(byPick, row.pickId, {
      at: row.createdAt.toISOString(),
      from: from.data,
      to: to.data,
      reason: row.reason,
      seq: null,
    });
  }
  return byPick;
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
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const sumWhere = (condition: SQL, value: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * The sums of the graded published picks a filter selects, a row a day (UTC) and calibration band
 * (record-stats.ts sumsOf computes the same in memory): a few thousand rows whatever the history.
 */
export function recordSums(db: Database, filter: RecordFilter): Promise<RecordSums[]> {
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
      // unitsOf: profit / stake, or a flat unit at the odds for a pick staked 0.
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

/**
 * One page of the graded published picks a filter selects, newest first: by the event's start (a
 * manual pick's date), then by when the pick was made, then by id.
 */
export function recordPage(db: Database, filter: RecordFilter, page: { limit: number; offset: number }) {
  return db
    .select(viewFields)
    .from(picks)
    .where(recordWhere(filter))
    .orderBy(desc(recordDate), desc(picks.timestamp), desc(picks.id))
    .limit(page.limit)
    .offset(page.offset);
}

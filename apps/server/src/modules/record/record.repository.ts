import { PickResultSchema, type RecordCorrection, type RecordQuery } from '@arcade/contracts';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pickAuditLog, picks, recordSums as recordSumsTable } from '../../db/schema/index';
import { ledgerCorrections } from './ledger/index';
import type { RecordSums } from './record-stats';

/** What a row of the record is read with: the published pick's own columns, no admin-only one. */
const recordFields = {
  id: picks.id,
  sport: picks.sport,
  league: picks.league,
  homeTeam: picks.homeTeam,
  awayTeam: picks.awayTeam,
  eventStartTime: picks.eventStartTime,
  tier: picks.tier,
  timestamp: picks.timestamp,
  selection: picks.selection,
  market: picks.market,
  line: picks.line,
  displayLine: picks.displayLine,
  odds: picks.odds,
  edge: picks.edge,
  pModel: picks.pModel,
  pMarketFair: picks.pMarketFair,
  stake: picks.stake,
  bankroll: picks.bankroll,
  result: picks.result,
  profit: picks.profit,
  gradedAt: picks.gradedAt,
  closingOdds: picks.closingOdds,
  clv: picks.clv,
  offFeed: picks.offFeed,
  priceUnverified: picks.priceUnverified,
  resultSource: picks.resultSource,
};

/** A published pick as the record reads it (a subscriber's view of a pick holds all of it too). */
export type RecordRow = Awaited<ReturnType<typeof recordPage>>[number];

/** What narrows the record: a sport, a tier, a month of the event (UTC). */
export type RecordFilter = Pick<RecordQuery, 'sport' | 'tier' | 'month'>;

type ByPick = Map<string, RecordCorrection[]>;

function add(byPick: ByPick, pickId: string, correction: RecordCorrection): void {
  const list = byPick.get(pickId) ?? [];
  list.push(correction);
  byPick.set(pickId, list);
}

/**
 * The results the pick audit shows changed from one result to another, oldest first (through the
 * partial index pick_audit_log_result_corrections_idx, whose conditions they state as constants).
 */
export function auditedResultCorrections(db: Database) {
  return db
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
        sql`${pickAuditLog.action} = 'result_changed'`,
        sql`${pickAuditLog.changes} -> 'result' ->> 'from' is not null`,
      ),
    )
    .orderBy(asc(pickAuditLog.createdAt), asc(pickAuditLog.id));
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
  const rows = await auditedResultCorrections(db);
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

/** Rows rolled up over every sport or every tier carry this in place of one (migration 0017). */
const ALL = '*';

/**
 * The sums of the graded published picks a filter selects, a row a day (UTC) and calibration band
 * (record-stats.ts sumsOf computes the same in memory), as the picks' triggers keep them (migration
 * 0017 `record_sums`, which holds each filter's own rows): as many rows as the answer has, whatever
 * the history.
 */
export function recordSums(db: Database, filter: RecordFilter): Promise<RecordSums[]> {
  return db
    .select({
      day: recordSumsTable.day,
      band: sql<number | null>`nullif(${recordSumsTable.band}, -1)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      picks: recordSumsTable.picks,
      wins: recordSumsTable.wins,
      losses: recordSumsTable.losses,
      pushes: recordSumsTable.pushes,
      staked: recordSumsTable.staked,
      profit: recordSumsTable.profit,
      units: recordSumsTable.units,
      bets: recordSumsTable.bets,
      betStake: recordSumsTable.betStake,
      betProfit: recordSumsTable.betProfit,
      betProfitSqOverStake: recordSumsTable.betProfitSqOverStake,
      betStakeSq: recordSumsTable.betStakeSq,
      clvSum: recordSumsTable.clvSum,
      clvCount: recordSumsTable.clvCount,
      clvAbove: recordSumsTable.clvAbove,
    })
    .from(recordSumsTable)
    .where(
      and(
        eq(recordSumsTable.sport, filter.sport ?? ALL),
        eq(recordSumsTable.tier, filter.tier ?? ALL),
        filter.month === undefined ? undefined : sql`left(${recordSumsTable.day}, 7) = ${filter.month}`,
      ),
    )
    .orderBy(asc(recordSumsTable.day), asc(recordSumsTable.band));
}

/**
 * One page of the graded published picks a filter selects, newest first: by the event's start (a
 * manual pick's date), then by when the pick was made, then by id.
 */
export function recordPage(db: Database, filter: RecordFilter, page: { limit: number; offset: number }) {
  return db
    .select(recordFields)
    .from(picks)
    .where(recordWhere(filter))
    .orderBy(desc(recordDate), desc(picks.timestamp), desc(picks.id))
    .limit(page.limit)
    .offset(page.offset);
}

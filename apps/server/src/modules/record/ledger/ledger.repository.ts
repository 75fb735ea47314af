import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events, ledgerOpenings, ledgerPicks, picks, recordLedger } from '../../../db/schema/index';

type Db = Database;

/** The ledger's advisory lock (a per-schema key), held until the transaction ends. */
export async function takeLedgerLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('record_ledger:' || current_schema()))`);
}

export async function headRow(db: Db): Promise<{ seq: number; hash: string } | undefined> {
  const [row] = await db
    .select({ seq: recordLedger.seq, hash: recordLedger.hash })
    .from(recordLedger)
    .orderBy(desc(recordLedger.seq))
    .limit(1);
  return row;
}

export async function insertEntry(tx: Db, row: { seq: number; entry: string; hash: string }): Promise<void> {
  await tx.insert(recordLedger).values(row);
}

/** The entries after `after`, oldest first. */
export function entriesAfter(db: Db, after: number, limit: number) {
  return db
    .select()
    .from(recordLedger)
    .where(gt(recordLedger.seq, after))
    .orderBy(asc(recordLedger.seq))
    .limit(limit);
}

/** Correction entries of one field, by the canonical text (keys sorted, no whitespace). */
export function correctionEntriesOf(db: Db, field: string) {
  return db
    .select({ seq: recordLedger.seq, entry: recordLedger.entry })
    .from(recordLedger)
    .where(
      and(
        // A constant, as the partial index record_ledger_corrections_idx states it.
        sql`${recordLedger.entry} like '%"kind":"correction"%'`,
        sql`${recordLedger.entry} like ${`%"field":${JSON.stringify(field)}%`}`,
      ),
    )
    .orderBy(asc(recordLedger.seq));
}

/**
 * The corrections and withdrawals the ledger holds for these picks, oldest first (the admin's
 * Correcciones names the entry of each change).
 */
export function changeEntriesOf(db: Db, pickIds: readonly string[]) {
  if (pickIds.length === 0) return Promise.resolve([]);
  const names = pickIds.map((id) => `%"pickId":${JSON.stringify(id)}%`);
  return db
    .select({ seq: recordLedger.seq, entry: recordLedger.entry })
    .from(recordLedger)
    .where(
      and(
        sql`(${recordLedger.entry} like '%"kind":"correction"%' or ${recordLedger.entry} like '%"kind":"withdraw"%')`,
        sql`${recordLedger.entry} like any(${sql.param(names)}::text[])`,
      ),
    )
    .orderBy(asc(recordLedger.seq));
}

export async function ledgerPickOf(db: Db, pickId: string) {
  const [row] = await db.select().from(ledgerPicks).where(eq(ledgerPicks.pickId, pickId));
  return row;
}

export async function insertLedgerPick(
  tx: Db,
  row: { pickId: string; details: string; publishedSeq: number },
): Promise<void> {
  await tx.insert(ledgerPicks).values(row);
}

export async function updateLedgerPick(
  tx: Db,
  pickId: string,
  values: { details?: string; revealedSeq?: number; withdrawnSeq?: number },
): Promise<void> {
  await tx.update(ledgerPicks).set(values).where(eq(ledgerPicks.pickId, pickId));
}

export async function insertOpening(tx: Db, row: { seq: number; pickId: string; details: string }) {
  await tx.insert(ledgerOpenings).values(row);
}

export function openingsOf(db: Db, pickId: string) {
  return db
    .select({ seq: ledgerOpenings.seq, details: ledgerOpenings.details })
    .from(ledgerOpenings)
    .where(eq(ledgerOpenings.pickId, pickId))
    .orderBy(asc(ledgerOpenings.seq));
}

/**
 * Published picks the ledger still seals whose event has started by `now`: the event's own start
 * when the pick has one (it may have moved), the pick's otherwise (a manual pick).
 */
export async function picksDueForReveal(tx: Db, now: Date): Promise<string[]> {
  const start = sql`coalesce(${events.startTime}, ${picks.eventStartTime})`;
  const rows = await tx
    .select({ id: picks.id })
    .from(picks)
    .innerJoin(ledgerPicks, eq(ledgerPicks.pickId, picks.id))
    .leftJoin(events, eq(events.id, picks.eventId))
    .where(
      and(
        eq(picks.status, 'published'),
        isNull(ledgerPicks.revealedSeq),
        isNull(ledgerPicks.withdrawnSeq),
        lte(start, now),
      ),
    )
    .orderBy(start, picks.id);
  return rows.map((row) => row.id);
}

/** The columns the ledger reads of a pick, decimals as the text their column stores. */
const pickColumns = {
  id: picks.id,
  status: picks.status,
  sport: picks.sport,
  league: picks.league,
  homeTeam: picks.homeTeam,
  awayTeam: picks.awayTeam,
  eventStartTime: picks.eventStartTime,
  market: picks.market,
  selection: picks.selection,
  line: sql<string | null>`${picks.line}::text`,
  odds: sql<string>`${picks.odds}::text`,
  oddsAmerican: sql<string>`${picks.oddsAmerican}::text`,
  bookmaker: picks.bookmaker,
  tier: picks.tier,
  stake: sql<string>`${picks.stake}::text`,
  edge: sql<string>`${picks.edge}::text`,
  pModel: sql<string>`${picks.pModel}::text`,
  result: picks.result,
  profit: sql<string | null>`${picks.profit}::text`,
  closingOdds: sql<string | null>`${picks.closingOdds}::text`,
  resultSource: picks.resultSource,
  approvedAt: picks.approvedAt,
  timestamp: picks.timestamp,
  gradedAt: picks.gradedAt,
};

export async function storedPick(db: Db, pickId: string) {
  const [row] = await db.select(pickColumns).from(picks).where(eq(picks.id, pickId));
  return row;
}

export type StoredPick = NonNullable<Awaited<ReturnType<typeof storedPick>>>;

/** Every published pick and every pick the ledger names, as stored (for verify and the backfill). */
export function storedPicks(db: Db) {
  return db
    .select(pickColumns)
    .from(picks)
    .where(
      sql`${picks.status} = 'published' or ${picks.id} in (select ${ledgerPicks.pickId} from ${ledgerPicks})`,
    );
}

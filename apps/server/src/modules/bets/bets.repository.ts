import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BetResult, type BetRow, bets, type NewBetRow, picks } from '../../db/schema/index';
import type { PickCursor } from '../../lib/pick-cursor';

/** A bet with what its pick adds while it exists: the lowest price worth taking. */
const betFields = {
  id: bets.id,
  pickId: bets.pickId,
  odds: bets.odds,
  bookmaker: bets.bookmaker,
  stake: bets.stake,
  publishedOdds: bets.publishedOdds,
  sport: bets.sport,
  homeTeam: bets.homeTeam,
  awayTeam: bets.awayTeam,
  selection: bets.selection,
  displayLine: bets.displayLine,
  // The pick's start as it is now (an admin may have corrected it); the copy once the pick is gone.
  eventStartTime: sql<Date | null>`coalesce(${picks.eventStartTime}, ${bets.eventStartTime})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  ),
  result: bets.result,
  profit: bets.profit,
  gradedAt: bets.gradedAt,
  createdAt: bets.createdAt,
  minOdds: picks.minOdds,
  pMarketClose: bets.pMarketClose,
};

export type BetView = Awaited<ReturnType<typeof betsPage>>['rows'][number];

const cursorTime = sql<string>`to_char(${bets.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of a person's bets, newest first; one row more than asked says whether another follows. */
export async function betsPage(
  db: Database,
  userId: string,
  page: { limit: number; after?: PickCursor | undefined },
) {
  const after = page.after
    ? sql`(${bets.createdAt}, ${bets.id}) < (${page.after.timestamp}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const found = await db
    .select({ ...betFields, cursorTime })
    .from(bets)
    .leftJoin(picks, eq(picks.id, bets.pickId))
    .where(and(eq(bets.userId, userId), after))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(page.limit + 1);
  const rows = found.slice(0, page.limit).map(({ cursorTime: _time, ...row }) => row);
  const last = found[page.limit - 1];
  const next: PickCursor | null =
    found.length > page.limit && last ? { timestamp: last.cursorTime, id: last.id } : null;
  return { rows, next };
}

/** A person's bets not graded yet (at most one per open pick, so a short list). */
export function openBets(db: Database, userId: string) {
  return db
    .select(betFields)
    .from(bets)
    .leftJoin(picks, eq(picks.id, bets.pickId))
    .where(and(eq(bets.userId, userId), sql`${bets.result} is null`))
    .orderBy(desc(bets.createdAt), desc(bets.id));
}

/** One of the person's bets, with its pick's fields; undefined for anyone else's. */
export async function betOf(db: Database, userId: string, id: string): Promise<BetView | undefined> {
  const [row] = await db
    .select(betFields)
    .from(bets)
    .leftJoin(picks, eq(picks.id, bets.pickId))
    .where(and(eq(bets.id, id), eq(bets.userId, userId)));
  return row;
}

/** The person's bet, row-locked for a change; undefined for anyone else's. */
export async function lockBet(tx: Database, userId: string, id: string): Promise<BetRow | undefined> {
  const [row] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, id), eq(bets.userId, userId)))
    .for('update');
  return row;
}

/** Inserts the bet unless the person already has one on the pick: undefined then. */
export async function insertBet(tx: Database, values: NewBetRow): Promise<BetRow | undefined> {
  const [row] = await tx.insert(bets).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateBet(
  tx: Database,
  id: string,
  values: Partial<Pick<NewBetRow, 'odds' | 'bookmaker' | 'stake'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(bets)
    .set({ ...values, updatedAt: now })
    .where(eq(bets.id, id));
}

export async function deleteBet(tx: Database, id: string): Promise<void> {
  await tx.delete(bets).where(eq(bets.id, id));
}

/**
 * Grades every bet on a pick in one statement, each at its own price and stake: a win
 * `stake × (odds − 1)` rounded to the cent half away from zero (numeric round, as core's betProfit),
 * a loss `−stake`, a push or a void 0. Run again with another result, it regrades them (a correction).
 */
export async function gradeBetsOfPick(
  tx: Database,
  pickId: string,
  result: BetResult,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(bets)
    .set({
      result,
      profit: sql`case ${result}::text when 'win' then round(${bets.stake} * (${bets.odds} - 1), 2) when 'loss' then -${bets.stake} else 0 end`,
      gradedAt: now,
      updatedAt: now,
    })
    .where(and(eq(bets.pickId, pickId), sql`${bets.result} is distinct from ${result}::text`))
    .returning({ id: bets.id });
  return rows.length;
}

/** The pick's de-vigged close reaches every bet on it, in one statement: their CLV is taken from it. */
export async function recordBetsClose(tx: Database, pickId: string, pMarketClose: number): Promise<void> {
  await tx.update(bets).set({ pMarketClose }).where(eq(bets.pickId, pickId));
}

/** Everything of a person's book, oldest first, for their CSV and account export. */
export function allBetsOf(db: Database, userId: string) {
  return db
    .select(betFields)
    .from(bets)
    .leftJoin(picks, eq(picks.id, bets.pickId))
    .where(eq(bets.userId, userId))
    .orderBy(bets.createdAt, bets.id);
}

/** Admin Stats: how many people keep a book and how many bets there are; nothing about whose. */
export async function countBets(db: Database): Promise<{ people: number; bets: number }> {
  const [row] = await db
    .select({
      people: sql<number>`count(distinct ${bets.userId})`.mapWith(Number),
      bets: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bets);
  return row ?? { people: 0, bets: 0 };
}

/** A deleted account's book goes with it: a bet is the person's, not the record's. */
export async function deleteBetsOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(bets).where(eq(bets.userId, userId));
}

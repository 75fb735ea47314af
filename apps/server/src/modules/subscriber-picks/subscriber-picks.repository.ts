import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PickStatus, picks, transactions, users } from '../../db/schema/index';
import type { Sport } from '../../db/schema/enums';
import type { PickCursor } from '../../lib/pick-cursor';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

/**
 * What the subscriber views are made of: no admin-only column, and of the analysis log only the best
 * price generation found and its book (to tell whether the pick's price is still that best one).
 */
export const viewFields = {
  id: picks.id,
  sport: picks.sport,
  league: picks.league,
  homeTeam: picks.homeTeam,
  awayTeam: picks.awayTeam,
  eventStartTime: picks.eventStartTime,
  tier: picks.tier,
  status: picks.status,
  timestamp: picks.timestamp,
  selection: picks.selection,
  market: picks.market,
  line: picks.line,
  displayLine: picks.displayLine,
  odds: picks.odds,
  oddsAmerican: picks.oddsAmerican,
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
  minOdds: picks.minOdds,
  bookmaker: picks.bookmaker,
  oddsEnteredByHand: picks.oddsEnteredByHand,
  priceUnverified: picks.priceUnverified,
  offFeed: picks.offFeed,
  resultSource: picks.resultSource,
  bestBookmaker: sql<string | null>`${picks.analysisLog} -> 'marketEvaluation' ->> 'bookmaker'`,
  bestOdds: sql<number | null>`case
    when jsonb_typeof(${picks.analysisLog} -> 'marketEvaluation' -> 'bestOdds') = 'number'
    then (${picks.analysisLog} -> 'marketEvaluation' ->> 'bestOdds')::float8 end`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
};

export type ViewRow = Awaited<ReturnType<typeof picksWithStatus>>[number];

/** Every pick of one status, newest first (the id breaks ties so the order is stable). */
export function picksWithStatus(db: Db, status: PickStatus) {
  return db
    .select(viewFields)
    .from(picks)
    .where(eq(picks.status, status))
    .orderBy(desc(picks.timestamp), desc(picks.id));
}

const cursorTime = sql<string>`to_char(${picks.timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the picks of one status in the order above, after `after`; one row more than asked
 * says whether another page follows.
 */
export async function pageWithStatus(
  db: Db,
  status: PickStatus,
  page: { limit: number; after?: PickCursor | undefined },
): Promise<{ rows: ViewRow[]; next: PickCursor | null }> {
  const after = page.after
    ? sql`(${picks.timestamp}, ${picks.id}) < (${page.after.timestamp}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const found = await db
    .select({ ...viewFields, cursorTime })
    .from(picks)
    .where(and(eq(picks.status, status), after))
    .orderBy(desc(picks.timestamp), desc(picks.id))
    .limit(page.limit + 1);
  const shown = found.slice(0, page.limit).map(({ cursorTime: _time, ...row }) => row);
  const last = found[page.limit - 1];
  return {
    rows: shown,
    next: found.length > page.limit && last ? { timestamp: last.cursorTime, id: last.id } : null,
  };
}

/**
 * The published picks a subscriber's list shows at a moment whose window starts at `since`: those
 * graded since then (a pick graded before grading times were kept counts from when it was made),
 * and those not graded yet whose event starts since then, or that have no event time (manual).
 * Newest first, the id breaking ties.
 */
export function recentPublishedPicks(db: Db, since: Date) {
  return db
    .select(viewFields)
    .from(picks)
    .where(
      and(
        eq(picks.status, 'published'),
        or(
          and(isNull(picks.result), or(isNull(picks.eventStartTime), gte(picks.eventStartTime, since))),
          and(
            isNotNull(picks.result),
            sql`coalesce(${picks.gradedAt}, ${picks.timestamp}) >= ${since.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .orderBy(desc(picks.timestamp), desc(picks.id));
}

/** The pick, share-locked so that it cannot be deleted or changed while a claim on it commits. */
export async function lockPickForClaim(tx: Db, id: string): Promise<ViewRow | undefined> {
  const [row] = await tx.select(viewFields).from(picks).where(eq(picks.id, id)).for('share');
  return row;
}

/** The pick the user claimed as their free pick; null when none (or it has since been deleted). */
export async function findFreePickId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ pickId: transactions.pickId })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, 'free_pick')))
    .limit(1);
  return row?.pickId ?? null;
}

/** What a claim needs to know of its user, read inside the claim's transaction. */
export async function claimantOf(
  tx: Db,
  userId: string,
): Promise<{ emailVerified: boolean; hasUsedFreePick: boolean } | undefined> {
  const [row] = await tx
    .select({ emailVerified: users.emailVerified, hasUsedFreePick: users.hasUsedFreePick })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The live published picks (not graded) on any of these events, and every live published pick of
 * the sport that has no event (manual picks, which the caller matches by their teams).
 */
export function livePicksNear(db: Db, sport: Sport, eventIds: readonly string[]) {
  const onEvents = eventIds.length > 0 ? inArray(picks.eventId, [...eventIds]) : sql`false`;
  return db
    .select({ ...viewFields, eventId: picks.eventId })
    .from(picks)
    .where(
      and(
        eq(picks.status, 'published'),
        isNull(picks.result),
        or(onEvents, and(isNull(picks.eventId), eq(picks.sport, sport))),
      ),
    );
}

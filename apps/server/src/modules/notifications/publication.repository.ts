import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertPreferences, picks, publicationNotices, subscriptions, users } from '../../db/schema/index';
import { reachableAt } from '../users';
import { type AlertRecipient, DEFAULT_PREFERENCES } from './alerts/audience';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

/** A notice per pick just published, for the worker to batch (a pick noticed already keeps its one). */
export async function insertPublicationNotices(db: Db, pickIds: readonly string[]): Promise<void> {
  await db
    .insert(publicationNotices)
    .values(pickIds.map((pickId) => ({ pickId })))
    .onConflictDoNothing({ target: publicationNotices.pickId });
}

/** The notices not yet in a batch: how many, and how long ago (database clock) the newest and oldest came. */
export async function unbatchedNotices(db: Db) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      msSinceNewest:
        sql<number>`coalesce(extract(epoch from (now() - max(${publicationNotices.createdAt}))) * 1000, 0)`.mapWith(
          Number,
        ),
      msSinceOldest:
        sql<number>`coalesce(extract(epoch from (now() - min(${publicationNotices.createdAt}))) * 1000, 0)`.mapWith(
          Number,
        ),
    })
    .from(publicationNotices)
    .where(isNull(publicationNotices.batchId));
  return row ?? { count: 0, msSinceNewest: 0, msSinceOldest: 0 };
}

/** Puts every notice not yet in a batch into batch `batchId`; answers their picks. */
export async function stampBatch(tx: Db, batchId: string): Promise<string[]> {
  const rows = await tx
    .update(publicationNotices)
    .set({ batchId, batchedAt: sql`now()` })
    .where(isNull(publicationNotices.batchId))
    .returning({ pickId: publicationNotices.pickId });
  return rows.map((row) => row.pickId);
}

/** The batch's picks that are still published, by start time: the fields an alert may show. */
export function batchPicks(db: Db, pickIds: readonly string[]) {
  return db
    .select({
      id: picks.id,
      sport: picks.sport,
      league: picks.league,
      homeTeam: picks.homeTeam,
      awayTeam: picks.awayTeam,
      selection: picks.selection,
      displayLine: picks.displayLine,
      market: picks.market,
      odds: picks.odds,
      oddsAmerican: picks.oddsAmerican,
      bookmaker: picks.bookmaker,
      priceUnverified: picks.priceUnverified,
      offFeed: picks.offFeed,
      minOdds: picks.minOdds,
      edge: picks.edge,
      stake: picks.stake,
      bankroll: picks.bankroll,
      tier: picks.tier,
      eventStartTime: picks.eventStartTime,
    })
    .from(picks)
    .where(and(inArray(picks.id, [...pickIds]), eq(picks.status, 'published')))
    .orderBy(sql`${picks.eventStartTime} asc nulls last`, asc(picks.id));
}

/**
 * Everyone a batch may reach: users not on a break nor deleted, with at least one active subscription
 * whose period has not ended, each with those subscriptions (which tiers they grant is plan-access's to say) and their
 * alert switches (the defaults when they never changed them). Whether a channel carries anything to
 * them is the one entitlement rule's to say (`alertsFor`).
 */
export async function batchRecipients(db: Db, now: Date): Promise<AlertRecipient[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      emailNotifications: users.emailNotifications,
      breakEndsAt: users.breakEndsAt,
      selfExcluded: users.selfExcluded,
      erasedAt: users.erasedAt,
      telegram: alertPreferences.telegram,
      push: alertPreferences.push,
      sports: alertPreferences.sports,
      bankroll: alertPreferences.bankroll,
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
        // Those alertsFor would leave out anyway (on a break, deleted), not read at all.
        reachableAt(now),
      ),
    )
    .orderBy(asc(users.id));
  const byUser = new Map<string, AlertRecipient>();
  for (const row of rows) {
    const recipient = byUser.get(row.id) ?? {
      id: row.id,
      email: row.email,
      name: row.name,
      language: row.language,
      subscriptions: [],
      breakEndsAt: row.breakEndsAt,
      selfExcluded: row.selfExcluded,
      erasedAt: row.erasedAt,
      preferences: {
        ...DEFAULT_PREFERENCES,
        email: row.emailNotifications,
        ...(row.telegram === null ? {} : { telegram: row.telegram }),
        ...(row.push === null ? {} : { push: row.push }),
        sports: row.sports ?? null,
        bankroll: row.bankroll ?? null,
      },
    };
    recipient.subscriptions.push({
      plan: row.plan,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
    });
    byUser.set(row.id, recipient);
  }
  return [...byUser.values()];
}

/** The language of a user's mail, or undefined when there is no such user. */
export async function userLanguage(db: Db, userId: string) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

import {
  FIRST_SCREEN_LOOKBACK_HOURS,
  type FreePickRefusal,
  STATUS_PICKS_PAGE_SIZE,
  TierSchema,
  type SubscriberPicksQuery,
  type Tier,
  type UnlockedPick,
} from '@arcade/contracts';
import type { Database } from '../../db/client';
import { AppError, invalid } from '../../lib/app-error';
import { recordFreePickClaim } from '../billing';
import type { SessionUser } from '../sessions';
import { decodePickCursor, encodePickCursor } from '../../lib/pick-cursor';
import { grantedTiers, subscriptionsOf } from '../subscriptions';
import { refuseOnBreak, refuseUnconfirmedAge, spendFreePick } from '../users';
import { type CallerAccess, callerAccess } from './access';
import { hasStarted, toLockedPick, toUnlockedPick } from './pick-views';
import { type PicksSnapshot, recentSnapshot } from './prepared-picks';
import type { ViewRow } from './subscriber-picks.repository';
import { claimantOf, findFreePickId, lockPickForClaim, pageWithStatus } from './subscriber-picks.repository';

/** One access class's list, serialized once per snapshot; `index` finds a pick to overlay. */
interface PreparedList {
  body: Buffer;
  items: readonly string[];
  /** The pick each item shows, item for item. */
  rows: readonly ViewRow[];
  index: ReadonlyMap<string, number>;
}

const json = (items: readonly string[]) => Buffer.from(`{"picks":[${items.join(',')}]}`);

function prepareList(items: string[], rows: readonly ViewRow[]): PreparedList {
  return { body: json(items), items, rows, index: new Map(rows.map((row, i) => [row.id, i])) };
}

/** Visitors: teasers of the published picks that have not started and are not graded. */
function anonymousList(snapshot: PicksSnapshot): PreparedList {
  return snapshot.derive('list:anonymous', () => {
    const rows = snapshot.rows.filter((row) => row.result === null && !hasStarted(row, snapshot.builtAt));
    return prepareList(
      rows.map((row) => JSON.stringify(toLockedPick(row))),
      rows,
    );
  });
}

/**
 * A logged-in class: full picks of its tiers and every graded pick of the window (graded picks are
 * the public record); teasers otherwise.
 */
function tierList(snapshot: PicksSnapshot, tiers: readonly Tier[]): PreparedList {
  return snapshot.derive(`list:tiers:${tiers.join(',')}`, () => {
    const items = snapshot.rows.map((row) =>
      tiers.includes(row.tier) || row.result !== null
        ? JSON.stringify(toUnlockedPick(row, false))
        : JSON.stringify(toLockedPick(row)),
    );
    return prepareList(items, snapshot.rows);
  });
}

/** A first screen of a list: which of its items to send, and how many open ones each tier leaves out. */
interface FirstScreen {
  positions: readonly number[];
  more: Record<Tier, number>;
}

/**
 * The nearest `perTier` open picks of each tier of a list (not graded, their game at most
 * FIRST_SCREEN_LOOKBACK_HOURS old or without a start), soonest first, as positions in the list: worked
 * out once per snapshot, so a request costs the picks it sends, not the picks there are.
 */
function firstScreen(snapshot: PicksSnapshot, key: string, list: PreparedList, perTier: number): FirstScreen {
  return snapshot.derive(`first:${key}:${perTier}`, () => {
    const since = snapshot.builtAt.getTime() - FIRST_SCREEN_LOOKBACK_HOURS * 3_600_000;
    const startOf = (position: number) =>
      list.rows[position]?.eventStartTime?.getTime() ?? Number.POSITIVE_INFINITY;
    const open = list.rows.flatMap((row, position) =>
      row.result === null && startOf(position) >= since ? [position] : [],
    );
    const positions: number[] = [];
    const more = Object.fromEntries(TierSchema.options.map((tier) => [tier, 0])) as Record<Tier, number>;
    for (const tier of TierSchema.options) {
      const ofTier = open
        .filter((position) => list.rows[position]?.tier === tier)
        .sort((a, b) => startOf(a) - startOf(b));
      positions.push(...ofTier.slice(0, perTier));
      more[tier] = Math.max(0, ofTier.length - perTier);
    }
    return { positions, more };
  });
}

function firstScreenBody(screen: FirstScreen, itemAt: (position: number) => string | undefined): Buffer {
  const sent = screen.positions.map(itemAt);
  return Buffer.from(`{"picks":[${sent.join(',')}],"more":${JSON.stringify(screen.more)}}`);
}

/**
 * GET /api/picks as bytes: the caller's access class's prepared list of the window's picks (the
 * record pages older graded ones), with their claimed free pick shown in full. Only an admin may ask
 * for another status than published (read, not prepared).
 */
export async function picksBody(
  db: Database,
  user: SessionUser | null,
  query: SubscriberPicksQuery,
  now: Date,
): Promise<Buffer> {
  const { status, limit, cursor, perTier } = query;
  if (user) {
    // Nothing of a pick, not even a teaser, for a person on a break or not yet confirmed 18+.
    refuseOnBreak(user, now, 'FORBIDDEN');
    refuseUnconfirmedAge(user);
  }
  const access = await callerAccess(db, user, now);
  if (perTier !== undefined && status !== undefined && status !== 'published')
    throw invalid('invalid_request', 'querystring.perTier', 'Only the published picks have a first screen');
  if (status !== undefined && status !== 'published') {
    if (access.kind !== 'admin')
      throw new AppError('FORBIDDEN', 'Only administrators may list unpublished picks', {
        reason: 'admin_only',
      });
    const after = cursor === undefined ? undefined : decodePickCursor(cursor);
    const page = await pageWithStatus(db, status, { limit: limit ?? STATUS_PICKS_PAGE_SIZE, after });
    const items = page.rows.map((row) => JSON.stringify(toUnlockedPick(row, false)));
    const next = page.next ? encodePickCursor(page.next) : null;
    return Buffer.from(`{"picks":[${items.join(',')}],"nextCursor":${JSON.stringify(next)}}`);
  }
  if (cursor !== undefined || limit !== undefined)
    throw invalid(
      'invalid_cursor',
      cursor !== undefined ? 'querystring.cursor' : 'querystring.limit',
      'The published picks are one list (the last days and what is to come); only another status is paged',
    );
  const snapshot = await recentSnapshot(db);
  if (access.kind === 'anonymous') {
    const list = anonymousList(snapshot);
    if (perTier === undefined) return list.body;
    return firstScreenBody(firstScreen(snapshot, 'anonymous', list, perTier), (at) => list.items[at]);
  }
  const list = tierList(snapshot, access.tiers);
  const position = access.freePickId === null ? undefined : list.index.get(access.freePickId);
  const row = position === undefined ? undefined : list.rows[position];
  const free = row ? JSON.stringify(toUnlockedPick(row, true)) : undefined;
  const itemAt = (at: number) => (at === position && free !== undefined ? free : list.items[at]);
  if (perTier !== undefined) {
    const screen = firstScreen(snapshot, `tiers:${access.tiers.join(',')}`, list, perTier);
    return firstScreenBody(screen, itemAt);
  }
  return free === undefined ? list.body : json(list.items.map((_, at) => itemAt(at) ?? ''));
}

const refusedClaim = (reason: FreePickRefusal, message: string) =>
  new AppError('CONFLICT', message, { reason });

/**
 * Claims the user's free pick on one published pick that has not started, in one
 * transaction: spending it (the row lock that serializes concurrent claims) and recording the
 * zero-amount `free_pick` transaction that links the user to the pick. A pick the user can already
 * see is refused, so the free pick is not wasted on it. Only an account whose email is verified may
 * spend it, so that a throw-away signup does not unlock a pick of any tier.
 */
export async function claimFreePick(
  db: Database,
  user: SessionUser,
  pickId: string,
  now: Date,
): Promise<UnlockedPick> {
  if (user.role === 'admin')
    throw new AppError('FORBIDDEN', 'Administrators see every pick; there is nothing to claim', {
      reason: 'admin_sees_every_pick',
    });
  refuseOnBreak(user, now, 'FORBIDDEN');
  refuseUnconfirmedAge(user);
  return db.transaction(async (tx) => {
    const row = await lockPickForClaim(tx, pickId);
    if (!row || row.status !== 'published')
      throw new AppError('NOT_FOUND', 'Pick not found', { reason: 'pick_not_found' });
    if (row.result !== null) {
      throw refusedClaim('pick_graded', 'This pick is graded: every logged-in user already sees it');
    }
    if (hasStarted(row, now)) {
      throw refusedClaim(
        'event_started',
        'This event has started: the free pick unlocks a pick before kick-off',
      );
    }
    if (grantedTiers(await subscriptionsOf(tx, user.id), now).includes(row.tier)) {
      throw refusedClaim(
        'already_visible',
        'Your plan already shows this pick: keep the free pick for another',
      );
    }
    const claimant = await claimantOf(tx, user.id);
    if (claimant?.hasUsedFreePick)
      throw refusedClaim('free_pick_used', 'The free pick has already been used');
    if (!claimant?.emailVerified) {
      throw new AppError('FORBIDDEN', 'Verify your email address before using the free pick', {
        reason: 'email_not_verified',
      });
    }
    if (!(await spendFreePick(tx, user.id))) {
      throw refusedClaim('free_pick_used', 'The free pick has already been used');
    }
    await recordFreePickClaim(tx, user.id, row.id);
    return toUnlockedPick(row, true);
  });
}

/** The pick the user claimed as their free pick; null when none (or it has since been deleted). */
export function freePickIdOf(db: Database, userId: string): Promise<string | null> {
  return findFreePickId(db, userId);
}

/**
 * A published pick as a caller whose access is `access` (read before the transaction) may see it in
 * full: their plan's tier, their free pick, or an admin's. The transaction's share lock holds its row.
 * Undefined when it does not exist, is not published or is not theirs to see: a caller cannot tell
 * these apart.
 */
export async function visiblePick(
  tx: Database,
  access: CallerAccess,
  pickId: string,
): Promise<ViewRow | undefined> {
  const row = await lockPickForClaim(tx, pickId);
  if (!row || row.status !== 'published' || access.kind === 'anonymous') return undefined;
  if (access.kind === 'admin' || access.tiers.includes(row.tier) || access.freePickId === row.id) return row;
  return undefined;
}

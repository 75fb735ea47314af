import {
  type Bet,
  type BetsPage,
  type BetsQuery,
  type CreateBetBody,
  type UpdateBetBody,
} from '@arcade/contracts';
import { closingLineValue, roundCents } from '@arcade/core';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodePickCursor, encodePickCursor } from '../../lib/pick-cursor';
import { roundOdds } from '../../lib/stored-odds';
import type { SessionUser } from '../sessions';
import { callerAccess, hasStarted, visiblePick } from '../subscriber-picks';
import { refuseOnBreak, refuseUnconfirmedAge } from '../users';
import {
  type BetView,
  betOf,
  betsPage,
  deleteBet,
  insertBet,
  lockBet,
  openBets,
  updateBet,
} from './bets.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const betNotFound = () => new AppError('NOT_FOUND', 'Bet not found', { reason: 'bet_not_found' });
const pickNotFound = () => new AppError('NOT_FOUND', 'Pick not found', { reason: 'pick_not_found' });
const eventStarted = () =>
  new AppError('CONFLICT', 'The event has started: the bet is fixed as it was placed', {
    reason: 'event_started',
  });

/** A bet as its owner sees it; its CLV is core's, at their price against the pick's de-vigged close. */
export function toBet(row: BetView, now: Date): Bet {
  const started = row.eventStartTime !== null && row.eventStartTime.getTime() <= now.getTime();
  const clv =
    row.pMarketClose !== null && row.result !== 'void' ? closingLineValue(row.odds, row.pMarketClose) : null;
  return {
    id: row.id,
    pickId: row.pickId,
    odds: row.odds,
    bookmaker: row.bookmaker,
    stake: row.stake,
    publishedOdds: row.publishedOdds,
    minOdds: row.minOdds,
    sport: row.sport,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    selection: row.selection,
    displayLine: row.displayLine,
    eventStartTime: iso(row.eventStartTime),
    isLocked: started || row.result !== null,
    result: row.result,
    profit: row.profit,
    gradedAt: iso(row.gradedAt),
    clv,
    createdAt: row.createdAt.toISOString(),
  };
}

async function stored(db: Database, userId: string, id: string, now: Date): Promise<Bet> {
  const row = await betOf(db, userId, id);
  if (!row) throw betNotFound();
  return toBet(row, now);
}

/**
 * Records the bet a person placed on a pick they may see, before its event starts: one per pick and
 * person. A person on a break sees no picks, so records none either.
 */
export async function recordBet(
  db: Database,
  user: SessionUser,
  body: CreateBetBody,
  now: Date,
): Promise<Bet> {
  refuseOnBreak(user, now, 'FORBIDDEN');
  refuseUnconfirmedAge(user);
  // Read before the transaction: PGlite has one connection, and the transaction holds it.
  const access = await callerAccess(db, user, now);
  const id = await db.transaction(async (tx) => {
    const pick = await visiblePick(tx, access, body.pickId);
    if (!pick) throw pickNotFound();
    if (pick.result !== null || hasStarted(pick, now)) throw eventStarted();
    const row = await insertBet(tx, {
      userId: user.id,
      pickId: pick.id,
      odds: roundOdds(body.odds),
      bookmaker: body.bookmaker ?? null,
      stake: roundCents(body.stake),
      publishedOdds: pick.odds,
      sport: pick.sport,
      homeTeam: pick.homeTeam,
      awayTeam: pick.awayTeam,
      selection: pick.selection,
      displayLine: pick.displayLine,
      eventStartTime: pick.eventStartTime,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) {
      throw new AppError('CONFLICT', 'You have already recorded a bet on this pick: change that one', {
        reason: 'bet_exists',
      });
    }
    return row.id;
  });
  return stored(db, user.id, id, now);
}

/** The person's bet, locked, with its event not started yet (409 `event_started` otherwise). */
async function changeableBet(tx: Database, user: SessionUser, id: string, now: Date) {
  const row = await lockBet(tx, user.id, id);
  if (!row) throw betNotFound();
  const current = await betOf(tx, user.id, id);
  if (!current || toBet(current, now).isLocked) throw eventStarted();
  return row;
}

/** Changes the price, book or stake of a bet until its event starts. */
export async function changeBet(
  db: Database,
  user: SessionUser,
  id: string,
  body: UpdateBetBody,
  now: Date,
): Promise<Bet> {
  await db.transaction(async (tx) => {
    await changeableBet(tx, user, id, now);
    await updateBet(
      tx,
      id,
      {
        ...(body.odds === undefined ? {} : { odds: roundOdds(body.odds) }),
        ...(body.bookmaker === undefined ? {} : { bookmaker: body.bookmaker }),
        ...(body.stake === undefined ? {} : { stake: roundCents(body.stake) }),
      },
      now,
    );
  });
  return stored(db, user.id, id, now);
}

/** Removes a bet until its event starts; afterwards it is part of the person's book. */
export async function removeBet(db: Database, user: SessionUser, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await changeableBet(tx, user, id, now);
    await deleteBet(tx, id);
  });
}

export async function listBets(db: Database, userId: string, query: BetsQuery, now: Date): Promise<BetsPage> {
  const after = query.cursor === undefined ? undefined : decodePickCursor(query.cursor);
  const page = await betsPage(db, userId, { limit: query.limit, after });
  return {
    bets: page.rows.map((row) => toBet(row, now)),
    nextCursor: page.next ? encodePickCursor(page.next) : null,
  };
}

export async function listOpenBets(db: Database, userId: string, now: Date): Promise<Bet[]> {
  return (await openBets(db, userId)).map((row) => toBet(row, now));
}

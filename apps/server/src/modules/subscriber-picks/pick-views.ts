import { type LockedPick, LockedPickSchema, type UnlockedPick, UnlockedPickSchema } from '@arcade/contracts';
import { decimalToAmerican } from '@arcade/core';
import type { ViewRow } from './subscriber-picks.repository';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Odds are stored with 4 decimals; the log keeps the price unrounded. */
const SAME_PRICE = 0.00005;

/** The teaser: exactly what a caller without access may see: never the pick itself. */
export function toLockedPick(row: ViewRow): LockedPick {
  return LockedPickSchema.parse({
    id: row.id,
    sport: row.sport,
    league: row.league,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    eventStartTime: iso(row.eventStartTime),
    tier: row.tier,
    locked: true,
  });
}

/**
 * Whether the pick's price is the best one generation found across the books: the same price at the
 * same book, not typed by an analyst. A price an admin set since, even a feed book's, is not called
 * the best.
 */
function isBestPrice(row: ViewRow): boolean {
  if (row.oddsEnteredByHand || row.bestOdds === null || row.bookmaker === null) return false;
  return row.bestBookmaker === row.bookmaker && Math.abs(row.bestOdds - row.odds) < SAME_PRICE;
}

/** The pick itself, for a caller entitled to it; parsed, so no other field can slip through. */
export function toUnlockedPick(row: ViewRow, isFree: boolean): UnlockedPick {
  return UnlockedPickSchema.parse({
    id: row.id,
    sport: row.sport,
    league: row.league,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    eventStartTime: iso(row.eventStartTime),
    tier: row.tier,
    locked: false,
    timestamp: row.timestamp.toISOString(),
    selection: row.selection,
    market: row.market,
    line: row.line,
    displayLine: row.displayLine,
    odds: row.odds,
    // One stored price, two forms: the American is converted from the decimal, so they never disagree.
    oddsAmerican: decimalToAmerican(row.odds),
    bookmaker: row.bookmaker,
    oddsEnteredByHand: row.oddsEnteredByHand,
    priceUnverified: row.priceUnverified,
    offFeed: row.offFeed,
    isBestPrice: isBestPrice(row),
    edge: row.edge,
    pModel: row.pModel,
    pMarketFair: row.pMarketFair,
    stake: row.stake,
    bankroll: row.bankroll,
    result: row.result,
    profit: row.profit,
    gradedAt: iso(row.gradedAt),
    closingOdds: row.closingOdds,
    clv: row.clv,
    minOdds: row.minOdds,
    isFree,
  });
}

/** Whether the pick's event has started at `now`; a pick without a start time (manual) has not. */
export function hasStarted(row: Pick<ViewRow, 'eventStartTime'>, now: Date): boolean {
  return row.eventStartTime !== null && row.eventStartTime.getTime() <= now.getTime();
}

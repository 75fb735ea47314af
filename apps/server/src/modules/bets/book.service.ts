import type { AccountExport, Bet, PickResult } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { allBetsOf, countBets, deleteBetsOf, gradeBetsOfPick, recordBetsClose } from './bets.repository';
import { toBet } from './bets.service';

/**
 * What other modules do to people's books: grading follows the pick's (a correction regrades), so does
 * the close, a
 * withdrawn pick voids its bets, a deleted account takes its book with it, and admins get counts.
 */

/** Grades every bet on the pick with the pick's result, in one statement, each at its own price. */
export async function gradeBets(tx: Database, pickId: string, result: PickResult, now: Date): Promise<void> {
  await gradeBetsOfPick(tx, pickId, result, now);
}

/** The pick's close is known: each bet's CLV is then its own price against that de-vigged close. */
export async function closeBets(tx: Database, pickId: string, pMarketClose: number): Promise<void> {
  await recordBetsClose(tx, pickId, pMarketClose);
}

/** The pick is withdrawn before its start: its bets are void (the stake comes back). */
export async function voidBets(tx: Database, pickId: string, now: Date): Promise<void> {
  await gradeBetsOfPick(tx, pickId, 'void', now);
}

export async function forgetBets(tx: Database, userId: string): Promise<void> {
  await deleteBetsOf(tx, userId);
}

export async function betCounts(db: Database): Promise<{ peopleTracking: number; betsRecorded: number }> {
  const { people, bets } = await countBets(db);
  return { peopleTracking: people, betsRecorded: bets };
}

/** A person's bets for their account export, oldest first. */
export async function betsForExport(db: Database, userId: string, now: Date): Promise<AccountExport['bets']> {
  const rows = await allBetsOf(db, userId);
  return rows.map((row) => {
    const bet: Bet = toBet(row, now);
    return {
      sport: bet.sport,
      homeTeam: bet.homeTeam,
      awayTeam: bet.awayTeam,
      selection: bet.selection,
      displayLine: bet.displayLine,
      eventStartTime: bet.eventStartTime,
      publishedOdds: bet.publishedOdds,
      odds: bet.odds,
      bookmaker: bet.bookmaker,
      stake: bet.stake,
      result: bet.result,
      profit: bet.profit,
      createdAt: bet.createdAt,
    };
  });
}

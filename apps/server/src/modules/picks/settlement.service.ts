import type { Tx } from '../../db/client';
import {
  type PickToSettle,
  selectPicksAwaitingClose,
  selectPicksAwaitingResult,
  updatePickClose,
  updatePickResult,
} from './settlement.repository';

/*
 * What grading may read and write of the picks, inside a sync's transaction: the picks module
 * stays the only writer of picks.
 */

/** Published picks on events of `eventIds` that have started and have no closing-line value yet. */
export function picksAwaitingClose(tx: Tx, eventIds: readonly string[], now: Date): Promise<PickToSettle[]> {
  return selectPicksAwaitingClose(tx, eventIds, now);
}

/** Published, ungraded picks on finished events of `eventIds`, with the final score. */
export function picksAwaitingResult(tx: Tx, eventIds: readonly string[]) {
  return selectPicksAwaitingResult(tx, eventIds);
}

/** Records the pick's closing price, fair probability at the close and closing-line value. */
export function recordPickClose(
  tx: Tx,
  pickId: string,
  close: { closingOdds: number; pMarketClose: number; clv: number },
): Promise<void> {
  return updatePickClose(tx, pickId, close);
}

/** Records the pick's result only while it has none (a graded pick keeps its first); false when it had one. */
export function recordPickResult(
  tx: Tx,
  pickId: string,
  graded: { result: 'win' | 'loss' | 'push'; profit: number; gradedAt: Date },
): Promise<boolean> {
  return updatePickResult(tx, pickId, graded);
}

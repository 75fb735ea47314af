import type { Tx } from '../../db/client';
import { type SettlementResult, settleEvents } from '../grading';
import { markClosingPrices } from './closing.repository';

interface CloseAndSettleResult extends SettlementResult {
  /** Events whose closing prices were captured now. */
  closed: number;
}

/**
 * After a sync, inside its transaction: captures the closing prices of the events that have started
 * (per book, market, selection and line, the last quote at or before the start), then has grading
 * settle them: reveal the published picks that have started, record their closing-line value from
 * those closes, grade the finished ones. Every step only fills what is empty, so a second run
 * changes nothing.
 */
export async function closeAndSettle(
  tx: Tx,
  eventIds: readonly string[],
  now: Date,
): Promise<CloseAndSettleResult> {
  // Before the ledger's lock, which settleEvents takes first: no transaction that holds that lock
  // writes or lock-reads odds or events rows, and the sync already holds its events rows by now.
  const closed = await markClosingPrices(tx, eventIds, now);
  const settled = await settleEvents(tx, eventIds, now);
  return { closed: closed.length, ...settled };
}

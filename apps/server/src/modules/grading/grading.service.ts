import {
  betProfit,
  closingLineValue,
  DomainError,
  gradeBet,
  marketConsensus,
  type OddsQuote,
  type QuoteSelection,
  marketSides,
  selectionOf,
} from '@arcade/core';
import type { Tx } from '../../db/client';
import { lockLedger, recordResult as recordLedgerResult, revealDue } from '../record';
import { closingQuotes } from './closing.repository';
import {
  type PickToSettle,
  picksAwaitingClose,
  picksAwaitingResult,
  recordPickClose,
  recordPickResult,
} from '../picks';
import { closeBets, gradeBets } from '../bets';

export interface SettlementResult {
  /** Published picks whose closing-line value was recorded now. */
  valued: number;
  /** Published picks graded now. */
  graded: number;
  /** Published picks whose details the ledger revealed now (their event has started). */
  revealed: number;
}

/**
 * After a sync, inside its transaction and once the market has marked the closing prices of the
 * events that have started: reveals in the record's ledger every published pick whose event has
 * started, records the closing-line value of their published picks (`CLV = odds × pCloseFair − 1`,
 * from the marked closing quotes) and grades the published picks of finished events (each result
 * appended to the ledger). Every step only fills what is empty, so a second run changes nothing.
 */
export async function settleEvents(
  tx: Tx,
  eventIds: readonly string[],
  now: Date,
): Promise<SettlementResult> {
  // The ledger's lock before any pick row (every transaction that may append takes them in this order).
  await lockLedger(tx);
  const revealed = await revealDue(tx, now);
  if (eventIds.length === 0) return { valued: 0, graded: 0, revealed };
  let valued = 0;
  for (const pick of await picksAwaitingClose(tx, eventIds, now)) {
    const close = await closeOf(tx, pick);
    if (close) {
      await recordPickClose(tx, pick.id, close);
      await closeBets(tx, pick.id, close.pMarketClose);
      valued++;
    }
  }
  let graded = 0;
  for (const pick of await picksAwaitingResult(tx, eventIds)) {
    const selection = selectionOf(pick);
    if (!selection || pick.homeScore === null || pick.awayScore === null) continue;
    const result = gradeBet(
      { market: pick.market, selection, line: pick.line, hasDrawOutcome: pick.sport === 'soccer' },
      { home: pick.homeScore, away: pick.awayScore },
    );
    const profit = betProfit(result, pick.stake, pick.odds);
    if (await recordPickResult(tx, pick.id, { result, profit, gradedAt: now })) {
      await recordLedgerResult(tx, pick.id, now, null);
      await gradeBets(tx, pick.id, result, now);
      graded++;
    }
  }
  return { valued, graded, revealed };
}

/** The pick's selection at the close: best closing price, de-vigged consensus and CLV; null when unpriced. */
async function closeOf(tx: Tx, pick: PickToSettle) {
  const selection = selectionOf(pick);
  if (!selection || !pick.eventId) return null;
  const { selections, lines } = marketSides(pick.market, pick.sport, selection, pick.line);
  const books = new Map<string, Map<QuoteSelection, OddsQuote>>();
  for (const quote of await closingQuotes(tx, pick.eventId, pick.market)) {
    const side = quote.selection as QuoteSelection;
    if (!selections.includes(side) || (lines[side] ?? null) !== (quote.line ?? null)) continue;
    const book = books.get(quote.bookmaker) ?? new Map<QuoteSelection, OddsQuote>();
    book.set(side, { ...quote, market: pick.market, selection: side });
    books.set(quote.bookmaker, book);
  }
  try {
    const consensus = marketConsensus(books, selections);
    const pMarketClose = consensus.fair[selection] as number;
    const closingOdds = consensus.best[selection]?.price as number;
    return { closingOdds, pMarketClose, clv: closingLineValue(pick.odds, pMarketClose) };
  } catch (error) {
    // No book priced the whole market at the close: the pick keeps no CLV rather than a guessed one.
    if (error instanceof DomainError) return null;
    throw error;
  }
}

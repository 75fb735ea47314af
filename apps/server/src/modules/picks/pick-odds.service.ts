import type { PickInputRefusal, PickOddsEditResponse, PickOddsPreview, PickQuote } from '@arcade/contracts';
import { americanToDecimal, closingLineValue, pickNumbers, selectionOf } from '@arcade/core';
import type { Database } from '../../db/client';
import type { AnalysisLog, ConfigSettingsRow, PickRow } from '../../db/schema/index';
import { AppError, invalid } from '../../lib/app-error';
import { logEntry } from './analysis-log';
import { configRow } from '../settings';
import { changePick, notFound } from './pick-change';
import type { Actor } from './pick-audit.repository';
import { type BookQuote, findPick, latestBookQuotes } from './pick-quotes.repository';
import { assertWithinMarket, handPriceCheck } from './hand-price';
import { refused, requiredReason } from './pick-refusal';
import { type TierSuggester, tierSuggester } from './suggested-tier';
import { roundOdds } from '../../lib/stored-odds';

/** How far a decimal price may sit from the one its American form converts to (display rounding). */
const ODDS_TOLERANCE = 0.01;

/** Refuses a decimal / American pair that do not describe the same price. */
export function assertOddsAgree(odds: number, oddsAmerican: number): void {
  if (Math.abs(oddsAmerican) < 100) {
    throw invalid(
      'invalid_request',
      'body.oddsAmerican',
      `American odds must be ≤ -100 or ≥ +100, got ${oddsAmerican}`,
      {
        code: 'custom',
        params: { rule: 'american_odds' },
      },
    );
  }
  const fromAmerican = americanToDecimal(oddsAmerican);
  // The epsilon absorbs binary noise so that a difference of exactly 0.01 is accepted.
  if (Math.abs(fromAmerican - odds) > ODDS_TOLERANCE + 1e-9) {
    throw invalid(
      'odds_disagree',
      'body.oddsAmerican',
      `American odds ${oddsAmerican} are decimal ${roundOdds(fromAmerican)}, more than ${ODDS_TOLERANCE} away from odds ${odds}`,
    );
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The strategies' agreement the pick was tiered with; 0 for a pick no strategy backed (a manual one). */
function agreementOf(log: unknown): number {
  const consensus = isRecord(log) ? log.consensus : undefined;
  const agreement = isRecord(consensus) ? consensus.agreementPercentage : undefined;
  return typeof agreement === 'number' && Number.isFinite(agreement) ? agreement : 0;
}

/** The pick's log with one more chronological entry; a pick without one (manual) gets a log of its own. */
function withLogEntry(row: PickRow, entry: AnalysisLog['chronologicalLog'][number]): AnalysisLog {
  const log: unknown = row.analysisLog;
  if (isRecord(log)) {
    const earlier = Array.isArray(log.chronologicalLog) ? log.chronologicalLog : [];
    return { ...log, chronologicalLog: [...earlier, entry] } as AnalysisLog;
  }
  return {
    eventInfo: { homeTeam: row.homeTeam, awayTeam: row.awayTeam, sport: row.sport, league: row.league ?? '' },
    chronologicalLog: [entry],
  };
}

/** A 400 with the reason code the web translates (`error.reason`). */
export const inputRefused = (reason: PickInputRefusal, path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { reason, issues: [{ path, code: 'custom', message }] });

/** The books that price the pick's selection now (its event, market, side and line), best first. */
async function quotesOf(db: Database, row: PickRow): Promise<BookQuote[]> {
  const side = selectionOf(row);
  if (row.eventId === null || side === null) return [];
  return latestBookQuotes(db, { eventId: row.eventId, market: row.market, side, line: row.line });
}

export async function pickQuotes(db: Database, id: string): Promise<PickQuote[]> {
  const row = await findPick(db, id);
  if (!row) throw notFound();
  return (await quotesOf(db, row)).map((quote) => ({ ...quote, at: quote.at.toISOString() }));
}

/**
 * The price an admin names, as it will be stored. A book the feed quotes for the selection is kept
 * under the feed's key; the price is the feed's own (and not typed by hand) only when that book's
 * latest quote is the price given, to the American form's rounding. Any other price, or another
 * house, is the analyst's.
 */
function priceAt(quotes: readonly BookQuote[], bookmaker: string, odds: number) {
  const quote = quotes.find((q) => q.bookmaker.toLowerCase() === bookmaker.toLowerCase());
  const isFeedPrice = quote !== undefined && Math.abs(quote.odds - odds) <= ODDS_TOLERANCE + 1e-9;
  return {
    bookmaker: quote?.bookmaker ?? bookmaker,
    odds: isFeedPrice ? quote.odds : odds,
    oddsEnteredByHand: !isFeedPrice,
  };
}

function requiredBookmaker(bookmaker: string | undefined): string {
  const name = bookmaker?.trim() ?? '';
  if (name === '') {
    throw inputRefused(
      'odds_edit_needs_bookmaker',
      'body.bookmaker',
      'An odds edit names the bookmaker that offers the price',
    );
  }
  return name;
}

type Config = ConfigSettingsRow;

/** Edge, stake and expected value at the new price, as generation computes them (core's `pickNumbers`). */
function repriced(row: PickRow, odds: number, config: Config, suggest: TierSuggester) {
  const agreement = agreementOf(row.analysisLog);
  const { edge, stake, expectedValue } = pickNumbers({
    pModel: row.pModel,
    odds,
    bankroll: row.bankroll,
    kellyFraction: config.kellyFraction,
    maxStakePercent: config.maxStakePercent,
    agreement,
    tierThresholds: config.tierThresholds,
  });
  return { edge, stake, expectedValue, suggestedTier: suggest(edge, agreement) };
}

/** What an odds edit would store, without storing it: the dialog's preview. */
export async function previewOdds(
  db: Database,
  id: string,
  input: { odds: number; bookmaker?: string | undefined },
  now: Date,
): Promise<PickOddsPreview> {
  const row = await findPick(db, id);
  if (!row) throw notFound();
  const config = await configRow(db);
  const suggest = await tierSuggester(db, config, now);
  const name = input.bookmaker?.trim();
  const quotes = await quotesOf(db, row);
  const price = name
    ? priceAt(quotes, name, roundOdds(input.odds))
    : { odds: roundOdds(input.odds), oddsEnteredByHand: true };
  const { edge, stake, expectedValue, suggestedTier: suggested } = repriced(row, price.odds, config, suggest);
  return {
    edge,
    stake,
    expectedValue,
    tier: row.tier,
    suggestedTier: suggested,
    oddsEnteredByHand: price.oddsEnteredByHand,
    priceCheck: handPriceCheck(quotes, price.odds),
  };
}

/**
 * A new price for a pick not yet graded, at a named book: edge, stake and expected value are
 * recomputed from the pick's probability with the current settings, as generation computes them
 * (core's `pickNumbers`), and the closing-line value follows. The tier is not: a tier changes only by
 * an admin's explicit act, so the answer carries the tier the new edge would earn as a suggestion.
 * The analysis log records the edit; repricing a published pick is a correction of the public record:
 * it needs the admin's reason (400 `correction_needs_reason`) and is logged in the pick audit. The price
 * and book the pick already has write nothing. A price more than 10 % above the feed's best for the
 * selection is refused (400 `price_off_market`); one the feed cannot contrast is marked unverified.
 */
export async function setOdds(
  db: Database,
  id: string,
  input: { odds: number; oddsAmerican: number; bookmaker?: string | undefined; reason?: string | undefined },
  actor: Actor,
  now: Date,
): Promise<PickOddsEditResponse> {
  const bookmaker = requiredBookmaker(input.bookmaker);
  assertOddsAgree(input.odds, input.oddsAmerican);
  // Read before the transaction: PGlite has one connection, and the transaction holds it.
  const config = await configRow(db);
  const suggest = await tierSuggester(db, config, now);
  const current = await findPick(db, id);
  if (!current) throw notFound();
  const quotes = await quotesOf(db, current);
  const price = priceAt(quotes, bookmaker, roundOdds(input.odds));
  const check = handPriceCheck(quotes, price.odds);
  let suggested = current.tier;
  const pick = await changePick(
    db,
    id,
    (row) => {
      // The price is part of a graded pick's profit, which the track record already shows.
      if (row.result !== null) {
        throw refused('pick_graded', `The pick is graded (${row.result}); its odds can no longer change`);
      }
      // The price and book it already has (what the dialog shows): an unchanged save writes nothing.
      if (
        row.odds === price.odds &&
        row.oddsAmerican === input.oddsAmerican &&
        (row.bookmaker ?? '').toLowerCase() === price.bookmaker.toLowerCase()
      ) {
        return {};
      }
      // No book offers a price more than 10 % above the feed's best: refused, not published.
      assertWithinMarket(check);
      if (row.status === 'published') {
        requiredReason(input.reason, 'correction_needs_reason', 'Correcting the price of a published pick');
      }
      const numbers = repriced(row, price.odds, config, suggest);
      suggested = numbers.suggestedTier;
      const entry = logEntry(
        'edit',
        price.oddsEnteredByHand ? 'odds_edited_by_hand' : 'odds_edited_at_book',
        {
          by: actor.email,
          oldOdds: row.odds,
          oldOddsAmerican: row.oddsAmerican,
          oldBookmaker: row.bookmaker ?? '',
          odds: price.odds,
          oddsAmerican: input.oddsAmerican,
          bookmaker: price.bookmaker,
          oldEdge: row.edge,
          edge: numbers.edge,
          oldStake: row.stake,
          stake: numbers.stake,
          tier: row.tier,
          suggestedTier: numbers.suggestedTier,
        },
      );
      return {
        odds: price.odds,
        oddsAmerican: input.oddsAmerican,
        bookmaker: price.bookmaker,
        oddsEnteredByHand: price.oddsEnteredByHand,
        priceUnverified: check.status === 'unverified',
        edge: numbers.edge,
        stake: numbers.stake,
        expectedValue: numbers.expectedValue,
        ...(row.pMarketClose === null ? {} : { clv: closingLineValue(price.odds, row.pMarketClose) }),
        analysisLog: withLogEntry(row, { ...entry, at: now.toISOString() }),
      };
    },
    // A published pick's new price and book are corrections of the public record: changePick writes
    // them to the ledger with the audit's admin and reason.
    {
      action: 'odds_changed',
      actor,
      when: (row) => row.status === 'published',
      reason: input.reason?.trim() || null,
    },
  );
  return { pick, suggestedTier: suggested };
}

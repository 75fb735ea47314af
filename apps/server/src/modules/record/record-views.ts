import { type PickResult, type RecordCorrection, type RecordPick, RecordPickSchema } from '@arcade/contracts';
import { decimalToAmerican, pickUnits, roundUnits } from '@arcade/core';
import type { RecordRow } from './record.repository';
import type { GradedPick } from './record-stats';

/** A graded published pick as the record holds it: the stored row and what the figures read. */
export interface RecordEntry {
  row: RecordRow;
  pick: GradedPick;
}

/** The entry of a published pick, or null when it has no result yet (not part of the record). */
export function toRecordEntry(row: RecordRow): RecordEntry | null {
  const result: PickResult | null = row.result;
  if (result === null) return null;
  return {
    row,
    pick: {
      date: row.eventStartTime ?? row.timestamp,
      timestamp: row.timestamp,
      tier: row.tier,
      odds: row.odds,
      stake: row.stake,
      pModel: row.pModel,
      result,
      profit: row.profit,
      clv: row.clv,
    },
  };
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * One row of the record, parsed with its strict schema so that nothing else can slip through.
 * Visitors get `details: null`: no selection, line, price, stake, edge or probability (docs/decisions/008).
 */
export function toRecordPick(
  entry: RecordEntry,
  corrections: readonly RecordCorrection[],
  isDetailed: boolean,
): RecordPick {
  const { row, pick } = entry;
  return RecordPickSchema.parse({
    id: row.id,
    date: pick.date.toISOString(),
    sport: row.sport,
    league: row.league,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    tier: row.tier,
    result: pick.result,
    units: roundUnits(pickUnits(pick)),
    corrections,
    offFeed: row.offFeed,
    priceUnverified: row.priceUnverified,
    resultSource: row.resultSource,
    details: isDetailed
      ? {
          timestamp: row.timestamp.toISOString(),
          selection: row.selection,
          market: row.market,
          line: row.line,
          displayLine: row.displayLine,
          odds: row.odds,
          // Converted from the stored decimal price: the two forms shown never disagree.
          oddsAmerican: decimalToAmerican(row.odds),
          stake: row.stake,
          bankroll: row.bankroll,
          edge: row.edge,
          pModel: row.pModel,
          pMarketFair: row.pMarketFair,
          closingOdds: row.closingOdds,
          clv: row.clv,
          profit: row.profit,
          gradedAt: iso(row.gradedAt),
        }
      : null,
  });
}

import { americanToDecimal, closingLineValue, pickNumbers } from '@arcade/core';
import type { Database } from '../../db/client';
import type { AnalysisLog, PickRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { logEntry } from '../generation/analysis-log';
import { generationConfig } from '../generation/generation.repository';
import { changePick } from './pick-change';
import type { Actor } from './pick-audit.repository';
import { refused } from './pick-refusal';

/** How far a decimal price may sit from the one its American form converts to (display rounding). */
const ODDS_TOLERANCE = 0.01;

export const roundOdds = (odds: number) => Math.round(odds * 10_000) / 10_000;

export function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { issues: [{ path, message }] });
}

/** Refuses a decimal / American pair that do not describe the same price. */
export function assertOddsAgree(odds: number, oddsAmerican: number): void {
  if (Math.abs(oddsAmerican) < 100) {
    throw invalid('body.oddsAmerican', `American odds must be ≤ -100 or ≥ +100, got ${oddsAmerican}`);
  }
  const fromAmerican = americanToDecimal(oddsAmerican);
  // The epsilon absorbs binary noise so that a difference of exactly 0.01 is accepted.
  if (Math.abs(fromAmerican - odds) > ODDS_TOLERANCE + 1e-9) {
    throw invalid(
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

/**
 * A new price for a pick not yet graded: edge, stake, expected value and tier are recomputed from
 * the pick's probability with the current settings, as generation computes them (core's
 * `pickNumbers`), the closing-line value follows, and the analysis log records the edit. Repricing a
 * published pick is logged in the pick audit.
 */
export async function setOdds(
  db: Database,
  id: string,
  input: { odds: number; oddsAmerican: number },
  actor: Actor,
  now: Date,
) {
  assertOddsAgree(input.odds, input.oddsAmerican);
  const odds = roundOdds(input.odds);
  // Read before the transaction: PGlite has one connection, and the transaction holds it.
  const config = await generationConfig(db);
  return changePick(
    db,
    id,
    (row) => {
      // The price is part of a graded pick's profit, which the track record already shows.
      if (row.result !== null) {
        throw refused('pick_graded', `The pick is graded (${row.result}); its odds can no longer change`);
      }
      const numbers = pickNumbers({
        pModel: row.pModel,
        odds,
        bankroll: row.bankroll,
        kellyFraction: config.kellyFraction,
        maxStakePercent: config.maxStakePercent,
        agreement: agreementOf(row.analysisLog),
        tierThresholds: config.tierThresholds,
      });
      const entry = logEntry('edit', 'odds_edited', {
        by: actor.email,
        oldOdds: row.odds,
        oldOddsAmerican: row.oddsAmerican,
        odds,
        oddsAmerican: input.oddsAmerican,
        oldEdge: row.edge,
        edge: numbers.edge,
        oldStake: row.stake,
        stake: numbers.stake,
        oldTier: row.tier,
        tier: numbers.tier,
      });
      return {
        odds,
        oddsAmerican: input.oddsAmerican,
        ...numbers,
        ...(row.pMarketClose === null ? {} : { clv: closingLineValue(odds, row.pMarketClose) }),
        analysisLog: withLogEntry(row, { ...entry, at: now.toISOString() }),
      };
    },
    { action: 'odds_changed', actor, when: (row) => row.status === 'published' },
  );
}

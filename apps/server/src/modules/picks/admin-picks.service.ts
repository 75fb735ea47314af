import { americanToDecimal, betProfit, closingLineValue, edge as edgeAt, roundCents } from '@arcade/core';
import type { AdminPick, ManualPickSchema, PickResult, PickStatus, Tier } from '@arcade/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { NewPickRow, PickRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type Actor, changesOf, recordPickAudit } from './pick-audit.repository';
import { refused } from './pick-refusal';
import { toAdminPick } from './pick-view';
import { insertPick, listPicks, lockPick, type PickFilters, updatePick } from './picks.repository';

type ManualPickInput = z.output<typeof ManualPickSchema>;

/** The only status changes an admin may make (product.md §4); a published pick stays published. */
const NEXT_STATUSES: Record<PickStatus, readonly PickStatus[]> = {
  pending: ['approved', 'published'],
  approved: ['published'],
  published: [],
};

/** How far a decimal price may sit from the one its American form converts to (display rounding). */
const ODDS_TOLERANCE = 0.01;

const roundOdds = (odds: number) => Math.round(odds * 10_000) / 10_000;

// The probability column keeps 6 decimals and is strictly inside (0, 1).
const P_MIN = 0.000001;
const P_MAX = 0.999999;

const notFound = () => new AppError('NOT_FOUND', 'Pick not found');

function invalid(path: string, message: string): AppError {
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

/** An audit entry for the change `changePick` is about to store, when the change rewrites the record. */
type Audit = { action: 'result_changed' | 'odds_changed'; actor: Actor; when: (row: PickRow) => boolean };

/**
 * Runs `change` on the locked pick and stores what it returns, with its audit entry when one is due,
 * in one transaction; an AppError thrown inside changes nothing.
 */
async function changePick(
  db: Database,
  id: string,
  change: (row: PickRow) => Partial<NewPickRow>,
  audit?: Audit,
): Promise<AdminPick> {
  const row = await db.transaction(async (tx) => {
    const current = await lockPick(tx, id);
    if (!current) throw notFound();
    const values = change(current);
    if (audit?.when(current)) {
      const changes = changesOf(current, values as Partial<PickRow>);
      await recordPickAudit(tx, { row: current, action: audit.action, actor: audit.actor, changes });
    }
    return updatePick(tx, id, values);
  });
  if (!row) throw notFound();
  return toAdminPick(row);
}

export async function listAdminPicks(db: Database, filters: PickFilters): Promise<AdminPick[]> {
  return (await listPicks(db, filters)).map(toAdminPick);
}

/** Approving or publishing records who did it and when, the first time only. */
export async function changeStatus(db: Database, id: string, status: PickStatus, adminId: string, now: Date) {
  return changePick(db, id, (row) => {
    if (!NEXT_STATUSES[row.status].includes(status)) {
      throw refused(
        'invalid_transition',
        `A ${row.status} pick cannot become ${status}; allowed: pending → approved, pending → published, approved → published`,
      );
    }
    return { status, approvedBy: row.approvedBy ?? adminId, approvedAt: row.approvedAt ?? now };
  });
}

/**
 * Grades a published pick by hand. The profit defaults to the settled bet's (decisions.md §3); an
 * explicit one is kept. An earlier result is overwritten: this is the admin's explicit correction.
 * Every hand-written result is logged in the pick audit.
 */
export async function setResult(
  db: Database,
  id: string,
  input: { result: PickResult; profit?: number | undefined },
  actor: Actor,
  now: Date,
) {
  const { result, profit } = input;
  const audit: Audit = { action: 'result_changed', actor, when: () => true };
  return changePick(
    db,
    id,
    (row) => {
      if (row.status !== 'published') {
        throw refused('not_published', `Only a published pick can get a result; this one is ${row.status}`);
      }
      // A manual pick has no event, hence no start time: the admin's word is all there is.
      if (row.eventStartTime !== null && now < row.eventStartTime) {
        throw refused(
          'event_not_started',
          `The event starts at ${row.eventStartTime.toISOString()}; a result can only be recorded after that`,
        );
      }
      return {
        result,
        profit: profit === undefined ? betProfit(result, row.stake, row.odds) : roundCents(profit),
        gradedAt: now,
      };
    },
    audit,
  );
}

export async function setTier(db: Database, id: string, tier: Tier): Promise<AdminPick> {
  const row = await updatePick(db, id, { tier });
  if (!row) throw notFound();
  return toAdminPick(row);
}

export async function setTimestamp(db: Database, id: string, timestamp: Date): Promise<AdminPick> {
  const row = await updatePick(db, id, { timestamp });
  if (!row) throw notFound();
  return toAdminPick(row);
}

/** New price: edge, expected value and closing-line value follow it, so the pick's numbers stay true. */
export async function setOdds(db: Database, id: string, odds: number, oddsAmerican: number) {
  assertOddsAgree(odds, oddsAmerican);
  const stored = roundOdds(odds);
  return changePick(db, id, (row) => {
    // The price is part of a graded pick's profit, which the track record already shows.
    if (row.result !== null) {
      throw refused('pick_graded', `The pick is graded (${row.result}); its odds can no longer change`);
    }
    const edge = edgeAt(row.pModel, stored);
    return {
      odds: stored,
      oddsAmerican,
      edge,
      expectedValue: roundCents(edge * row.stake),
      ...(row.pMarketClose === null ? {} : { clv: closingLineValue(stored, row.pMarketClose) }),
    };
  });
}

/** A pick typed in by an admin (product.md §5 "Manual pick"); it has no event and no analysis log. */
export async function createManualPick(
  db: Database,
  input: ManualPickInput,
  adminId: string,
  now: Date,
): Promise<AdminPick> {
  assertOddsAgree(input.odds, input.oddsAmerican);
  if (input.homeTeam.toLowerCase() === input.awayTeam.toLowerCase()) {
    throw invalid('body.awayTeam', 'The home and away teams must differ');
  }
  const odds = roundOdds(input.odds);
  // The admin gives the edge, not a probability: edge = p·odds − 1, so the probability that yields
  // that edge at these odds is (edge + 1) / odds. Kept strictly inside (0, 1) as a probability must be.
  const pModel = Math.min(P_MAX, Math.max(P_MIN, (input.edge + 1) / odds));
  const isApproved = input.status !== 'pending';
  const row = await insertPick(db, {
    eventId: null,
    sport: input.sport,
    league: null,
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    selection: input.selection,
    market: input.market,
    odds,
    oddsAmerican: input.oddsAmerican,
    pModel,
    edge: input.edge,
    stake: roundCents(input.stake),
    bankroll: roundCents(input.bankroll),
    expectedValue: roundCents(input.edge * input.stake),
    tier: input.tier,
    displayLine: input.selection,
    status: input.status,
    approvedBy: isApproved ? adminId : null,
    approvedAt: isApproved ? now : null,
    timestamp: now,
    strategy: 'manual',
  });
  return toAdminPick(row);
}

import { betProfit, roundCents } from '@arcade/core';
import { type PickResult, RESULT_SOURCE_MIN, type Tier } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { lockLedger, recordCorrection, recordResult, recordWithdraw } from '../record';
import { gradeBets, voidBets } from '../bets';
import { type Actor, recordPickAudit } from './pick-audit.repository';
import { type AfterChange, changePick, notFound } from './pick-change';
import { refused, requiredReason } from './pick-refusal';
import { deletePicks, lockPick } from './picks.repository';

const optionalReason = (reason: string | undefined): string | null => {
  const text = reason?.trim() ?? '';
  return text === '' ? null : text;
};

/** An off-feed result's source: the one given, or (on a correction) the one it already names. */
function sourceOf(given: string | undefined, current: string | null): string {
  if (given === undefined && current !== null) return current;
  return requiredReason(given, 'result_needs_source', 'A result of a pick off the feed', {
    field: 'source',
    minimum: RESULT_SOURCE_MIN,
  });
}

/**
 * Grades a published pick by hand, after its event's start. The profit defaults to the settled
 * bet's; an explicit one is kept. A pick that already has a result is corrected
 * only with the admin's reason (400 `correction_needs_reason`): the ledger gets a `correction` of the
 * result (and of the profit it implies), a first result a `result` entry. Both are logged in the
 * pick audit. A pick off the feed has no score the sync could read: its result names where the score
 * can be checked (400 `result_needs_source`), kept with the pick and in the ledger's result entry; a
 * correction keeps the source already named unless it gives another.
 */
export async function setResult(
  db: Database,
  id: string,
  input: {
    result: PickResult;
    profit?: number | undefined;
    reason?: string | undefined;
    source?: string | undefined;
  },
  actor: Actor,
  now: Date,
) {
  const { result, profit } = input;
  const reason = optionalReason(input.reason);
  const toLedger: AfterChange = async (tx, before, after) => {
    // The people's bets on the pick follow its result, first or corrected.
    if (after.result !== null) await gradeBets(tx, after.id, after.result, now);
    if (before.result === null) {
      await recordResult(tx, after.id, now, actor.id);
      return;
    }
    for (const field of ['result', 'profit'] as const) {
      const change = { pickId: after.id, field, from: before[field], to: after[field] };
      await recordCorrection(tx, { ...change, adminId: actor.id, reason }, now);
    }
  };
  return changePick(
    db,
    id,
    (row) => {
      if (row.status !== 'published') {
        throw refused('not_published', `Only a published pick can get a result; this one is ${row.status}`);
      }
      // Only a manual pick made before picks kept a start time has none: the admin's word is all there is.
      if (row.eventStartTime !== null && now < row.eventStartTime) {
        throw refused(
          'event_not_started',
          `The event starts at ${row.eventStartTime.toISOString()}; a result can only be recorded after that`,
        );
      }
      const nextProfit = profit === undefined ? betProfit(result, row.stake, row.odds) : roundCents(profit);
      // The result it already has: nothing to correct, nothing written.
      if (row.result === result && row.profit === nextProfit) return {};
      if (row.result !== null) requiredReason(input.reason, 'correction_needs_reason', 'Correcting a result');
      const resultSource = row.offFeed ? sourceOf(input.source, row.resultSource) : row.resultSource;
      return { result, profit: nextProfit, gradedAt: now, resultSource };
    },
    { action: 'result_changed', actor, when: () => true, reason },
    toLedger,
  );
}

/**
 * Changes the tier of a pick not yet graded, whatever its status (at any time). On a
 * published pick it is a correction of the public record: it needs the admin's reason (400
 * `correction_needs_reason`) and is logged in the pick audit. The tier it already has writes nothing.
 */
export async function setTier(
  db: Database,
  id: string,
  input: { tier: Tier; reason?: string | undefined },
  actor: Actor,
) {
  return changePick(
    db,
    id,
    (row) => {
      if (row.result !== null) {
        throw refused('pick_graded', `The pick is graded (${row.result}); its tier is part of the record`);
      }
      if (row.tier === input.tier) return {};
      if (row.status === 'published') {
        requiredReason(input.reason, 'correction_needs_reason', 'Correcting the tier of a published pick');
      }
      return { tier: input.tier };
    },
    {
      action: 'tier_changed',
      actor,
      when: (row) => row.status === 'published',
      reason: optionalReason(input.reason),
    },
  );
}

/**
 * Moves the date a pick was made (what the history sorts on). On a published pick, only before its
 * event starts (after it, 409 `event_started`: the date is part of the record), it is a correction
 * of the public record: it needs the admin's reason (400 `correction_needs_reason`), is logged in the
 * pick audit and written to the ledger as a correction of `timestamp`. The date it has writes nothing.
 */
export async function setTimestamp(
  db: Database,
  id: string,
  input: { timestamp: Date; reason?: string | undefined },
  actor: Actor,
  now: Date,
) {
  const reason = optionalReason(input.reason);
  const toLedger: AfterChange = async (tx, before, after) => {
    if (before.status !== 'published') return;
    const change = { pickId: after.id, field: 'timestamp', from: before.timestamp, to: after.timestamp };
    await recordCorrection(tx, { ...change, adminId: actor.id, reason }, now);
  };
  return changePick(
    db,
    id,
    (row) => {
      if (row.timestamp.getTime() === input.timestamp.getTime()) return {};
      if (row.status === 'published') {
        if (row.eventStartTime === null || now >= row.eventStartTime) {
          throw refused('event_started', 'The event has started: the date of the pick is part of the record');
        }
        requiredReason(input.reason, 'correction_needs_reason', 'Correcting the date of a published pick');
      }
      return { timestamp: input.timestamp };
    },
    { action: 'date_changed', actor, when: (row) => row.status === 'published', reason },
    toLedger,
  );
}

/**
 * Takes a published pick back before its event starts, with the admin's reason (400
 * `withdraw_needs_reason` without one): the ledger gets a `withdraw` entry, the audit the pick as it
 * was, and the row goes, so no subscriber list shows it. After the start (or with no known start)
 * the pick is part of the record and stays (409 `event_started`).
 */
export async function withdrawPick(
  db: Database,
  id: string,
  input: { reason?: string | undefined },
  actor: Actor,
  now: Date,
): Promise<void> {
  const reason = requiredReason(input.reason, 'withdraw_needs_reason', 'Withdrawing a published pick');
  await db.transaction(async (tx) => {
    await lockLedger(tx);
    const row = await lockPick(tx, id);
    if (!row) throw notFound();
    if (row.result !== null) {
      throw refused('pick_graded', `The pick is graded (${row.result}): it stays in the record`);
    }
    if (row.status !== 'published') {
      throw refused('not_published', `Only a published pick is withdrawn; a ${row.status} one is deleted`);
    }
    if (row.eventStartTime === null || now >= row.eventStartTime) {
      throw refused(
        'event_started',
        'The event has started (or its start is unknown): the pick stays in the record',
      );
    }
    await recordPickAudit(tx, { row, action: 'deleted', actor, changes: null, reason });
    await recordWithdraw(tx, { pickId: id, adminId: actor.id, reason }, now);
    await voidBets(tx, id, now);
    await deletePicks(tx, [id]);
  });
}

import { minimumOdds, roundCents } from '@arcade/core';
import type {
  AdminPick,
  AdminPickCounts,
  AdminPicksResponse,
  ManualPickSchema,
  PickAuditEntry,
  PickStatus,
  PriceCheck,
} from '@arcade/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import type { NewPickRow, PickRow } from '../../db/schema/index';
import { preparedRead } from '../../db/prepared';
import { toAdminPick } from './pick-view';
import { configRow } from '../settings';
import { recordPublication } from '../notifications';
import { lockLedger, recordPublish } from '../record';
import { type AfterChange, changePick } from './pick-change';
import { assertPublishedInTime, manualPickPlacement } from './manual-pick-event';
import { assertWithinMarket, handPriceCheck } from './hand-price';
import { listPickAudit } from './pick-audit.repository';
import { latestBookQuotes } from './pick-quotes.repository';
import { assertOddsAgree } from './pick-odds.service';
import { roundOdds } from '../../lib/stored-odds';
import { refused } from './pick-refusal';
import { decodePickCursor, encodePickCursor } from '../../lib/pick-cursor';
import { countPicksByTab, insertPick, pagePicks, type PickFilters } from './picks.repository';

type ManualPickInput = z.output<typeof ManualPickSchema>;

/** The only status changes an admin may make; a published pick stays published. */
const NEXT_STATUSES: Record<PickStatus, readonly PickStatus[]> = {
  pending: ['approved', 'published'],
  approved: ['published'],
  published: [],
};

// The probability column keeps 6 decimals and is strictly inside (0, 1).
const P_MIN = 0.000001;
const P_MAX = 0.999999;
const roundProbability = (p: number) => Math.round(p * 1e6) / 1e6;

/** One page of the admin list (AdminPicksResponseSchema), after the client's cursor if it sent one. */
export async function listAdminPicks(
  db: Database,
  query: PickFilters & { limit: number; cursor?: string | undefined },
): Promise<AdminPicksResponse> {
  const { limit, cursor, ...filters } = query;
  const page = await pagePicks(db, filters, { limit, after: cursor ? decodePickCursor(cursor) : undefined });
  return { picks: page.rows.map(toAdminPick), nextCursor: page.next ? encodePickCursor(page.next) : null };
}

// A count over every pick: read once per change of the picks (picksChanged), not on every request.
const counts = preparedRead('picks', { read: (db) => countPicksByTab(db), revalidateInBackground: true });

export const countAdminPicks = async (db: Database): Promise<AdminPickCounts> => (await counts.get(db)).value;

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** A pick reaches subscribers only with the value generation demands of it. */
function assertPublishable(edge: number, edgeThreshold: number): void {
  if (edge < edgeThreshold) {
    throw refused(
      'below_edge_threshold',
      `The pick's edge (${percent(edge)}) is below the edge threshold (${percent(edgeThreshold)}); it cannot be published`,
    );
  }
}

/**
 * A pick that has just become published is recorded, in its transaction, for the publication emails
 * and in the record's ledger.
 */
const recordIfPublished =
  (now: Date): AfterChange =>
  async (tx, before, after) => {
    if (before.status === 'published' || after.status !== 'published') return;
    await recordPublication(tx, [after.id]);
    await recordPublish(tx, after.id, now);
  };

const approval = (row: PickRow, adminId: string, now: Date) => ({
  approvedBy: row.approvedBy ?? adminId,
  approvedAt: row.approvedAt ?? now,
});

/**
 * What a publication needs besides the database: the mail worker, woken once the publication is
 * recorded for its emails (it batches them), and how long before its start a pick off the feed may
 * still be published.
 */
export interface PublishContext {
  db: Database;
  mailer: Pick<Mailer, 'kick'>;
  offFeedLeadMinutes: number;
}

/**
 * Approving or publishing records who did it and when, the first time only. Publishing needs an
 * edge at or above the configured threshold, whatever the pick's origin (a manual pick's edge is the
 * admin's).
 */
export async function changeStatus(
  { db, mailer, offFeedLeadMinutes }: PublishContext,
  id: string,
  status: PickStatus,
  adminId: string,
  now: Date,
): Promise<AdminPick> {
  // Read before the transaction: PGlite has one connection, and the transaction holds it.
  const { edgeThreshold } = await configRow(db);
  const pick = await changePick(
    db,
    id,
    (row) => {
      if (!NEXT_STATUSES[row.status].includes(status)) {
        throw refused(
          'invalid_transition',
          `A ${row.status} pick cannot become ${status}; allowed: pending → approved, pending → published, approved → published`,
        );
      }
      if (status === 'published') {
        assertPublishable(row.edge, edgeThreshold);
        assertPublishedInTime(row, now, offFeedLeadMinutes);
        return { ...approval(row, adminId, now), status, minOdds: minimumOdds(row.pModel, edgeThreshold) };
      }
      return { ...approval(row, adminId, now), status };
    },
    undefined,
    recordIfPublished(now),
  );
  if (pick.status === 'published') mailer.kick();
  return pick;
}

export type { Actor } from './pick-audit.repository';

/** The audit of who changed what on the picks (or on the one pick given), the newest entries first. */
export async function pickAudit(db: Database, pickId?: string): Promise<PickAuditEntry[]> {
  return listPickAudit(db, pickId);
}

/**
 * A manual pick's price against the feed's latest quotes for its selection and line; a pick off the
 * feed has nothing to be contrasted with (unverified).
 */
async function manualPriceCheck(
  db: Database,
  placement: { eventId?: string | null | undefined; selection: string; line?: number | null | undefined },
  market: ManualPickInput['market'],
  odds: number,
): Promise<PriceCheck> {
  const quotes = placement.eventId
    ? await latestBookQuotes(db, {
        eventId: placement.eventId,
        market,
        side: placement.selection,
        line: placement.line ?? null,
      })
    : [];
  return handPriceCheck(quotes, odds);
}

/** The manual form's check before saving: a price on a selection of one of the feed's events. */
export async function checkManualPrice(
  db: Database,
  query: {
    eventId: string;
    market: ManualPickInput['market'];
    selection: string;
    line?: number | undefined;
    odds: number;
  },
): Promise<PriceCheck> {
  const line = query.market === 'h2h' ? null : (query.line ?? null);
  return manualPriceCheck(
    db,
    { eventId: query.eventId, selection: query.selection, line },
    query.market,
    roundOdds(query.odds),
  );
}

/**
 * A pick typed in by an admin, placed on an upcoming event of the feed
 * or on a league and a future start (manual-pick-event.ts); it has no analysis log. Its price is the
 * analyst's, and the stake typed is the stake stored; on a feed event it is held to the feed's best
 * (400 `price_off_market`, or marked unverified where no book prices the selection). Published off
 * the feed, it starts at least 2 hours later (400 `event_too_soon`).
 */
export async function createManualPick(
  { db, mailer, offFeedLeadMinutes }: PublishContext,
  input: ManualPickInput,
  adminId: string,
  now: Date,
): Promise<AdminPick> {
  assertOddsAgree(input.odds, input.oddsAmerican);
  const placement = await manualPickPlacement(db, input, now);
  const odds = roundOdds(input.odds);
  const check = await manualPriceCheck(db, placement, input.market, odds);
  assertWithinMarket(check);
  // The admin gives the edge, not a probability: edge = p·odds − 1, so the probability that yields
  // that edge at these odds is (edge + 1) / odds. Kept strictly inside (0, 1) as a probability must be,
  // at the 6 decimals it is stored with (the lowest price worth taking is taken from the stored value).
  const pModel = roundProbability(Math.min(P_MAX, Math.max(P_MIN, (input.edge + 1) / odds)));
  let minOdds: number | null = null;
  if (input.status === 'published') {
    const { edgeThreshold } = await configRow(db);
    assertPublishable(input.edge, edgeThreshold);
    assertPublishedInTime(placement, now, offFeedLeadMinutes);
    minOdds = minimumOdds(pModel, edgeThreshold);
  }
  const isApproved = input.status !== 'pending';
  const values: NewPickRow = {
    ...placement,
    market: input.market,
    odds,
    oddsAmerican: input.oddsAmerican,
    pModel,
    minOdds,
    edge: input.edge,
    stake: roundCents(input.stake),
    bankroll: roundCents(input.bankroll),
    expectedValue: roundCents(input.edge * input.stake),
    tier: input.tier,
    bookmaker: input.bookmaker ?? null,
    oddsEnteredByHand: true,
    priceUnverified: check.status === 'unverified',
    status: input.status,
    approvedBy: isApproved ? adminId : null,
    approvedAt: isApproved ? now : null,
    timestamp: now,
    strategy: 'manual',
  };
  // Created published: recorded for the publication emails in the same transaction.
  const row =
    input.status === 'published'
      ? await db.transaction(async (tx) => {
          await lockLedger(tx);
          const inserted = await insertPick(tx, values);
          await recordPublication(tx, [inserted.id]);
          await recordPublish(tx, inserted.id, now);
          return inserted;
        })
      : await insertPick(db, values);
  if (row.status === 'published') mailer.kick();
  return toAdminPick(row);
}

import { randomBytes } from 'node:crypto';
import type { LedgerHead } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { picksChanged } from '../../../lib/changes';
import { canonicalJson, chainHash, commitmentOf, type LedgerValue, ZERO_HASH } from './canonical';
import {
  type CorrectionEntry,
  DETAIL_FIELDS,
  type Details,
  detailOf,
  isDetailField,
  type LedgerEntryBody,
  ledgerValue,
  PUBLIC_FIELDS,
  withDetail,
} from './entries';
import {
  changeEntriesOf,
  correctionEntriesOf,
  headRow,
  insertEntry,
  insertLedgerPick,
  insertOpening,
  ledgerPickOf,
  openingsOf,
  picksDueForReveal,
  type StoredPick,
  storedPick,
  takeLedgerLock,
  updateLedgerPick,
} from './ledger.repository';

type Tx = Database;
type Body<E> = E extends LedgerEntryBody ? Omit<E, 'seq'> : never;

const newSalt = () => randomBytes(16).toString('hex');

/**
 * Serialises appends across connections and instances until the transaction ends. Taken before any
 * pick row is locked, by every transaction that may append, so two of them never wait for each other
 * in opposite orders.
 */
export function lockLedger(tx: Tx): Promise<void> {
  return takeLedgerLock(tx);
}

/** Appends one entry after the head (the ledger lock is taken first): answers the new head. */
async function append(tx: Tx, body: Body<LedgerEntryBody>): Promise<LedgerHead> {
  await lockLedger(tx);
  const head = await headRow(tx);
  const seq = (head?.seq ?? 0) + 1;
  const entry = canonicalJson({ ...body, seq } as LedgerValue);
  const hash = chainHash(head?.hash ?? ZERO_HASH, entry);
  await insertEntry(tx, { seq, entry, hash });
  return { seq, hash };
}

/** The head of the ledger: seq 0 and 64 zeros while it is empty. */
export async function ledgerHead(db: Database): Promise<LedgerHead> {
  const head = await headRow(db);
  return head ? { seq: head.seq, hash: head.hash } : { seq: 0, hash: ZERO_HASH };
}

function detailsOf(pick: StoredPick, salt: string): Details {
  return {
    sport: pick.sport,
    league: pick.league,
    teams: { home: pick.homeTeam, away: pick.awayTeam },
    start: pick.eventStartTime ? pick.eventStartTime.toISOString() : null,
    market: pick.market,
    selection: pick.selection,
    line: pick.line,
    odds: pick.odds,
    oddsAmerican: pick.oddsAmerican,
    bookmaker: pick.bookmaker,
    tier: pick.tier,
    stake: pick.stake,
    edge: pick.edge,
    pModel: pick.pModel,
    salt,
  };
}

async function requirePick(tx: Tx, pickId: string): Promise<StoredPick> {
  const pick = await storedPick(tx, pickId);
  if (!pick) throw new Error(`ledger: pick ${pickId} not found`);
  return pick;
}

/**
 * A pick has just been published (in the caller's transaction): the entry names only what its
 * teaser shows (tier, sport, start) and commits to the rest, salted; the opening stays on the server
 * until the reveal. A pick the ledger already holds is not published twice.
 */
export async function recordPublish(tx: Tx, pickId: string, now: Date): Promise<LedgerHead | null> {
  await lockLedger(tx);
  if (await ledgerPickOf(tx, pickId)) return null;
  const pick = await requirePick(tx, pickId);
  const details = detailsOf(pick, newSalt());
  const head = await append(tx, {
    kind: 'publish',
    at: now.toISOString(),
    pickId,
    tier: pick.tier,
    sport: pick.sport,
    eventStartTime: details.start,
    commitment: commitmentOf(details),
  });
  const opening = canonicalJson(details);
  await insertOpening(tx, { seq: head.seq, pickId, details: opening });
  await insertLedgerPick(tx, { pickId, details: opening, publishedSeq: head.seq });
  return head;
}

/**
 * Publishes the details of a pick whose event has started: the opening of its publish commitment
 * and of every sealed correction since. Nothing for a pick the ledger does not hold or has revealed.
 */
export async function recordReveal(tx: Tx, pickId: string, now: Date): Promise<LedgerHead | null> {
  await lockLedger(tx);
  const state = await ledgerPickOf(tx, pickId);
  if (!state || state.revealedSeq !== null || state.withdrawnSeq !== null) return null;
  const openings = await openingsOf(tx, pickId);
  const corrections: Record<string, Details> = {};
  let details: Details | undefined;
  for (const opening of openings) {
    const parsed = JSON.parse(opening.details) as Details;
    if (opening.seq === state.publishedSeq) details = parsed;
    else corrections[String(opening.seq)] = parsed;
  }
  if (!details) throw new Error(`ledger: the opening of pick ${pickId}'s publication is missing`);
  const head = await append(tx, { kind: 'reveal', at: now.toISOString(), pickId, details, corrections });
  await updateLedgerPick(tx, pickId, { revealedSeq: head.seq });
  return head;
}

/** Reveals every published pick whose event has started by `now` (the market sync's settle step). */
export async function revealDue(tx: Tx, now: Date): Promise<number> {
  await lockLedger(tx);
  let revealed = 0;
  for (const pickId of await picksDueForReveal(tx, now)) {
    if (await recordReveal(tx, pickId, now)) revealed++;
  }
  // A revealed pick shows its details in the subscribers' lists and the record.
  if (revealed > 0) picksChanged();
  return revealed;
}

/**
 * A pick's first result, as stored (call it after the row is graded, in the same transaction): its
 * details are revealed first if the sync has not yet done so. `adminId` null: graded by the market.
 */
export async function recordResult(
  tx: Tx,
  pickId: string,
  now: Date,
  adminId: string | null,
): Promise<LedgerHead | null> {
  await lockLedger(tx);
  if (!(await ledgerPickOf(tx, pickId))) return null;
  await recordReveal(tx, pickId, now);
  const pick = await requirePick(tx, pickId);
  if (pick.result === null) throw new Error(`ledger: pick ${pickId} has no result to record`);
  return append(tx, {
    kind: 'result',
    at: now.toISOString(),
    pickId,
    result: pick.result,
    profit: pick.profit,
    closingOdds: pick.closingOdds,
    admin: adminId,
    ...(pick.resultSource === null ? {} : { source: pick.resultSource }),
  });
}

export interface CorrectionInput {
  pickId: string;
  /** The picks row's name of the field (`odds`, `bookmaker`, `tier`, `result`, `profit` …). */
  field: string;
  from: unknown;
  to: unknown;
  adminId: string;
  reason: string | null;
}

/**
 * An admin's change to a published pick (odds, book, tier, result …), in the caller's transaction.
 * Nothing for a pick that is not published (a pending or approved pick has no public life yet) or
 * when the value does not change. While the pick is sealed, a change to anything its teaser does
 * not show is written without its values and re-commits the details as they now stand.
 */
export async function recordCorrection(
  tx: Tx,
  input: CorrectionInput,
  now = new Date(),
): Promise<LedgerHead | null> {
  await lockLedger(tx);
  const state = await ledgerPickOf(tx, input.pickId);
  if (!state || state.withdrawnSeq !== null) return null;
  const from = ledgerValue(input.field, input.from);
  const to = ledgerValue(input.field, input.to);
  if (canonicalJson(from) === canonicalJson(to)) return null;
  const details = JSON.parse(state.details) as Details;
  // Already what the ledger holds (the caller recorded it, or a row diff repeats it): nothing to add.
  if (
    isDetailField(input.field) &&
    canonicalJson(detailOf(details, input.field) ?? null) === canonicalJson(to)
  ) {
    return null;
  }
  const isSealed = state.revealedSeq === null && !PUBLIC_FIELDS.has(input.field);
  const base = {
    kind: 'correction',
    at: now.toISOString(),
    pickId: input.pickId,
    field: input.field,
    admin: input.adminId,
    reason: input.reason,
  } as const;
  if (!isSealed) {
    const head = await append(tx, { ...base, from, to, commitment: null } satisfies Body<CorrectionEntry>);
    if (isDetailField(input.field) && detailOf(details, input.field) !== undefined) {
      await updateLedgerPick(tx, input.pickId, {
        details: canonicalJson(withDetail(details, input.field, to)),
      });
    }
    return head;
  }
  if (!isDetailField(input.field)) {
    return append(tx, { ...base, from: null, to: null, commitment: null });
  }
  const next = { ...withDetail(details, input.field, to), salt: newSalt() };
  const head = await append(tx, { ...base, from: null, to: null, commitment: commitmentOf(next) });
  const opening = canonicalJson(next);
  await insertOpening(tx, { seq: head.seq, pickId: input.pickId, details: opening });
  await updateLedgerPick(tx, input.pickId, { details: opening });
  return head;
}

/** A published pick taken back before its event starts (call it before the row goes), with the reason. */
export async function recordWithdraw(
  tx: Tx,
  input: { pickId: string; adminId: string; reason: string },
  now: Date,
): Promise<LedgerHead | null> {
  await lockLedger(tx);
  const state = await ledgerPickOf(tx, input.pickId);
  if (!state || state.withdrawnSeq !== null) return null;
  const head = await append(tx, {
    kind: 'withdraw',
    at: now.toISOString(),
    pickId: input.pickId,
    admin: input.adminId,
    reason: input.reason,
  });
  await updateLedgerPick(tx, input.pickId, { withdrawnSeq: head.seq });
  return head;
}

/**
 * Every detail of a published pick that a change of its row altered, as corrections (one per field;
 * a field already recorded, e.g. by the caller, is not written twice). Runs in the change's
 * transaction, after the row is stored.
 */
export async function recordRowCorrections(
  tx: Tx,
  change: { before: Record<string, unknown>; after: Record<string, unknown>; pickId: string },
  admin: { adminId: string; reason: string | null },
  now = new Date(),
): Promise<number> {
  let written = 0;
  for (const field of DETAIL_FIELDS) {
    const input = {
      pickId: change.pickId,
      field,
      from: change.before[field],
      to: change.after[field],
      ...admin,
    };
    if (await recordCorrection(tx, input, now)) written++;
  }
  return written;
}

/** A correction or withdrawal of the ledger, as the admin's log matches it to an audit entry. */
export interface ChangeEntry {
  seq: number;
  kind: 'correction' | 'withdraw';
  pickId: string;
  field: string | null;
  at: string;
  reason: string | null;
}

/** The corrections and withdrawals of these picks, oldest first. */
export async function ledgerChangesOf(db: Database, pickIds: readonly string[]): Promise<ChangeEntry[]> {
  const rows = await changeEntriesOf(db, pickIds);
  return rows.map((row) => {
    const entry = JSON.parse(row.entry) as Record<string, unknown>;
    return {
      seq: row.seq,
      kind: entry.kind === 'withdraw' ? 'withdraw' : 'correction',
      pickId: String(entry.pickId),
      field: typeof entry.field === 'string' ? entry.field : null,
      at: String(entry.at),
      reason: typeof entry.reason === 'string' ? entry.reason : null,
    };
  });
}

/** The plain corrections of one field the ledger holds, oldest first (e.g. the results /record shows). */
export async function ledgerCorrections(db: Database, field: string): Promise<CorrectionEntry[]> {
  const rows = await correctionEntriesOf(db, field);
  return rows
    .map((row) => JSON.parse(row.entry) as CorrectionEntry)
    .filter((entry) => entry.kind === 'correction' && entry.field === field && entry.commitment === null);
}

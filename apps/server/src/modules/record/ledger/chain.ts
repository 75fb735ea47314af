import type { LedgerEntry, LedgerHead } from '@arcade/contracts';
import { canonicalJson, chainHash, commitmentOf, type LedgerValue, ZERO_HASH } from './canonical';
import {
  type CorrectionEntry,
  type Details,
  isDetailField,
  type LedgerEntryBody,
  PUBLIC_FIELDS,
  withDetail,
} from './entries';

/** What the ledger says of one pick once every entry is read. */
export interface PickHistory {
  pickId: string;
  /** The public fields as published and corrected since. */
  tier: string;
  sport: string;
  eventStartTime: string | null;
  /** The details as they stand (salt included); null while sealed. */
  details: Details | null;
  result: { result: string; profit: string | null; closingOdds: string | null } | null;
  isWithdrawn: boolean;
}

interface ChainReport {
  /** Entries read before the first bad one (all of them when none is bad). */
  checked: number;
  head: LedgerHead;
  firstBadSeq: number | null;
  /** Why `firstBadSeq` is bad, in English. */
  problem: string | null;
  picks: Map<string, PickHistory>;
  /** Commitments opened and matched by a reveal. */
  openedCommitments: number;
}

/** A step of a pick's life before the reveal, replayed on its details once they are known. */
type PendingChange = { kind: 'set'; field: string; to: LedgerValue } | { kind: 'opening'; seq: number };

interface PickState extends PickHistory {
  commitment: string;
  /** Sealed corrections' commitments by seq. */
  sealed: Map<number, string>;
  pending: PendingChange[];
}

class BadEntry extends Error {}

const isObject = (value: unknown): value is Record<string, LedgerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseEntry(text: string): LedgerEntryBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadEntry('the entry is not JSON');
  }
  if (!isObject(value) || typeof value.kind !== 'string' || typeof value.pickId !== 'string') {
    throw new BadEntry('the entry has no kind or pickId');
  }
  if (canonicalJson(value) !== text) throw new BadEntry('the entry is not in canonical form');
  return value as LedgerEntryBody;
}

/** Applies a plain change of a field to a pick's public fields and, if known, its details. */
function applyPlain(pick: PickState, field: string, to: LedgerValue): void {
  if (field === 'tier' && typeof to === 'string') pick.tier = to;
  if (field === 'sport' && typeof to === 'string') pick.sport = to;
  if (field === 'eventStartTime') pick.eventStartTime = typeof to === 'string' ? to : null;
  if (pick.result && (field === 'result' || field === 'profit' || field === 'closingOdds')) {
    pick.result = { ...pick.result, [field]: to === null ? null : String(to) };
  }
  if (!isDetailField(field)) return;
  if (pick.details) pick.details = withDetail(pick.details, field, to);
  else pick.pending.push({ kind: 'set', field, to });
}

function reveal(pick: PickState, entry: Extract<LedgerEntryBody, { kind: 'reveal' }>): number {
  if (!isObject(entry.details) || !isObject(entry.corrections)) throw new BadEntry('the reveal is malformed');
  if (commitmentOf(entry.details) !== pick.commitment) {
    throw new BadEntry('the revealed details do not open the publish commitment');
  }
  const openings = entry.corrections;
  if (Object.keys(openings).length !== pick.sealed.size) {
    throw new BadEntry('the reveal does not open exactly the sealed corrections');
  }
  for (const [seq, commitment] of pick.sealed) {
    const opening = openings[String(seq)];
    if (!isObject(opening) || commitmentOf(opening) !== commitment) {
      throw new BadEntry(`the reveal does not open the commitment of entry ${seq}`);
    }
  }
  let details = entry.details;
  for (const change of pick.pending) {
    details =
      change.kind === 'set'
        ? withDetail(details, change.field, change.to)
        : (openings[String(change.seq)] as Details);
  }
  pick.details = details;
  pick.pending = [];
  return pick.sealed.size + 1;
}

function correct(pick: PickState, entry: CorrectionEntry): void {
  if (typeof entry.field !== 'string') throw new BadEntry('the correction names no field');
  if (entry.commitment === null) {
    applyPlain(pick, entry.field, entry.to);
    return;
  }
  if (pick.details || PUBLIC_FIELDS.has(entry.field) || typeof entry.commitment !== 'string') {
    throw new BadEntry('a sealed correction of a revealed pick or a public field');
  }
  pick.sealed.set(entry.seq, entry.commitment);
  pick.pending.push({ kind: 'opening', seq: entry.seq });
}

function apply(picks: Map<string, PickState>, entry: LedgerEntryBody): number {
  const pick = picks.get(entry.pickId);
  if (entry.kind === 'publish') {
    if (pick) throw new BadEntry('the pick is published twice');
    if (
      typeof entry.commitment !== 'string' ||
      typeof entry.tier !== 'string' ||
      typeof entry.sport !== 'string'
    ) {
      throw new BadEntry('the publish entry is malformed');
    }
    picks.set(entry.pickId, {
      pickId: entry.pickId,
      tier: entry.tier,
      sport: entry.sport,
      eventStartTime: entry.eventStartTime,
      details: null,
      result: null,
      isWithdrawn: false,
      commitment: entry.commitment,
      sealed: new Map(),
      pending: [],
    });
    return 0;
  }
  if (!pick) throw new BadEntry('the entry names a pick the ledger never published');
  if (pick.isWithdrawn) throw new BadEntry('the entry names a withdrawn pick');
  switch (entry.kind) {
    case 'reveal':
      if (pick.details) throw new BadEntry('the pick is revealed twice');
      return reveal(pick, entry);
    case 'result':
      if (!pick.details || pick.result) throw new BadEntry('a result before the reveal, or a second result');
      pick.result = { result: entry.result, profit: entry.profit, closingOdds: entry.closingOdds };
      return 0;
    case 'correction':
      correct(pick, entry);
      return 0;
    case 'withdraw':
      if (pick.details) throw new BadEntry('a revealed pick cannot be withdrawn');
      pick.isWithdrawn = true;
      return 0;
    default:
      throw new BadEntry('unknown kind');
  }
}

/**
 * Recomputes the chain from the first entry: consecutive seqs, each entry in canonical form with its
 * own seq, each hash `sha256_hex(previous hash + entry)`, every reveal opening its pick's
 * commitments. Stops at the first bad entry. Pure: the server's verify and the CLI both run it.
 */
export function checkChain(entries: Iterable<LedgerEntry>): ChainReport {
  const picks = new Map<string, PickState>();
  let head: LedgerHead = { seq: 0, hash: ZERO_HASH };
  let checked = 0;
  let openedCommitments = 0;
  for (const row of entries) {
    try {
      if (row.seq !== head.seq + 1) throw new BadEntry(`expected seq ${head.seq + 1}`);
      if (chainHash(head.hash, row.entry) !== row.hash) throw new BadEntry('the hash does not chain');
      const entry = parseEntry(row.entry);
      if (entry.seq !== row.seq) throw new BadEntry('the entry carries another seq');
      openedCommitments += apply(picks, entry);
    } catch (error) {
      if (!(error instanceof BadEntry)) throw error;
      return { checked, head, firstBadSeq: row.seq, problem: error.message, picks, openedCommitments };
    }
    head = { seq: row.seq, hash: row.hash };
    checked++;
  }
  return { checked, head, firstBadSeq: null, problem: null, picks, openedCommitments };
}

import type { LedgerEntry, LedgerMismatch, LedgerVerify } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import type { LedgerValue } from './canonical';
import { checkChain, type PickHistory } from './chain';
import { DETAIL_FIELDS, detailOf } from './entries';
import { entriesAfter, type StoredPick, storedPicks } from './ledger.repository';

const PAGE = 5_000;

/** Every entry, oldest first, read a page at a time. */
async function allEntries(db: Database): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (;;) {
    const page = await entriesAfter(db, entries.at(-1)?.seq ?? 0, PAGE);
    entries.push(...page);
    if (page.length < PAGE) return entries;
  }
}

/** A stored pick's value of a details field, as the ledger writes it. */
function rowValue(pick: StoredPick, field: string): LedgerValue {
  if (field === 'eventStartTime') return pick.eventStartTime ? pick.eventStartTime.toISOString() : null;
  const value = pick[field as keyof StoredPick];
  return value === undefined || value === null ? null : (value as LedgerValue);
}

/** The fields where a stored pick differs from what the ledger says of it. */
function differences(history: PickHistory, pick: StoredPick | undefined): string[] {
  if (history.isWithdrawn) return pick ? ['status'] : [];
  if (!pick) return ['pick'];
  if (pick.status !== 'published') return ['status'];
  const fields: string[] = [];
  if (pick.tier !== history.tier) fields.push('tier');
  if (pick.sport !== history.sport) fields.push('sport');
  if (rowValue(pick, 'eventStartTime') !== history.eventStartTime) fields.push('eventStartTime');
  const { details, result } = history;
  if (details) {
    for (const field of DETAIL_FIELDS) {
      if (fields.includes(field)) continue;
      if (rowValue(pick, field) !== detailOf(details, field)) fields.push(field);
    }
  }
  if ((pick.result ?? null) !== (result?.result ?? null)) fields.push('result');
  else if (result) {
    if (pick.profit !== result.profit) fields.push('profit');
    if (result.closingOdds !== null && pick.closingOdds !== result.closingOdds) fields.push('closingOdds');
  }
  return fields;
}

/**
 * GET /api/record/ledger/verify: the chain recomputed from the first entry, and every pick the
 * ledger names (and every published pick) compared with its row: a row changed behind the ledger's
 * back is named with its field; a published pick the ledger never heard of, as `publish`.
 */
export async function verifyLedger(db: Database): Promise<LedgerVerify> {
  const entries = await allEntries(db);
  const report = checkChain(entries);
  const last = entries.at(-1);
  const rows = new Map((await storedPicks(db)).map((pick) => [pick.id, pick]));
  const mismatches: LedgerMismatch[] = [];
  for (const [pickId, history] of report.picks) {
    for (const field of differences(history, rows.get(pickId))) mismatches.push({ pickId, field });
  }
  for (const pick of rows.values()) {
    if (pick.status === 'published' && !report.picks.has(pick.id)) {
      // Past a bad entry the ledger was not read: those picks are not reported as unknown.
      if (report.firstBadSeq === null) mismatches.push({ pickId: pick.id, field: 'publish' });
    }
  }
  return {
    ok: report.firstBadSeq === null && mismatches.length === 0,
    head: last ? { seq: last.seq, hash: last.hash } : report.head,
    checked: report.checked,
    firstBadSeq: report.firstBadSeq,
    mismatches,
  };
}

import {
  type RecordCorrection,
  RecordCalibrationBandSchema,
  RecordHeadlineSchema,
  RecordProfitPointSchema,
  type RecordQuery,
} from '@arcade/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type PicksSnapshot, publishedSnapshot } from '../subscriber-picks/prepared-picks';
import { calibrationBands, profitSeries, recordHeadline } from './record-stats';
import { type RecordEntry, toRecordEntry, toRecordPick } from './record-views';
import { resultCorrections } from './record.repository';

/** Filters kept per snapshot; beyond this a filter is computed for its request only (months are many). */
const MAX_PREPARED_FILTERS = 256;

const NO_CORRECTIONS: readonly RecordCorrection[] = [];

const SummarySchema = z.object({
  headline: RecordHeadlineSchema,
  profitSeries: z.array(RecordProfitPointSchema),
  calibration: z.array(RecordCalibrationBandSchema),
});

/** One filter's picks and its figures, serialized once. */
interface PreparedFilter {
  entries: readonly RecordEntry[];
  /** `"headline":…,"profitSeries":…,"calibration":…`, ready to be spliced into a body. */
  summary: string;
}

/** The record of one snapshot of the published picks: the graded ones, newest first, and their corrections. */
class PreparedRecord {
  private readonly filters = new Map<string, PreparedFilter>();
  /** Each row serialized once per access class, when a page first shows it. */
  private readonly rowJson = { visitor: new Map<string, string>(), member: new Map<string, string>() };

  constructor(
    readonly entries: readonly RecordEntry[],
    private readonly corrections: ReadonlyMap<string, readonly RecordCorrection[]>,
  ) {}

  filtered(query: RecordQuery): PreparedFilter {
    const key = `${query.sport ?? ''}|${query.tier ?? ''}|${query.month ?? ''}`;
    const cached = this.filters.get(key);
    if (cached) return cached;
    const entries = this.entries.filter(
      ({ row, pick }) =>
        (query.sport === undefined || row.sport === query.sport) &&
        (query.tier === undefined || row.tier === query.tier) &&
        (query.month === undefined || pick.date.toISOString().startsWith(query.month)),
    );
    const picks = entries.map((entry) => entry.pick);
    const summary = JSON.stringify(
      SummarySchema.parse({
        headline: recordHeadline(picks),
        profitSeries: profitSeries(picks),
        calibration: calibrationBands(picks),
      }),
    ).slice(1, -1);
    const prepared = { entries, summary };
    if (this.filters.size < MAX_PREPARED_FILTERS) this.filters.set(key, prepared);
    return prepared;
  }

  rowOf(entry: RecordEntry, isDetailed: boolean): string {
    const cache = isDetailed ? this.rowJson.member : this.rowJson.visitor;
    let json = cache.get(entry.row.id);
    if (json === undefined) {
      const corrections = this.corrections.get(entry.row.id) ?? NO_CORRECTIONS;
      json = JSON.stringify(toRecordPick(entry, corrections, isDetailed));
      cache.set(entry.row.id, json);
    }
    return json;
  }
}

/** Newest first: by the event's start (a manual pick's date), then by when the pick was made. */
function newestFirst(a: RecordEntry, b: RecordEntry): number {
  return (
    b.pick.date.getTime() - a.pick.date.getTime() ||
    b.pick.timestamp.getTime() - a.pick.timestamp.getTime() ||
    (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0)
  );
}

async function buildRecord(db: Database, snapshot: PicksSnapshot): Promise<PreparedRecord> {
  const entries = snapshot.rows.flatMap((row) => toRecordEntry(row) ?? []).sort(newestFirst);
  return new PreparedRecord(entries, await resultCorrections(db));
}

// Keyed by the snapshot: a change of the picks (picksChanged(), which every result change and
// audit entry goes with) makes a new snapshot, hence a new record.
const records = new WeakMap<PicksSnapshot, Promise<PreparedRecord>>();

async function recordOf(db: Database, snapshot: PicksSnapshot): Promise<PreparedRecord> {
  let record = records.get(snapshot);
  if (!record) {
    record = buildRecord(db, snapshot);
    records.set(snapshot, record);
    record.catch(() => records.delete(snapshot));
  }
  return record;
}

/**
 * GET /api/record as bytes: the filter's figures (prepared once per change of the picks) and one
 * page of its rows, with the details only for a logged-in caller.
 */
export async function recordBody(db: Database, query: RecordQuery, isDetailed: boolean): Promise<Buffer> {
  const record = await recordOf(db, await publishedSnapshot(db));
  const filter = record.filtered(query);
  const total = filter.entries.length;
  const start = (query.page - 1) * query.pageSize;
  const rows = filter.entries.slice(start, start + query.pageSize).map((e) => record.rowOf(e, isDetailed));
  const head = {
    page: query.page,
    pageSize: query.pageSize,
    total,
    pages: Math.ceil(total / query.pageSize),
    detailed: isDetailed,
  };
  return Buffer.from(`${JSON.stringify(head).slice(0, -1)},${filter.summary},"picks":[${rows.join(',')}]}`);
}

import {
  type RecordCorrection,
  RecordCalibrationBandSchema,
  RecordHeadlineSchema,
  RecordProfitPointSchema,
  type RecordQuery,
  RecordQuerySchema,
} from '@arcade/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { recordFigures } from './record-stats';
import { type RecordEntry, toRecordEntry, toRecordPick } from './record-views';
import { type RecordFilter, recordPage, recordSums, resultCorrections } from './record.repository';

/** Filters and pages kept per change of the picks; beyond this one is computed for its request only. */
const MAX_PREPARED = 256;

const NO_CORRECTIONS: readonly RecordCorrection[] = [];

const SummarySchema = z.object({
  headline: RecordHeadlineSchema,
  profitSeries: z.array(RecordProfitPointSchema),
  calibration: z.array(RecordCalibrationBandSchema),
});

/** One filter's figures, serialized once. */
interface PreparedSummary {
  total: number;
  /** `"headline":…,"profitSeries":…,"calibration":…`, ready to be spliced into a body. */
  json: string;
}

/** Keeps a promise under `key` (a bounded number of them), forgetting it if it fails. */
function memo<T>(cache: Map<string, Promise<T>>, key: string, build: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const promise = build();
  if (cache.size < MAX_PREPARED) {
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/**
 * The record of one state of the picks: each filter's figures, aggregated by the database (a row a
 * day and probability band, whatever the history), and each page's rows as the database answers
 * them, both read when first asked for and kept until the picks change.
 */
class PreparedRecord {
  private readonly summaries = new Map<string, Promise<PreparedSummary>>();
  private readonly pages = new Map<string, Promise<string>>();
  /** Each page's rows, shared by both access classes. */
  private readonly rows = new Map<string, Promise<RecordEntry[]>>();
  private corrections: ReturnType<typeof resultCorrections> | undefined;

  constructor(private readonly db: Database) {}

  summary(filter: RecordFilter): Promise<PreparedSummary> {
    return memo(this.summaries, keyOf(filter), async () => {
      const figures = SummarySchema.parse(recordFigures(await recordSums(this.db, filter)));
      return { total: figures.headline.picks, json: JSON.stringify(figures).slice(1, -1) };
    });
  }

  /** One page's rows as JSON, with the details only for a logged-in caller. */
  page(query: RecordQuery, isDetailed: boolean): Promise<string> {
    const key = `${keyOf(query)}|${query.page}|${query.pageSize}`;
    return memo(this.pages, `${key}|${isDetailed}`, async () => {
      const [entries, corrections] = await Promise.all([
        memo(this.rows, key, async () => {
          const limit = query.pageSize;
          const rows = await recordPage(this.db, query, { limit, offset: (query.page - 1) * limit });
          return rows.flatMap((row) => toRecordEntry(row) ?? []);
        }),
        this.correctionsOnce(),
      ]);
      return entries
        .map((entry) =>
          JSON.stringify(toRecordPick(entry, corrections.get(entry.row.id) ?? NO_CORRECTIONS, isDetailed)),
        )
        .join(',');
    });
  }

  private correctionsOnce(): ReturnType<typeof resultCorrections> {
    if (!this.corrections) {
      const corrections = resultCorrections(this.db);
      this.corrections = corrections;
      corrections.catch(() => {
        if (this.corrections === corrections) this.corrections = undefined;
      });
    }
    return this.corrections;
  }
}

const keyOf = (filter: RecordFilter) => `${filter.sport ?? ''}|${filter.tier ?? ''}|${filter.month ?? ''}`;

/** The record's first page, unfiltered: what most requests ask for. */
const FIRST_PAGE = RecordQuerySchema.parse({});

// A new record per change of the picks (picksChanged(), which every result change and audit entry
// goes with), in this instance or another, its first page read with it and the rest on demand. When
// only its age expires, the previous one answers while the next is read.
const records = preparedRead('picks', {
  read: async (db) => {
    const record = new PreparedRecord(db);
    await Promise.all([
      record.summary(FIRST_PAGE),
      record.page(FIRST_PAGE, false),
      record.page(FIRST_PAGE, true),
    ]);
    return record;
  },
  revalidateInBackground: true,
});

/**
 * GET /api/record as bytes: the filter's figures (prepared once per change of the picks) and one
 * page of its rows, with the details only for a logged-in caller.
 */
export async function recordBody(db: Database, query: RecordQuery, isDetailed: boolean): Promise<Buffer> {
  const record = (await records.get(db)).value;
  const [summary, rows] = await Promise.all([record.summary(query), record.page(query, isDetailed)]);
  const { total } = summary;
  const head = {
    page: query.page,
    pageSize: query.pageSize,
    total,
    pages: Math.ceil(total / query.pageSize),
    detailed: isDetailed,
  };
  return Buffer.from(`${JSON.stringify(head).slice(0, -1)},${summary.json},"picks":[${rows}]}`);
}

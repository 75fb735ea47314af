import {
  EXPORT_COLUMNS,
  EXPORT_PREVIEW_ROWS,
  type ExportDataset,
  type ExportFormat,
  type ExportPreview,
  type ExportRow,
  type ExportTable,
  ExportTableSchema,
  type HistoricalDataQuery,
} from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { CSV_BOM, csvLine } from '../../../lib/csv-cell';
import { countRows, type ExportFilters, readBatch } from './export.repository';

/** Rows read per query: a keyset page, written to the response as one chunk. */
const EXPORT_BATCH_ROWS = 1_000;

/** The date filters of a query, as dates (a calendar day is midnight UTC). */
export function exportFilters(query: Pick<HistoricalDataQuery, 'sport' | 'from' | 'to'>): ExportFilters {
  return {
    sport: query.sport,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

const tablesOf = (dataset: ExportDataset): ExportTable[] =>
  dataset === 'all' ? [...ExportTableSchema.options] : [dataset];

/**
 * Every row of a table, batch after batch. Nothing holds more than one batch: the caller writes
 * each before the next is read, and stopping the iteration (a closed download) stops the reads.
 */
async function* batchesOf(
  db: Database,
  table: ExportTable,
  filters: ExportFilters,
  batchRows: number,
): AsyncGenerator<ExportRow[]> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await readBatch(db, table, filters, afterId, batchRows);
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    afterId = String(rows[rows.length - 1]?.id);
  }
}

/** The CSV file of one table, as text chunks: the BOM and header first, then one chunk per batch. */
async function* csvChunks(db: Database, table: ExportTable, filters: ExportFilters, batchRows: number) {
  const columns = EXPORT_COLUMNS[table];
  yield CSV_BOM + csvLine(columns);
  for await (const rows of batchesOf(db, table, filters, batchRows)) {
    yield rows.map((row) => csvLine(columns.map((column) => row[column] ?? null))).join('');
  }
}

/** The JSON document `{"events":[…],"picks":[…],"odds":[…]}` (the tables asked for), in chunks. */
async function* jsonChunks(db: Database, tables: ExportTable[], filters: ExportFilters, batchRows: number) {
  yield '{';
  for (const [index, table] of tables.entries()) {
    yield `${index > 0 ? ',' : ''}${JSON.stringify(table)}:[`;
    let isFirst = true;
    for await (const rows of batchesOf(db, table, filters, batchRows)) {
      yield (isFirst ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
      isFirst = false;
    }
    yield ']';
  }
  yield '}';
}

/** The export file as text chunks (`format=csv` needs one table: the query schema refuses `all`). */
export function exportChunks(
  db: Database,
  query: { format: ExportFormat; dataset: ExportDataset } & ExportFilters,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<string> {
  const { format, dataset, ...filters } = query;
  if (format === 'csv') {
    if (dataset === 'all') throw new Error('a CSV export holds one table');
    return csvChunks(db, dataset, filters, batchRows);
  }
  return jsonChunks(db, tablesOf(dataset), filters, batchRows);
}

/** The preview: the file's first rows and how many it holds. */
export async function exportPreview(
  db: Database,
  table: ExportTable,
  filters: ExportFilters,
): Promise<ExportPreview> {
  const [rows, total] = await Promise.all([
    readBatch(db, table, filters, undefined, EXPORT_PREVIEW_ROWS),
    countRows(db, table, filters),
  ]);
  return { dataset: table, columns: [...EXPORT_COLUMNS[table]], rows, total };
}

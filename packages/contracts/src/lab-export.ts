import { z } from 'zod';
import { SportSchema } from './domain';

// Request and response schemas of the analyst's workbench: the data export
// (GET /api/admin/historical-data, the laboratory's Exportar Datos).

export const ExportFormatSchema = z.enum(['json', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** One table of the export. */
export const ExportTableSchema = z.enum(['events', 'picks', 'odds']);
export type ExportTable = z.infer<typeof ExportTableSchema>;

/** What to export: one table, or `all` of them (JSON only: a CSV file holds one table). */
export const ExportDatasetSchema = z.enum(['all', ...ExportTableSchema.options]);
export type ExportDataset = z.infer<typeof ExportDatasetSchema>;

/** Rows the on-screen preview shows. */
export const EXPORT_PREVIEW_ROWS = 20;

/** The columns of each table, in file order. Picks carry everything but the analysis log. */
export const EXPORT_COLUMNS = {
  events: [
    'id',
    'sport',
    'league',
    'homeTeam',
    'awayTeam',
    'startTime',
    'status',
    'homeScore',
    'awayScore',
    'apiSource',
    'externalId',
    'createdAt',
    'updatedAt',
  ],
  picks: [
    'id',
    'eventId',
    'sport',
    'league',
    'homeTeam',
    'awayTeam',
    'selection',
    'market',
    'line',
    'odds',
    'oddsAmerican',
    'pModel',
    'pMarketFair',
    'edge',
    'stake',
    'bankroll',
    'expectedValue',
    'tier',
    'displayLine',
    'status',
    'approvedBy',
    'approvedAt',
    'timestamp',
    'eventStartTime',
    'result',
    'profit',
    'gradedAt',
    'isFree',
    'aiPrediction',
    'parlaySuggestion',
    'strategy',
    'closingOdds',
    'pMarketClose',
    'clv',
  ],
  odds: [
    'id',
    'eventId',
    'bookmaker',
    'market',
    'selection',
    'odds',
    'line',
    'probability',
    'isClosing',
    'timestamp',
  ],
} as const satisfies Record<ExportTable, readonly string[]>;

/** A cell of an exported row: dates are ISO 8601 UTC strings. */
export const ExportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ExportCell = z.infer<typeof ExportCellSchema>;
export type ExportRow = Record<string, ExportCell>;

/** A calendar day (`2024-03-01`, midnight UTC) or an ISO date-time with its offset. */
const ExportDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * Query of GET /api/admin/historical-data. `from` / `to` bound the event's start time as the
 * half-open range [from, to): a pick without an event start time is placed at its creation time.
 * `preview` (any of '', '1', 'true') answers ExportPreview instead of the file.
 */
export const HistoricalDataQuerySchema = z
  .strictObject({
    format: ExportFormatSchema.default('json'),
    dataset: ExportDatasetSchema.default('all'),
    sport: SportSchema.optional(),
    from: ExportDateSchema.optional(),
    to: ExportDateSchema.optional(),
    preview: z.enum(['', '1', 'true']).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.dataset === 'all' && (query.format === 'csv' || query.preview !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataset'],
        params: { rule: 'single_dataset' },
        message:
          query.preview !== undefined
            ? 'A preview shows one dataset: choose events, picks or odds'
            : 'A CSV file holds one dataset: choose events, picks or odds (or format=json for all)',
      });
    }
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        params: { rule: 'from_before_to' },
        message: '`from` must be earlier than `to`',
      });
    }
  });
export type HistoricalDataQuery = z.infer<typeof HistoricalDataQuerySchema>;
/** The query as the web builds it (defaults may be left out). */
export type HistoricalDataQueryInput = z.input<typeof HistoricalDataQuerySchema>;

/** The preview answer: the first EXPORT_PREVIEW_ROWS rows of the file and how many it holds. */
export const ExportPreviewSchema = z.strictObject({
  dataset: ExportTableSchema,
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), ExportCellSchema)).max(EXPORT_PREVIEW_ROWS),
  total: z.number().int().nonnegative(),
});
export type ExportPreview = z.infer<typeof ExportPreviewSchema>;

/** The JSON file: the datasets asked for (all three for `all`), each a list of rows. */
export const HistoricalDataSchema = z.strictObject({
  events: z.array(z.record(z.string(), ExportCellSchema)).optional(),
  picks: z.array(z.record(z.string(), ExportCellSchema)).optional(),
  odds: z.array(z.record(z.string(), ExportCellSchema)).optional(),
});
export type HistoricalData = z.infer<typeof HistoricalDataSchema>;

/** `arcade-valuebets-data-2026-11-24T15-30-00Z.csv`: UTC, no colons, no milliseconds. */
export function exportFileName(now: Date, format: ExportFormat): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `arcade-valuebets-data-${stamp}.${format}`;
}

import { z } from 'zod';
import { SportSchema } from './domain';

/** The history file layouts the importer reads; `auto` picks the layout from the header row. */
export const HistoryFormatSchema = z.enum(['football-data', 'oddsportal', 'nflverse', 'sbr-mlb']);
export type HistoryFormat = z.infer<typeof HistoryFormatSchema>;

export const HistoryImportSourceSchema = z.enum(['auto', ...HistoryFormatSchema.options]);
export type HistoryImportSource = z.infer<typeof HistoryImportSourceSchema>;

/** Largest CSV an import takes, as text in the body or downloaded from a URL. */
export const HISTORY_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Most lines one request imports (the largest real season files hold ~22,000); a bigger file is
 * refused with PAYLOAD_TOO_LARGE before any work, so one request cannot hold the server for minutes.
 */
export const HISTORY_IMPORT_MAX_ROWS = 30_000;

/** POST /api/admin/import: one CSV, given either as a public http(s) URL or as its text. */
export const HistoryImportRequestSchema = z
  .object({
    source: HistoryImportSourceSchema,
    /** Only needed for an OddsPortal file whose game URLs do not name the sport. */
    sport: SportSchema.optional(),
    url: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .max(2000)
      .optional(),
    content: z.string().min(1).max(HISTORY_IMPORT_MAX_BYTES).optional(),
  })
  .strict()
  .refine((body) => (body.url === undefined) !== (body.content === undefined), {
    message: 'give either url or content, not both',
    path: ['url'],
    params: { rule: 'url_or_content' },
  });
export type HistoryImportRequest = z.infer<typeof HistoryImportRequestSchema>;

/** What one import did: every row read is inserted, updated or skipped (with the reason). */
export const HistoryImportSummarySchema = z.object({
  source: HistoryFormatSchema,
  sport: SportSchema,
  rows: z.number().int().nonnegative(),
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Rows identical to an earlier row of the file (same game, score and prices): counted in `skipped`. */
  duplicates: z.number().int().nonnegative(),
  /** Team names no alias table knows, by league: their rows were skipped, never guessed. */
  unmapped: z.array(z.object({ league: z.string(), name: z.string(), count: z.number().int().positive() })),
  /** The first rows the reader could not use (bad date, missing score, neutral site…). */
  skippedRows: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type HistoryImportSummary = z.infer<typeof HistoryImportSummarySchema>;

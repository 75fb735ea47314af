import type { ExportCell } from '@arcade/contracts';

/**
 * The CSV writer of the data export: RFC 4180 (comma separated, CRLF line ends, a field holding a
 * comma, a double quote, CR or LF is quoted and its quotes doubled), UTF-8 preceded by a byte order
 * mark so that Excel reads accents right.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a CR as a formula, so such a text cell gets a leading apostrophe (`'=HYPERLINK(…)`),
 * which spreadsheets show as text and do not run. Plain numbers are left alone: a number column
 * (`-110`, `-0.05`) is written as the number, and a text cell that is only a number (a selection
 * `-3.5`) stays as it is, since a number is never a formula.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell with the formula guard applied. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field as written in the file: null is empty, booleans `true` / `false`. */
export function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  const text = neutralizeFormula(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(cells: readonly ExportCell[]): string {
  return cells.map(csvField).join(',') + CSV_EOL;
}

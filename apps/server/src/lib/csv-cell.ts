import type { ExportCell } from '@arcade/contracts';

/**
 * The CSV writer of every download (the data export, a person's bets): RFC 4180 (comma separated, CRLF line ends, a double quote
 * inside a field doubled), UTF-8 preceded by a byte order mark so that Excel reads accents right.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell as a formula when it starts
 * with `=`, `+`, `-`, `@` (or, in some programs, after leading spaces, or with the fullwidth forms
 * `＝ ＋ － ＠` that East Asian input methods type), `|` starts a DDE call in old Excel, and a tab or a
 * CR is stripped before the rest is read. So a text cell whose first character that is not a space is
 * one of those gets a leading apostrophe (`'=HYPERLINK(…)`), which spreadsheets show as text and do
 * not run. Every text cell is also written between double quotes, so that a separator inside it (a
 * `;` in `;=1+2`, which Excel takes as the list separator in Spanish and other locales) stays inside
 * the cell instead of starting a new one that begins with `=`; that cell's first character, `;`,
 * starts no formula.
 *
 * A text cell that is only a number (a selection `-3.5`) is left as it is, since a number is never a
 * formula; number, boolean and empty cells are the writer's own output and are written bare, so a
 * reader still tells a missing value (empty) from an empty text (`""`).
 */
export const CSV_BOM = '\uFEFF';
const CSV_EOL = '\r\n';

/** Leading whitespace other than tab and CR (which are triggers themselves), then a trigger. */
const FORMULA_START = /^[^\S\t\r]*[=+\-@|＝＋－＠\t\r]/u;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A text cell with the formula guard applied: an apostrophe before a cell a spreadsheet would run. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field as written in the file: null is empty, booleans `true` / `false`, text always quoted. */
export function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return `"${neutralizeFormula(cell).replaceAll('"', '""')}"`;
}

/** One record, ended by CRLF. */
export function csvLine(cells: readonly ExportCell[]): string {
  return cells.map(csvField).join(',') + CSV_EOL;
}

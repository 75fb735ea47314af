import {
  MASSEY_MAX_LINE_ERRORS,
  MASSEY_UPLOAD_MAX_LINES,
  type MasseyLineCode,
  type MasseyLineError,
} from '@arcade/contracts';
import { AppError } from '../../lib/app-error';

type UploadField = MasseyLineError['file'];

/** One non-blank line of an upload, split into trimmed fields, with its 1-based line number. */
export interface Line {
  number: number;
  fields: string[];
}

const TEMPLATES: Record<MasseyLineCode, (v: Record<string, string | number>) => string> = {
  not_massey: () =>
    'not a Massey export: expected a header with Team and Rating (or Rat, Pwr), or the games export ' +
    '(days,YYYYMMDD,team1,homefield1,score1,team2,homefield2,score2)',
  teams_as_file: () =>
    'this looks like a teams file (index,name): send it as the teams file beside the games export',
  no_team_column: () => 'the header has no Team column',
  no_rating_column: () => 'the header has no Rating column (Rat and Pwr are read too)',
  duplicate_column: (v) => `the header names the column ${v.column} twice`,
  field_count: (v) => `expected ${v.expected} fields, found ${v.found}`,
  empty_team: () => 'the team name is empty',
  not_number: (v) => `${v.column} '${v.value}' is not a number`,
  duplicate_team: (v) => `${v.team} is already on line ${v.first}`,
  no_rows: () => 'no teams after the header',
  bad_date: (v) => `'${v.value}' is not a date in the form YYYYMMDD`,
  bad_homefield: (v) => `homefield '${v.value}' must be 1 (home), -1 (away) or 0 (neutral)`,
  homefield_pair: (v) => `homefields ${v.first} and ${v.second} do not describe one game (1/-1, -1/1 or 0/0)`,
  bad_score: (v) => `${v.column} '${v.value}' is not a score (a whole number, 0 or more)`,
  same_team: (v) => `${v.team} cannot play itself`,
  unknown_index: (v) => `team index ${v.index} is not in the teams file`,
  teams_file_needed: (v) =>
    `the games name teams by index (${v.index}): send the teams file (index,name) as well`,
  bad_index: (v) => `'${v.value}' is not a team index (a whole number from 1)`,
  duplicate_index: (v) => `index ${v.index} is already on line ${v.first}`,
  too_many_lines: (v) => `more than ${v.max} lines`,
  empty_file: () => 'the file has no lines',
};

export function lineError(
  file: UploadField,
  line: number,
  code: MasseyLineCode,
  values: Record<string, string | number> = {},
): MasseyLineError {
  return { file, line, code, values, message: TEMPLATES[code](values) };
}

const where = (e: MasseyLineError) => `${e.file === 'teams' ? 'Teams file line' : 'Line'} ${e.line}`;

/**
 * The 400 of a refused upload: every bad line in the message (up to MASSEY_MAX_LINE_ERRORS, then how
 * many more), and the same lines as data in `details` for the interface to translate.
 */
export function refusal(errors: readonly MasseyLineError[]): AppError {
  const shown = errors.slice(0, MASSEY_MAX_LINE_ERRORS);
  const more = errors.length - shown.length;
  const text = shown.map((e) => `${where(e)}: ${e.message}`).join('; ');
  return new AppError(
    'VALIDATION_ERROR',
    `The Massey file was refused: ${text}${more > 0 ? `; and ${more} more lines` : ''}.`,
    { reason: 'massey_invalid_file', details: { lines: shown, totalErrors: errors.length } },
  );
}

/** Splits one CSV line on commas; a double-quoted field may hold commas and doubled quotes. */
function splitCsvLine(text: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (char === ',') {
      fields.push(current.trim());
      current = '';
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

/** The non-blank lines of a file (a byte-order mark dropped), refused past MASSEY_UPLOAD_MAX_LINES. */
export function linesOf(text: string, file: UploadField): Line[] {
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lines: Line[] = [];
  for (const [i, line] of raw.entries()) {
    if (line.trim() === '') continue;
    if (lines.length >= MASSEY_UPLOAD_MAX_LINES)
      throw refusal([lineError(file, i + 1, 'too_many_lines', { max: MASSEY_UPLOAD_MAX_LINES })]);
    lines.push({ number: i + 1, fields: splitCsvLine(line) });
  }
  return lines;
}

/** A finite number from a cell (`+1.5`, `-3`, `0.25`), or undefined. */
export function numberOf(cell: string): number | undefined {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(cell)) return undefined;
  const value = Number(cell);
  return Number.isFinite(value) ? value : undefined;
}

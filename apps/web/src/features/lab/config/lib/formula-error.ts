import { ApiError } from '@/lib/api-client';

export interface FormulaProblem {
  /** The server's words, without the field name it prefixes (e.g. "Unknown variable 'x' at column 3"). */
  message: string;
  /** 1-based column of the culprit. */
  column: number;
}

/** A refused formula's message and column, from the server's 400 (reason invalid_formula); else null. */
export function formulaProblemOf(error: unknown): FormulaProblem | null {
  if (!(error instanceof ApiError) || error.reason !== 'invalid_formula') return null;
  const column = error.details?.column;
  if (typeof column !== 'number' || !Number.isInteger(column) || column < 1) return null;
  const message = (error.serverMessage ?? error.message).replace(/^pickFormula:\s*/, '');
  return { message, column };
}

/**
 * The caret line under a formula's line: spaces up to the column, then '^'. A formula spans one
 * line in practice; for several lines the column counts across them, so the caret goes under the
 * line that holds it.
 *
 * @example caretFor('edge >', 7) // { line: 'edge >', caret: '      ^' }
 */
export function caretFor(formula: string, column: number): { line: string; caret: string } {
  let start = 0;
  for (const line of formula.split('\n')) {
    const end = start + line.length + 1;
    if (column <= end) return { line, caret: `${' '.repeat(Math.max(0, column - 1 - start))}^` };
    start = end;
  }
  const last = formula.split('\n').at(-1) ?? '';
  return { line: last, caret: `${' '.repeat(last.length)}^` };
}

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

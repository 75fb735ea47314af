import { DomainError } from '../errors';

/**
 * Solves `A x = b` by Gaussian elimination with partial pivoting. Ratings systems are small (≤ a few
 * hundred teams), so O(n³) is fine. Throws on a singular system (e.g. teams with no games linking
 * them).
 *
 * @example solveLinear([[2, 1], [1, 3]], [3, 5]) // [0.8, 1.4]
 */
export function solveLinear(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = rhs.length;
  if (matrix.length !== n || matrix.some((row) => row.length !== n)) {
    throw new DomainError(
      'INVALID_ARGUMENT',
      'solveLinear needs a square matrix matching the right-hand side',
    );
  }
  const a = matrix.map((row, i) => [...row, rhs[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs((a[row] as number[])[col] as number) > Math.abs((a[pivot] as number[])[col] as number))
        pivot = row;
    }
    const pivotRow = a[pivot] as number[];
    if (Math.abs(pivotRow[col] as number) < 1e-12) {
      throw new DomainError(
        'INVALID_ARGUMENT',
        'The system is singular: some teams are not connected by games',
      );
    }
    [a[col], a[pivot]] = [pivotRow, a[col] as number[]];
    const current = a[col] as number[];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const target = a[row] as number[];
      const factor = (target[col] as number) / (current[col] as number);
      if (factor === 0) continue;
      for (let k = col; k <= n; k++) target[k] = (target[k] as number) - factor * (current[k] as number);
    }
  }
  return a.map((row, i) => (row[n] as number) / (row[i] as number));
}

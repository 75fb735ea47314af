import type { FormulaFigures } from '@arcade/contracts';

export type FigureKey = 'totalPicks' | 'record' | 'winRate' | 'roi' | 'profit' | 'clv' | 'pending';

/** One row of the comparison: the tested value against the current one, and which side is better. */
export type FigureComparison = {
  key: FigureKey;
  /** tested − current where both are known (a fraction for rates, money for profit, a count else). */
  delta: number | null;
  /** 'tested' when the tested formula does better, 'current' when worse, null when equal or unknowable. */
  better: 'tested' | 'current' | null;
};

// Differences smaller than these are noise in the display (a tenth of a percent, a cent).
const EPSILON: Record<FigureKey, number> = {
  totalPicks: 0,
  record: 0,
  winRate: 0.0005,
  roi: 0.0005,
  profit: 0.005,
  clv: 0.0005,
  pending: 0,
};

/** Which figures compare as "more is better"; a count of picks or pending ones has no better side. */
const HIGHER_IS_BETTER: Partial<Record<FigureKey, true>> = {
  winRate: true,
  roi: true,
  profit: true,
  clv: true,
};

const valueOf = (figures: FormulaFigures, key: FigureKey): number | null => {
  switch (key) {
    case 'record':
      return figures.wins + figures.losses + figures.pushes;
    default:
      return figures[key];
  }
};

/** The tested formula's figures against the current one's, row by row, with the difference highlighted. */
export function compareFigures(tested: FormulaFigures, current: FormulaFigures): FigureComparison[] {
  const keys: FigureKey[] = ['totalPicks', 'record', 'winRate', 'roi', 'profit', 'clv', 'pending'];
  return keys.map((key) => {
    const a = valueOf(tested, key);
    const b = valueOf(current, key);
    if (a === null || b === null) return { key, delta: null, better: null };
    const delta = a - b;
    if (Math.abs(delta) <= EPSILON[key] || !HIGHER_IS_BETTER[key]) return { key, delta, better: null };
    return { key, delta, better: delta > 0 ? 'tested' : 'current' };
  });
}

/** Whether a curve goes pick by pick (its dates repeat) rather than day by day. */
export const isPerPick = (curve: readonly { date: string }[]) =>
  new Set(curve.map((point) => point.date)).size < curve.length;

/**
 * Two cumulative curves on the union of their positions, each carried forward (0 before its first).
 * A position is a day, or a day and the rank of a pick within it when a curve goes pick by pick
 * (its dates repeat): then each of that day's picks gets its own place, in order.
 */
export function alignCurves(
  tested: readonly { date: string; profit: number }[],
  current: readonly { date: string; profit: number }[],
): { date: string; tested: number; current: number }[] {
  const keyed = (curve: readonly { date: string; profit: number }[]) => {
    const seen = new Map<string, number>();
    return curve.map((point) => {
      const rank = seen.get(point.date) ?? 0;
      seen.set(point.date, rank + 1);
      return { date: point.date, rank, profit: point.profit };
    });
  };
  const a = keyed(tested);
  const b = keyed(current);
  const keyOf = (point: { date: string; rank: number }) => `${point.date}#${point.rank}`;
  const positions = [...new Map([...a, ...b].map((point) => [keyOf(point), point])).values()].sort((p, q) =>
    p.date === q.date ? p.rank - q.rank : p.date < q.date ? -1 : 1,
  );
  const at = (curve: readonly { date: string; rank: number; profit: number }[]) => {
    const byKey = new Map(curve.map((point) => [keyOf(point), point.profit]));
    let last = 0;
    return positions.map((position) => {
      last = byKey.get(keyOf(position)) ?? last;
      return last;
    });
  };
  const testedAt = at(a);
  const currentAt = at(b);
  return positions.map((position, i) => ({
    date: position.date,
    tested: testedAt[i] ?? 0,
    current: currentAt[i] ?? 0,
  }));
}

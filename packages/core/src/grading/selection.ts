import type { Selection } from './grading';

const CANONICAL = new Set<Selection>(['home', 'away', 'draw', 'over', 'under']);
const DRAW_NAMES = new Set(['draw', 'empate', 'x']);

/**
 * The outcome a stored pick's selection names: generated picks store 'home' | 'away' | 'draw' |
 * 'over' | 'under'; hand-made ones may name a team. Answers null when it names none of them, so the
 * pick waits for an admin instead of being graded on a guess.
 */
export function selectionOf(pick: {
  selection: string;
  homeTeam: string;
  awayTeam: string;
}): Selection | null {
  const text = pick.selection.trim().toLowerCase();
  if (CANONICAL.has(text as Selection)) return text as Selection;
  if (DRAW_NAMES.has(text)) return 'draw';
  if (text === pick.homeTeam.trim().toLowerCase()) return 'home';
  if (text === pick.awayTeam.trim().toLowerCase()) return 'away';
  return null;
}

/**
 * The selections of a market and the line each carries, given the line of the picked side: a soccer
 * moneyline has three sides, any other moneyline two, and a spread's other side carries the opposite
 * line.
 *
 * @example
 * marketSides('spreads', 'nfl', 'away', 3.5)
 * // { selections: ['home', 'away'], lines: { home: -3.5, away: 3.5 } }
 */
export function marketSides(
  market: 'h2h' | 'spreads' | 'totals',
  sport: string,
  selection: Selection,
  line: number | null,
): { selections: Selection[]; lines: Partial<Record<Selection, number | null>> } {
  if (market === 'h2h') {
    const selections: Selection[] = sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];
    return { selections, lines: Object.fromEntries(selections.map((s) => [s, null])) };
  }
  if (market === 'totals') return { selections: ['over', 'under'], lines: { over: line, under: line } };
  const home = line === null ? null : selection === 'home' ? line : -line;
  return { selections: ['home', 'away'], lines: { home, away: home === null ? null : -home } };
}

import { DomainError } from '../errors';
import { roundCents } from '../staking/staking';

export type Market = 'h2h' | 'spreads' | 'totals';
export type Selection = 'home' | 'away' | 'draw' | 'over' | 'under';
export type BetResult = 'win' | 'loss' | 'push';

export interface FinalScore {
  home: number;
  away: number;
}

const selectionsByMarket: Record<Market, readonly Selection[]> = {
  h2h: ['home', 'away', 'draw'],
  spreads: ['home', 'away'],
  totals: ['over', 'under'],
};

function compare(value: number): BetResult {
  if (value > 0) return 'win';
  if (value < 0) return 'loss';
  return 'push';
}

/**
 * Settles a bet from the final score. Moneyline by the winner: a draw wins a
 * `draw` bet and is a push for a two-way moneyline (no draw offered, e.g. an NFL tie). Spreads add
 * the selection's line to its own score; totals compare the sum with the line. An exact line is a
 * push. Quarter lines (±0.25, ±0.75) are two bets and must be split by the caller.
 *
 * @example gradeBet({ market: 'spreads', selection: 'home', line: -3.5 }, { home: 24, away: 20 }) // 'win'
 * @example gradeBet({ market: 'totals', selection: 'over', line: 3 }, { home: 2, away: 1 }) // 'push'
 */
export function gradeBet(
  bet: { market: Market; selection: Selection; line?: number | null; hasDrawOutcome?: boolean },
  score: FinalScore,
): BetResult {
  for (const value of [score.home, score.away]) {
    if (!Number.isInteger(value) || value < 0)
      throw new DomainError('INVALID_ARGUMENT', `Invalid score ${value}`);
  }
  if (!selectionsByMarket[bet.market].includes(bet.selection)) {
    throw new DomainError(
      'INVALID_ARGUMENT',
      `Selection ${bet.selection} does not belong to market ${bet.market}`,
    );
  }
  const margin = score.home - score.away;
  if (bet.market === 'h2h') {
    if (bet.selection === 'draw') return margin === 0 ? 'win' : 'loss';
    if (margin === 0) return bet.hasDrawOutcome ? 'loss' : 'push';
    return (bet.selection === 'home' ? margin : -margin) > 0 ? 'win' : 'loss';
  }
  const line = bet.line;
  if (line === undefined || line === null || !Number.isFinite(line)) {
    throw new DomainError('INVALID_ARGUMENT', `A ${bet.market} bet needs a line`);
  }
  if (Math.abs((line * 4) % 2) === 1) {
    throw new DomainError('INVALID_ARGUMENT', `Quarter line ${line}: split it into the two half bets`);
  }
  if (bet.market === 'spreads') {
    return compare((bet.selection === 'home' ? margin : -margin) + line);
  }
  const total = score.home + score.away;
  return compare(bet.selection === 'over' ? total - line : line - total);
}

/**
 * Profit of a settled bet: win `stake × (odds − 1)`, loss `−stake`, push `0`,
 * rounded to cents half away from zero. The net odds are taken to 12 significant digits first, so
 * a price's binary error does not move a half cent (1.015 − 1 is 0.01499… in binary; 3 × 0.015 is
 * 0.045 and wins 0.05, as exact decimal arithmetic and a database's numeric round give).
 *
 * @example betProfit('win', 20, 2.1) // 22
 * @example betProfit('win', 3, 1.015) // 0.05
 */
export function betProfit(result: BetResult, stake: number, odds: number): number {
  if (!Number.isFinite(stake) || stake < 0)
    throw new DomainError('INVALID_ARGUMENT', `Invalid stake ${stake}`);
  if (!Number.isFinite(odds) || odds <= 1) throw new DomainError('INVALID_ODDS', `Invalid odds ${odds}`);
  if (result === 'win') return roundCents(stake * Number((odds - 1).toPrecision(12)));
  if (result === 'loss') return roundCents(-stake);
  return 0;
}

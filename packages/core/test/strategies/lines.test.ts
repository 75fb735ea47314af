import { describe, expect, it } from 'vitest';
import type { OddsQuote } from '../../src/market/quotes';
import { MARGIN_SIGMA, marginToWinProbability, spreadCoverProbability } from '../../src/models/margin';
import { danyscore, impliedMargin, massey, poisson } from '../../src/strategies/model-strategies';
import { quotedLines, type StrategyResult } from '../../src/strategies/types';
import { at, leagueHistory, match } from './fixtures';

const quote = (market: 'spreads' | 'totals', selection: OddsQuote['selection'], line: number): OddsQuote => ({
  bookmaker: 'book',
  market,
  selection,
  price: 1.91,
  line,
  timestamp: at(-1),
});

const linesOf = (result: StrategyResult) => {
  if (result.kind !== 'prediction') throw new Error(`abstained: ${result.reason}`);
  return result.lines ?? [];
};

describe('quoted lines', () => {
  it('keeps half lines only, reads spreads as the home line and sorts them', () => {
    const lines = quotedLines(
      match('soccer', {
        quotes: [
          quote('totals', 'over', 2.5),
          quote('totals', 'under', 2.5),
          quote('totals', 'over', 3), // a whole line can push: left out
          quote('spreads', 'home', -0.5),
          quote('spreads', 'away', 1.5), // home −1.5
          quote('spreads', 'home', -0.75), // a quarter line: left out
        ],
      }),
    );
    expect(lines).toEqual({ spreads: [-1.5, -0.5], totals: [2.5] });
  });
});

describe('line predictions', () => {
  it('poisson prices soccer totals and handicaps from its score matrix, for the quoted lines only', () => {
    const context = match('soccer', {
      quotes: [quote('totals', 'over', 2.5), quote('spreads', 'home', -1.5)],
    });
    const lines = linesOf(poisson.prepare(leagueHistory('soccer'))(context));
    expect(lines.map((l) => [l.market, l.line])).toEqual([
      ['totals', 2.5],
      ['spreads', -1.5],
    ]);
    for (const line of lines) expect(line.probability).toBeGreaterThan(0);
    // Strong at home against Weak: winning by two or more is likelier than not scoring three.
    const spread = lines.find((l) => l.market === 'spreads')?.probability as number;
    expect(spread).toBeLessThan(1);
  });

  it('poisson leaves NHL lines alone (books price them with overtime)', () => {
    const context = match('nhl', { quotes: [quote('totals', 'over', 5.5)] });
    expect(linesOf(poisson.prepare(leagueHistory('nhl'))(context))).toEqual([]);
  });

  it('danyscore prices NBA spreads through the margin its win probability implies', () => {
    const context = match('nba', { quotes: [quote('spreads', 'home', -7.5), quote('spreads', 'away', 3.5)] });
    const result = danyscore.prepare(leagueHistory('nba'))(context);
    if (result.kind !== 'prediction') throw new Error('abstained');
    const margin = impliedMargin(result.probabilities.home as number, MARGIN_SIGMA.nba);
    expect(linesOf(result)).toEqual([
      { market: 'spreads', line: -7.5, probability: spreadCoverProbability(margin, -7.5, MARGIN_SIGMA.nba) },
      { market: 'spreads', line: -3.5, probability: spreadCoverProbability(margin, -3.5, MARGIN_SIGMA.nba) },
    ]);
  });

  it('massey prices NFL spreads from its expected margin, and leaves NHL lines alone', () => {
    const quotes = [quote('spreads', 'home', -3.5), quote('spreads', 'away', 6.5)];
    const uploaded = { home: 4, away: -1, homeAdvantage: 2 }; // margin 7
    const nfl = linesOf(massey.prepare(leagueHistory('nfl'))(match('nfl', { quotes, massey: uploaded })));
    expect(nfl).toEqual([
      { market: 'spreads', line: -6.5, probability: spreadCoverProbability(7, -6.5, MARGIN_SIGMA.nfl) },
      { market: 'spreads', line: -3.5, probability: spreadCoverProbability(7, -3.5, MARGIN_SIGMA.nfl) },
    ]);
    expect(nfl[1]?.probability).toBeGreaterThan(nfl[0]?.probability as number);
    const nhl = massey.prepare(leagueHistory('nhl'))(match('nhl', { quotes, massey: uploaded }));
    expect(nhl.kind).toBe('prediction');
    expect(nhl.kind === 'prediction' ? nhl.lines : 'abstained').toBeUndefined();
  });

  it('reads a win probability back as the margin that gives it', () => {
    expect(impliedMargin(0.5, 12)).toBeCloseTo(0, 8);
    expect(impliedMargin(marginToWinProbability(3, 13.86), 13.86)).toBeCloseTo(3, 8);
    expect(impliedMargin(0.2, 12)).toBeLessThan(0);
  });
});

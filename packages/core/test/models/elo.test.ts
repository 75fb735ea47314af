import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { eloExpected, eloWithDraws, movMultiplier, runElo } from '../../src/models/elo';
import { MARGIN_SIGMA, marginToWinProbability, spreadCoverProbability } from '../../src/models/margin';

describe('Elo', () => {
  it('gives the home side 0.640065 at 1500 v 1500 with a 100-point home advantage', () => {
    expect(eloExpected(1500, 1500, 100)).toBeCloseTo(0.640065, 6);
  });

  it('gives even teams on neutral ground 0.5 and a 400-point favourite 10/11', () => {
    expect(eloExpected(1600, 1600)).toBe(0.5);
    expect(eloExpected(1900, 1500)).toBeCloseTo(10 / 11, 12);
  });

  it('moves ratings zero-sum toward the result', () => {
    const ratings = runElo([{ home: 'A', away: 'B', homeScore: 1, awayScore: 0 }], {
      k: 20,
      homeAdvantage: 0,
    });
    expect(ratings.get('A')).toBeCloseTo(1510, 9);
    expect(ratings.get('B')).toBeCloseTo(1490, 9);
  });

  it('pulls a team back toward the mean after a long break, by the fraction asked', () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);
    const games = [
      { home: 'A', away: 'B', homeScore: 1, awayScore: 0, date: day(0) },
      { home: 'A', away: 'C', homeScore: 1, awayScore: 0, date: day(10) },
    ];
    const plain = runElo(games, { k: 20, homeAdvantage: 0 });
    const regressed = runElo(games, {
      k: 20,
      homeAdvantage: 0,
      seasonRegression: { gapDays: 5, fraction: 0.5 },
    });
    const noBreak = runElo(games, {
      k: 20,
      homeAdvantage: 0,
      seasonRegression: { gapDays: 30, fraction: 0.5 },
    });
    // A is at 1510 after game 1; regressed halfway to 1505 before game 2 against a fresh 1500.
    const expected = 1505 + 20 * (1 - 1 / (1 + 10 ** (-5 / 400)));
    expect(regressed.get('A')).toBeCloseTo(expected, 9);
    expect(noBreak).toEqual(plain);
  });

  it('scales updates by the margin of victory when asked', () => {
    const game = [{ home: 'A', away: 'B', homeScore: 35, awayScore: 0 }];
    const plain = runElo(game, { k: 20, homeAdvantage: 0 }).get('A') as number;
    const mov = runElo(game, { k: 20, homeAdvantage: 0, useMarginOfVictory: true }).get('A') as number;
    expect(mov - 1500).toBeCloseTo((plain - 1500) * Math.log(36), 9);
    expect(movMultiplier(7, 0)).toBeCloseTo(Math.log(8), 12);
    expect(movMultiplier(7, 200)).toBeLessThan(movMultiplier(7, 0));
  });

  it('refuses a non-finite rating', () => {
    expect(() => eloExpected(Number.NaN, 1500)).toThrow(DomainError);
  });
});

describe('the Davidson draw model', () => {
  it('gives the league draw rate at even strength', () => {
    const p = eloWithDraws(0.5, 0.26);
    expect(p.draw).toBeCloseTo(0.26, 12);
    expect(p.home).toBeCloseTo(0.37, 12);
  });

  it('keeps the expected score and shrinks draws for a strong favourite', () => {
    const p = eloWithDraws(0.8, 0.26);
    expect(p.home + p.draw / 2).toBeCloseTo(0.8, 12);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.draw).toBeLessThan(0.26);
    expect(p.away).toBeGreaterThan(0);
  });

  it('refuses an expected score of 1', () => {
    expect(() => eloWithDraws(1, 0.26)).toThrow(DomainError);
  });
});

describe('margin to win probability', () => {
  it('gives 0.5 for an expected margin of 0', () => {
    expect(marginToWinProbability(0, MARGIN_SIGMA.nfl)).toBe(0.5);
  });

  it('gives Φ(1) for a margin of one σ', () => {
    expect(marginToWinProbability(12, MARGIN_SIGMA.nba)).toBeCloseTo(0.841345, 6);
  });

  it('gives a 3-point NFL favourite about 58.6%', () => {
    expect(marginToWinProbability(3, 13.86)).toBeCloseTo(0.585677, 5);
  });

  it('prices a spread equal to the expected margin at 0.5', () => {
    expect(spreadCoverProbability(3, -3, 13.86)).toBe(0.5);
  });

  it('refuses σ ≤ 0', () => {
    expect(() => marginToWinProbability(1, 0)).toThrow(DomainError);
  });
});

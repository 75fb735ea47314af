import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { type MasseyGame, masseyFromGames } from '../../src/models/ratings';

const game = (
  home: string,
  away: string,
  homeScore: number,
  awayScore: number,
  neutral = false,
): MasseyGame => ({
  home,
  away,
  homeScore,
  awayScore,
  neutral,
});

describe('masseyFromGames: least-squares margin ratings with a home-field term', () => {
  const cases: {
    name: string;
    games: MasseyGame[];
    ratings: Record<string, number>;
    homeAdvantage: number;
  }[] = [
    {
      // rA − rB + h = 2, rB − rA + h = 1, rA − rB = 0 (neutral): h = 1.5, rA − rB = 1/3.
      name: 'a home game each way and one on neutral ground',
      games: [game('A', 'B', 3, 1), game('B', 'A', 2, 1), game('A', 'B', 1, 1, true)],
      ratings: { A: 1 / 6, B: -1 / 6 },
      homeAdvantage: 1.5,
    },
    {
      // Every home side wins by 3 over equal teams: all of it is home advantage.
      name: 'a round robin won by 3 points at home',
      games: [
        game('A', 'B', 3, 0),
        game('B', 'A', 3, 0),
        game('A', 'C', 3, 0),
        game('C', 'A', 3, 0),
        game('B', 'C', 3, 0),
        game('C', 'B', 3, 0),
      ],
      ratings: { A: 0, B: 0, C: 0 },
      homeAdvantage: 3,
    },
    {
      // Neutral games only: the home term is pinned at 0, the ratings are Massey's (sum zero).
      name: 'neutral games only',
      games: [game('A', 'B', 10, 4, true), game('B', 'C', 7, 7, true), game('C', 'A', 0, 6, true)],
      ratings: { A: 4, B: -2, C: -2 },
      homeAdvantage: 0,
    },
  ];

  it.each(cases)('$name', ({ games, ratings, homeAdvantage }) => {
    const fit = masseyFromGames(games);
    expect(fit.homeAdvantage).toBeCloseTo(homeAdvantage, 2);
    for (const [team, rating] of Object.entries(ratings))
      expect(fit.ratings.get(team)).toBeCloseTo(rating, 2);
    expect([...fit.ratings.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(0, 6);
  });

  it('refuses no games, a team playing itself and a score that is not a number', () => {
    expect(() => masseyFromGames([])).toThrow(DomainError);
    expect(() => masseyFromGames([game('A', 'A', 1, 0)])).toThrow(DomainError);
    expect(() => masseyFromGames([game('A', 'B', Number.NaN, 0)])).toThrow(DomainError);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import {
  colleyRatings,
  type GameScore,
  type MarginObservation,
  masseyRatings,
  weightedMasseyRatings,
} from '../../src/models/ratings';

const games: GameScore[] = [
  { home: 'A', away: 'B', homeScore: 3, awayScore: 1 },
  { home: 'B', away: 'C', homeScore: 2, awayScore: 2 },
  { home: 'C', away: 'A', homeScore: 0, awayScore: 1 },
  { home: 'A', away: 'C', homeScore: 2, awayScore: 0 },
  { home: 'B', away: 'A', homeScore: 1, awayScore: 1 },
];

describe('Massey least-squares ratings', () => {
  it('gives A 0.833333, B −0.291667, C −0.541667 on the reference games', () => {
    const ratings = masseyRatings(games);
    expect(ratings.get('A')).toBeCloseTo(0.833333, 6);
    expect(ratings.get('B')).toBeCloseTo(-0.291667, 6);
    expect(ratings.get('C')).toBeCloseTo(-0.541667, 6);
  });

  it('makes the ratings sum to zero', () => {
    expect([...masseyRatings(games).values()].reduce((a, b) => a + b, 0)).toBeCloseTo(0, 12);
  });

  it('refuses teams that no game connects', () => {
    const split: GameScore[] = [
      { home: 'A', away: 'B', homeScore: 1, awayScore: 0 },
      { home: 'C', away: 'D', homeScore: 1, awayScore: 0 },
    ];
    expect(() => masseyRatings(split)).toThrow(/singular/);
  });
});

describe('weighted Massey ratings with a home advantage', () => {
  const margins = (list: GameScore[], weight = 1): MarginObservation[] =>
    list.map((g) => ({ home: g.home, away: g.away, margin: g.homeScore - g.awayScore, weight }));

  it('splits a home-and-away pair into the advantage and the rating gap (A–B +3, B–A +1 → h 2, A − B 1)', () => {
    const { ratings, homeAdvantage } = weightedMasseyRatings(
      [
        { home: 'A', away: 'B', margin: 3, weight: 1 },
        { home: 'B', away: 'A', margin: 1, weight: 1 },
      ],
      1e-9,
    );
    expect(homeAdvantage).toBeCloseTo(2, 6);
    expect((ratings.get('A') as number) - (ratings.get('B') as number)).toBeCloseTo(1, 6);
  });

  it('weighs the games: a heavier game is fitted more closely', () => {
    const observations = (weight: number): MarginObservation[] => [
      { home: 'A', away: 'B', margin: 4, weight },
      { home: 'A', away: 'B', margin: 0, weight: 1 },
      { home: 'B', away: 'A', margin: 0, weight: 1 },
    ];
    const gap = (weight: number) => {
      const { ratings, homeAdvantage } = weightedMasseyRatings(observations(weight), 1e-9);
      return homeAdvantage + (ratings.get('A') as number) - (ratings.get('B') as number);
    };
    expect(gap(9)).toBeGreaterThan(gap(1));
    expect(gap(1)).toBeCloseTo(2, 6);
  });

  it('gives the plain Massey gaps when no side is at home and the ridge is tiny', () => {
    // Every reference game played once each way with the same margin leaves no home advantage.
    const both = [
      ...games,
      ...games.map((g) => ({
        ...g,
        home: g.away,
        away: g.home,
        homeScore: g.awayScore,
        awayScore: g.homeScore,
      })),
    ];
    const { ratings, homeAdvantage } = weightedMasseyRatings(margins(both), 1e-9);
    const plain = masseyRatings(games);
    expect(homeAdvantage).toBeCloseTo(0, 6);
    for (const team of ['A', 'B', 'C'])
      expect((ratings.get(team) as number) - (ratings.get('A') as number)).toBeCloseTo(
        (plain.get(team) as number) - (plain.get('A') as number),
        6,
      );
  });

  it('rates teams no game connects at the ridge’s pull instead of failing', () => {
    const split = margins([
      { home: 'A', away: 'B', homeScore: 3, awayScore: 0 },
      { home: 'B', away: 'A', homeScore: 0, awayScore: 3 },
      { home: 'C', away: 'D', homeScore: 1, awayScore: 1 },
      { home: 'D', away: 'C', homeScore: 2, awayScore: 0 },
    ]);
    const { ratings } = weightedMasseyRatings(split, 0.5);
    expect(ratings.get('A') as number).toBeGreaterThan(ratings.get('B') as number);
    expect(ratings.get('D') as number).toBeGreaterThan(ratings.get('C') as number);
    for (const rating of ratings.values()) expect(Math.abs(rating)).toBeLessThan(1.5);
  });

  it('refuses a ridge ≤ 0, a team playing itself and a margin that is not a number', () => {
    expect(() => weightedMasseyRatings(margins(games), 0)).toThrow(/Ridge/);
    expect(() => weightedMasseyRatings([{ home: 'A', away: 'A', margin: 1, weight: 1 }], 1)).toThrow(
      DomainError,
    );
    expect(() => weightedMasseyRatings([{ home: 'A', away: 'B', margin: Number.NaN, weight: 1 }], 1)).toThrow(
      DomainError,
    );
    expect(() => weightedMasseyRatings([], 1)).toThrow(/at least one game/);
  });
});

describe('Colley ratings', () => {
  it('gives A 0.6875, B 0.447917, C 0.364583 on the reference games', () => {
    const ratings = colleyRatings(games);
    expect(ratings.get('A')).toBeCloseTo(0.6875, 6);
    expect(ratings.get('B')).toBeCloseTo(0.447917, 6);
    expect(ratings.get('C')).toBeCloseTo(0.364583, 6);
  });

  it('averages 0.5', () => {
    const values = [...colleyRatings(games).values()];
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(0.5, 12);
  });

  it('refuses no games and a team playing itself', () => {
    expect(() => colleyRatings([])).toThrow(DomainError);
    expect(() => colleyRatings([{ home: 'A', away: 'A', homeScore: 1, awayScore: 0 }])).toThrow(DomainError);
  });
});

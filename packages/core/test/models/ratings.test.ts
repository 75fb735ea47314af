import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { colleyRatings, type GameScore, masseyRatings } from '../../src/models/ratings';

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

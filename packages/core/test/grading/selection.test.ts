import { describe, expect, it } from 'vitest';
import type { Selection } from '../../src/grading/grading';
import { marketSides, selectionOf } from '../../src/grading/selection';

const event = { homeTeam: 'Real Madrid', awayTeam: 'Atlético de Madrid' };

describe('selectionOf', () => {
  it.each<[string, string, Selection | null]>([
    ['a generated side as stored', 'home', 'home'],
    ['a total as stored', 'under', 'under'],
    ['upper case and spaces', '  OVER ', 'over'],
    ['a draw in English', 'Draw', 'draw'],
    ['a draw in Spanish', 'empate', 'draw'],
    ['a draw as the 1X2 sign', 'X', 'draw'],
    ['the home team by name', 'real madrid', 'home'],
    ['the away team by name, accents kept', 'Atlético de Madrid ', 'away'],
    ['a team that is not playing', 'Barcelona', null],
    ['nothing', '', null],
  ])('%s: %j → %j', (_name, selection, expected) => {
    expect(selectionOf({ selection, ...event })).toBe(expected);
  });
});

describe('marketSides', () => {
  it('a soccer moneyline has three sides and no lines', () => {
    expect(marketSides('h2h', 'soccer', 'draw', null)).toEqual({
      selections: ['home', 'draw', 'away'],
      lines: { home: null, draw: null, away: null },
    });
  });
  it('any other moneyline has two', () => {
    expect(marketSides('h2h', 'nba', 'away', null).selections).toEqual(['home', 'away']);
  });
  it('a total carries the same line on both sides', () => {
    expect(marketSides('totals', 'nhl', 'under', 5.5)).toEqual({
      selections: ['over', 'under'],
      lines: { over: 5.5, under: 5.5 },
    });
  });
  it.each<[string, Selection, number, number, number]>([
    ['home favourite', 'home', -3.5, -3.5, 3.5],
    ['away underdog', 'away', 3.5, -3.5, 3.5],
    ['away favourite', 'away', -7, 7, -7],
  ])('a spread, %s: the other side carries the opposite line', (_name, side, line, home, away) => {
    expect(marketSides('spreads', 'nfl', side, line).lines).toEqual({ home, away });
  });
  it('a spread without a line has none on either side', () => {
    expect(marketSides('spreads', 'nfl', 'home', null).lines).toEqual({ home: null, away: null });
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { epaExpectedMargin } from '../../src/models/epa';
import {
  nbaExpectedMargin,
  nbaStrength,
  nbaTeamValue,
  POINTS_PER_STRENGTH,
  type PlayerSeason,
  playerValue,
  REPLACEMENT_VALUE_PER_48,
} from '../../src/models/nba-team-value';
import { fitDispersion, negativeBinomialPmf, runsWinProbability } from '../../src/models/negative-binomial';
import { poissonPmf } from '../../src/models/score-matrix';

describe('the negative binomial for MLB runs', () => {
  it('gives P(0) = (r/(r+m))^r', () => {
    expect(negativeBinomialPmf(0, 4.5, 10)).toBeCloseTo((10 / 14.5) ** 10, 12);
  });

  it('sums to 1 and has the right mean', () => {
    const pmf = Array.from({ length: 80 }, (_, k) => negativeBinomialPmf(k, 4.5, 3));
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(pmf.reduce((s, p, k) => s + p * k, 0)).toBeCloseTo(4.5, 6);
  });

  it('tends to the Poisson as the dispersion grows', () => {
    expect(negativeBinomialPmf(3, 4.5, 1e7)).toBeCloseTo(poissonPmf(3, 4.5), 6);
  });

  it('gives even teams 0.5 and favours the better offence, with no ties', () => {
    expect(runsWinProbability(4.5, 4.5, 8)).toBeCloseTo(0.5, 12);
    expect(runsWinProbability(5, 4, 8)).toBeGreaterThan(0.55);
  });

  it('fits the dispersion by moments', () => {
    expect(
      fitDispersion([
        { mean: 4, value: 0 },
        { mean: 4, value: 9 },
      ]),
    ).toBeCloseTo(32 / 33, 12);
    expect(
      fitDispersion([
        { mean: 4, value: 4 },
        { mean: 4, value: 4 },
      ]),
    ).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses a zero mean', () => {
    expect(() => negativeBinomialPmf(1, 0, 5)).toThrow(DomainError);
  });
});

const player = (
  id: number,
  minutes: number,
  points: number,
  status?: PlayerSeason['injuryStatus'],
  games = 70,
): PlayerSeason => ({
  playerId: id,
  gamesPlayed: games,
  minutesPerGame: minutes,
  pointsPerGame: points,
  reboundsPerGame: 4,
  assistsPerGame: 3,
  stealsPerGame: 1,
  blocksPerGame: 0.5,
  turnoversPerGame: 2,
  injuryStatus: status ?? null,
});

describe('DanyScore NBA team value', () => {
  it('scores a player by the reduced Game Score', () => {
    expect(
      playerValue({
        ...player(1, 36, 25),
        reboundsPerGame: 8,
        assistsPerGame: 6,
        blocksPerGame: 1,
        turnoversPerGame: 3,
      }),
    ).toBeCloseTo(31.9, 12);
  });

  it('has a health factor of 1 for a healthy team and Game Value = Team Value', () => {
    const team = nbaTeamValue([player(1, 34, 24), player(2, 30, 15), player(3, 20, 8)]);
    expect(team.healthFactor).toBe(1);
    expect(team.gameValue).toBe(team.teamValue);
    expect(team.rosterSize).toBe(3);
  });

  it('drops the health factor when the star is out, and less when he is questionable', () => {
    const roster = [player(1, 34, 28), player(2, 30, 12), player(3, 25, 10), player(4, 15, 5)];
    const out = nbaTeamValue(roster.map((p, i) => (i === 0 ? { ...p, injuryStatus: 'Out' as const } : p)));
    const questionable = nbaTeamValue(
      roster.map((p, i) => (i === 0 ? { ...p, injuryStatus: 'Questionable' as const } : p)),
    );
    expect(out.healthFactor).toBeLessThan(questionable.healthFactor);
    expect(questionable.healthFactor).toBeLessThan(1);
    expect(out.activePoints).toBeCloseTo(27, 12);
    expect(out.gameValue).toBeCloseTo(out.teamValue * out.healthFactor, 12);
  });

  it('counts only the ten-man rotation', () => {
    const deep = Array.from({ length: 15 }, (_, i) => player(i, 30 - i, 10));
    const rotation = Array.from({ length: 10 }, (_, i) => player(i, 30 - i, 10));
    expect(nbaTeamValue(deep).teamValue).toBeCloseTo(nbaTeamValue(rotation).teamValue, 12);
  });

  it('refuses an empty roster', () => {
    expect(() => nbaTeamValue([])).toThrow(DomainError);
  });
});

describe('DanyScore NBA strength and expected margin', () => {
  // Per 48: (24 + 2 + 2.1 + 1 + 0.35 − 2) × 48 / 32 = 41.175; (8 + …) × 48 / 16 = 35.025.
  const star = player(1, 32, 24);
  const bench = player(2, 16, 8);
  const starPer48 = (27.45 * 48) / 32;
  const benchPer48 = (11.45 * 48) / 16;

  it.each([
    ['one player: his value per 48', [star], starPer48],
    [
      'two players: weighted by season minutes (32×70 and 16×70)',
      [star, bench],
      (starPer48 * 32 + benchPer48 * 16) / 48,
    ],
    [
      'games played weigh too: a star of 35 games counts half as much',
      [player(1, 32, 24, null, 35), bench],
      (starPer48 * 32 * 35 + benchPer48 * 16 * 70) / (32 * 35 + 16 * 70),
    ],
    [
      'a star out: his minutes at replacement level',
      [{ ...star, injuryStatus: 'Out' as const }, bench],
      (REPLACEMENT_VALUE_PER_48 * 32 + benchPer48 * 16) / 48,
    ],
    [
      'a star questionable: half his minutes at replacement level',
      [{ ...star, injuryStatus: 'Questionable' as const }, bench],
      ((0.5 * starPer48 + 0.5 * REPLACEMENT_VALUE_PER_48) * 32 + benchPer48 * 16) / 48,
    ],
    ['a player without minutes is left out', [star, player(3, 0, 0)], starPer48],
  ])('%s', (_name, roster, expected) => {
    expect(nbaStrength(roster)).toBeCloseTo(expected, 10);
  });

  it('counts only the ten players with the most season minutes', () => {
    const deep = Array.from({ length: 13 }, (_, i) => player(i, 30 - i, 20 - i));
    expect(nbaStrength(deep)).toBeCloseTo(nbaStrength(deep.slice(0, 10)), 12);
  });

  it('gives equal rosters the home court only, and 2.9 points per point of strength', () => {
    const roster = [star, bench];
    expect(nbaExpectedMargin(roster, roster, 2.5)).toBeCloseTo(2.5, 12);
    const weaker = [{ ...star, injuryStatus: 'Out' as const }, bench];
    const gap = nbaStrength(roster) - nbaStrength(weaker);
    expect(nbaExpectedMargin(roster, weaker, 0)).toBeCloseTo(POINTS_PER_STRENGTH * gap, 12);
    expect(POINTS_PER_STRENGTH).toBe(2.9);
  });

  it.each([
    ['negative minutes', { minutesPerGame: -1 }],
    ['negative games', { gamesPlayed: -3 }],
    ['minutes that are not a number', { minutesPerGame: Number.NaN }],
  ])('refuses %s', (_name, change) => {
    expect(() => nbaStrength([{ ...star, ...change }])).toThrow(DomainError);
  });

  it('refuses a roster nobody played minutes for', () => {
    expect(() => nbaStrength([])).toThrow(DomainError);
    expect(() => nbaStrength([player(1, 0, 0)])).toThrow(/minutes played/);
  });
});

describe('the NFL EPA margin model', () => {
  it('gives home field only between equal teams', () => {
    const even = { offense: 0.05, defense: 0.02 };
    expect(epaExpectedMargin(even, even)).toBeCloseTo(1.7, 12);
  });

  it('turns a 0.15 EPA/play edge into about 4.65 points plus home field', () => {
    expect(epaExpectedMargin({ offense: 0.1, defense: -0.05 }, { offense: 0, defense: 0 })).toBeCloseTo(
      6.35,
      12,
    );
  });
});

import {
  marginToWinProbability,
  NAMED_ONLY,
  nbaExpectedMargin,
  nbaStrength,
  POINTS_PER_STRENGTH,
  playerValue,
  REPLACEMENT_VALUE_PER_48,
  strategiesFor,
} from '@arcade/core';
import { describe, expect, it } from 'vitest';
import { rosterOf, seasonRosterOf } from '../../src/demo/demo-rosters';
import { fixturesBetween, truthOf } from '../../src/demo/demo-world';
import season from '../../src/demo/nba-2024-25/players.json';

// The demo's NBA players are the real 2024-25 ones, each on his last team with his whole-season
// averages (as a season-averages API reports him), beside the team's real point differential: the
// constants of core's DanyScore strength are fitted on them, and checked here against them.
const healthyRoster = (team: (typeof season.teams)[number]) => seasonRosterOf(team.name);

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('the DanyScore NBA model against the 2024-25 season', () => {
  it('takes 2.9 points per point of strength: the slope of the teams’ point differential on it', () => {
    const strengths = season.teams.map((team) => nbaStrength(healthyRoster(team)));
    const margins = season.teams.map((team) => team.avgMargin);
    const [x, y] = [mean(strengths), mean(margins)];
    const covariance = mean(strengths.map((s, i) => (s - x) * ((margins[i] as number) - y)));
    const variance = mean(strengths.map((s) => (s - x) ** 2));
    const slope = covariance / variance;
    const r = covariance / Math.sqrt(variance * mean(margins.map((m) => (m - y) ** 2)));
    expect(season.teams).toHaveLength(30);
    expect(Math.abs(slope - POINTS_PER_STRENGTH)).toBeLessThan(0.05);
    expect(r).toBeGreaterThan(0.75);
  });

  it('fills an absent player’s minutes at replacement level: the median per 48 of the 9th–12th men', () => {
    const bench = season.teams.flatMap((team) =>
      healthyRoster(team)
        .filter((player) => player.minutesPerGame > 0)
        .sort((a, b) => b.minutesPerGame * b.gamesPlayed - a.minutesPerGame * a.gamesPlayed)
        .slice(8, 12)
        .map((player) => (playerValue(player) / player.minutesPerGame) * 48),
    );
    const sorted = bench.sort((a, b) => a - b);
    const median = ((sorted[59] as number) + (sorted[60] as number)) / 2;
    expect(sorted).toHaveLength(120);
    expect(Math.abs(median - REPLACEMENT_VALUE_PER_48)).toBeLessThan(0.5);
  });

  it('gives no NBA side near-certainty on a demo season, and votes in auto only once it shows skill', () => {
    const seed = 42;
    const fixtures = fixturesBetween(seed, new Date('2026-11-01'), new Date('2027-03-01'), ['nba']);
    let crossEntropy = 0;
    let coin = 0;
    let highest = 0;
    for (const fixture of fixtures) {
      const margin = nbaExpectedMargin(
        rosterOf(seed, fixture.homeTeam, fixture.startTime),
        rosterOf(seed, fixture.awayTeam, fixture.startTime),
        2.5,
      );
      const p = marginToWinProbability(margin, 12);
      const truth = truthOf(seed, fixture).home;
      crossEntropy -= truth * Math.log(p) + (1 - truth) * Math.log(1 - p);
      coin -= Math.log(0.5);
      highest = Math.max(highest, p, 1 - p);
    }
    expect(fixtures.length).toBeGreaterThan(500);
    // The model before: 1.67 and 100 %. Now calibrated, yet no better than a coin on the demo (whose
    // results ignore its own injury report): it runs when named, without a vote in auto.
    expect(crossEntropy / fixtures.length).toBeLessThan(0.71);
    expect(highest).toBeLessThan(0.99);
    expect(crossEntropy).toBeGreaterThan(coin);
    expect(NAMED_ONLY.has('danyscore-nba')).toBe(true);
    expect(strategiesFor('nba', 'auto').map((strategy) => strategy.name)).not.toContain('danyscore-nba');
    expect(strategiesFor('nba', 'danyscore-nba').map((strategy) => strategy.name)).toEqual(['danyscore-nba']);
  });
});

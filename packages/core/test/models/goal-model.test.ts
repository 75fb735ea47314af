import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors';
import { sampleIndex, sampleNormal, seededRandom } from '../../src/math/random';
import { fitGoalModel, type GoalMatch } from '../../src/models/goal-model';
import { outcomeProbabilities, scoreMatrix } from '../../src/models/score-matrix';

const DAY = 86_400_000;
const start = Date.UTC(2020, 7, 1);

/** A league with known strengths: every pair meets home and away `rounds` times, one match a day. */
function simulateLeague(options: {
  teams: number;
  rounds: number;
  gamma: number;
  rho: number;
  seed: number;
}) {
  const random = seededRandom(options.seed);
  const names = Array.from({ length: options.teams }, (_, i) => `T${i}`);
  const attack = names.map(() => Math.exp(0.25 * sampleNormal(random)));
  const defence = names.map(() => 1.2 * Math.exp(0.2 * sampleNormal(random)));
  const meanAttack = attack.reduce((a, b) => a + b, 0) / attack.length;
  const alpha = attack.map((a) => a / meanAttack);
  const beta = defence.map((d) => d * meanAttack);
  const matches: GoalMatch[] = [];
  let day = 0;
  for (let round = 0; round < options.rounds; round++) {
    for (let h = 0; h < options.teams; h++) {
      for (let a = 0; a < options.teams; a++) {
        if (h === a) continue;
        const matrix = scoreMatrix({
          homeRate: (alpha[h] as number) * (beta[a] as number) * options.gamma,
          awayRate: (alpha[a] as number) * (beta[h] as number),
          rho: options.rho,
        });
        const cell = sampleIndex(matrix.flat(), random);
        const size = matrix.length;
        matches.push({
          home: names[h] as string,
          away: names[a] as string,
          homeGoals: Math.floor(cell / size),
          awayGoals: cell % size,
          date: new Date(start + day++ * DAY),
        });
      }
    }
  }
  return { names, alpha, matches, asOf: new Date(start + (day + 1) * DAY) };
}

function correlation(xs: number[], ys: number[]): number {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('fitting the Dixon–Coles model', () => {
  const league = simulateLeague({ teams: 16, rounds: 8, gamma: 1.3, rho: -0.12, seed: 7 });
  const model = fitGoalModel(league.matches, { asOf: league.asOf, xi: 0 });

  it('recovers the home advantage', () => {
    expect(model.homeAdvantage).toBeGreaterThan(1.2);
    expect(model.homeAdvantage).toBeLessThan(1.4);
  });

  it('ranks the attacks as they were drawn', () => {
    const fitted = league.names.map((team) => model.attack.get(team) as number);
    expect(correlation(fitted, league.alpha)).toBeGreaterThan(0.9);
  });

  it('finds a negative ρ near the true −0.12', () => {
    expect(model.rho).toBeGreaterThan(-0.22);
    expect(model.rho).toBeLessThan(-0.02);
  });

  it('predicts probabilities that sum to 1 and favour the stronger side', () => {
    const best = league.names[league.alpha.indexOf(Math.max(...league.alpha))] as string;
    const worst = league.names[league.alpha.indexOf(Math.min(...league.alpha))] as string;
    const p = outcomeProbabilities(model.matrix(best, worst));
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.home).toBeGreaterThan(p.away);
  });
});

describe('fitting on the market’s expected goals', () => {
  const league = simulateLeague({ teams: 8, rounds: 2, gamma: 1.3, rho: -0.1, seed: 5 });
  const truth = fitGoalModel(league.matches, { asOf: league.asOf, xi: 0, prior: 0 });
  // A market whose expectations are a goals-only fit's own rates: fitting on them must give them back.
  const priced = league.matches.map((m) => ({ ...m, expected: truth.rates(m.home, m.away) }));

  it('reproduces the rates the market expected when it carries the whole weight', () => {
    const model = fitGoalModel(priced, { asOf: league.asOf, xi: 0, prior: 0, marketWeight: 1 });
    for (const [home, away] of [
      ['T0', 'T1'],
      ['T5', 'T2'],
    ] as const) {
      expect(model.rates(home, away).home).toBeCloseTo(truth.rates(home, away).home, 6);
      expect(model.rates(home, away).away).toBeCloseTo(truth.rates(home, away).away, 6);
    }
  });

  it('drops the low-score correction with the share of the fit the market carries', () => {
    const goals = fitGoalModel(priced, { asOf: league.asOf, xi: 0 });
    const half = fitGoalModel(priced, { asOf: league.asOf, xi: 0, marketWeight: 0.5 });
    const market = fitGoalModel(priced, { asOf: league.asOf, xi: 0, marketWeight: 1 });
    expect(goals.rho).toBeLessThan(0);
    expect(half.rho).toBeLessThan(0);
    expect(half.rho).toBeGreaterThan(goals.rho);
    expect(market.rho).toBe(0);
  });

  it('follows the market where it disagrees with the scores', () => {
    const contrary = league.matches.map((m) => ({
      ...m,
      expected: m.home === 'T0' ? { home: 3, away: 0.5 } : undefined,
    }));
    const goals = fitGoalModel(contrary, { asOf: league.asOf, xi: 0 });
    const market = fitGoalModel(contrary, { asOf: league.asOf, xi: 0, marketWeight: 0.9 });
    expect(market.attack.get('T0') as number).toBeGreaterThan(goals.attack.get('T0') as number);
  });

  it('refuses a weight outside [0, 1]', () => {
    expect(() => fitGoalModel(priced, { asOf: league.asOf, marketWeight: 1.5 })).toThrow(/Market weight/);
    expect(() => fitGoalModel(priced, { asOf: league.asOf, marketWeight: Number.NaN })).toThrow(DomainError);
  });
});

describe('walk-forward safety and decay', () => {
  const league = simulateLeague({ teams: 6, rounds: 4, gamma: 1.3, rho: 0, seed: 3 });

  it('ignores matches on or after asOf', () => {
    const cutoff = league.matches[60]?.date as Date;
    const before = fitGoalModel(league.matches, { asOf: cutoff });
    const onlyPast = fitGoalModel(league.matches.slice(0, 60), { asOf: cutoff });
    expect(before.rates('T0', 'T1')).toEqual(onlyPast.rates('T0', 'T1'));
  });

  it('weighs recent form more with a larger ξ', () => {
    const hot: GoalMatch[] = Array.from({ length: 10 }, (_, i) => ({
      home: 'T0',
      away: `T${1 + (i % 5)}`,
      homeGoals: 5,
      awayGoals: 0,
      date: new Date(league.asOf.getTime() - (10 - i) * DAY),
    }));
    const matches = [...league.matches, ...hot];
    const asOf = new Date(league.asOf.getTime() + DAY);
    const flat = fitGoalModel(matches, { asOf, xi: 0 }).attack.get('T0') as number;
    const decayed = fitGoalModel(matches, { asOf, xi: 0.02 }).attack.get('T0') as number;
    expect(decayed).toBeGreaterThan(flat);
  });

  it('refuses too little history and unknown teams', () => {
    expect(() => fitGoalModel(league.matches.slice(0, 5), { asOf: league.asOf })).toThrow(DomainError);
    const model = fitGoalModel(league.matches, { asOf: league.asOf, withRho: false });
    expect(model.rho).toBe(0);
    expect(() => model.rates('T0', 'Nobody')).toThrow(/No past matches for Nobody/);
  });
});

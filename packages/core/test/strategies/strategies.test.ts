import { describe, expect, it } from 'vitest';
import { lineMovement, marketInefficiency, sharpMoney } from '../../src/strategies/market-strategies';
import { impliedGoalRates } from '../../src/models/implied-goals';
import { fitGoalModel } from '../../src/models/goal-model';
import { fitDispersion, runsWinProbability } from '../../src/models/negative-binomial';
import { danyscore, danyscoreNba, epa, massey, poisson } from '../../src/strategies/model-strategies';
import { prepareStrategies, strategiesFor } from '../../src/strategies/registry';
import type { StrategyResult } from '../../src/strategies/types';
import { asOf, at, book, DAY, leagueHistory, match } from './fixtures';

function prediction(result: StrategyResult) {
  if (result.kind !== 'prediction') throw new Error(`expected a prediction, got abstain: ${result.reason}`);
  const total = Object.values(result.probabilities).reduce((a, b) => a + (b ?? 0), 0);
  expect(total).toBeCloseTo(1, 9);
  return result;
}

describe('danyscore (Elo)', () => {
  it('favours the team that won its past games, with draws in soccer', () => {
    const result = prediction(danyscore.prepare(leagueHistory('soccer'))(match('soccer')));
    expect(result.winner).toBe('home');
    expect(result.probabilities.draw).toBeGreaterThan(0);
    expect(result.keyFactors[0]?.code).toBe('elo_ratings');
  });

  it('has no draw outside soccer', () => {
    const result = prediction(danyscore.prepare(leagueHistory('nba'))(match('nba')));
    expect(result.probabilities.draw).toBeUndefined();
  });

  it('abstains for a team without history', () => {
    const result = danyscore.prepare(leagueHistory('soccer'))(
      match('soccer', {}, { home: 'Newcomer', away: 'Weak' }),
    );
    expect(result).toEqual({ kind: 'abstain', strategy: 'danyscore', reason: 'not_enough_history' });
  });
});

describe('poisson (goals and runs)', () => {
  it('favours the stronger attack in soccer with a draw probability', () => {
    const result = prediction(poisson.prepare(leagueHistory('soccer'))(match('soccer')));
    expect(result.winner).toBe('home');
    expect(result.probabilities.draw).toBeGreaterThan(0.05);
  });

  it('folds NHL regulation draws into the two sides', () => {
    const result = prediction(poisson.prepare(leagueHistory('nhl'))(match('nhl')));
    expect(result.probabilities.draw).toBeUndefined();
  });

  it('prices MLB with a negative binomial on the fitted run rates and the fitted dispersion', () => {
    const history = leagueHistory('baseball');
    const result = prediction(poisson.prepare(history)(match('baseball')));
    const model = fitGoalModel(
      history.games.map((g) => ({ ...g, homeGoals: g.homeScore, awayGoals: g.awayScore })),
      { asOf, withRho: false },
    );
    const rates = model.rates('Strong', 'Weak');
    const dispersion = fitDispersion(
      history.games.flatMap((g) => {
        const r = model.rates(g.home, g.away);
        return [
          { mean: r.home, value: g.homeScore },
          { mean: r.away, value: g.awayScore },
        ];
      }),
    );
    expect(result.winner).toBe('home');
    expect(result.probabilities.draw).toBeUndefined();
    const expected = runsWinProbability(
      rates.home,
      rates.away,
      Number.isFinite(dispersion) ? dispersion : 1e6,
    );
    expect(result.probabilities.home).toBeCloseTo(expected, 12);
  });

  it('pulls an MLB favourite toward a coin flip when runs are over-dispersed, as a Poisson would not', () => {
    // Every other game a blow-out: the same mean runs, far more variance than a Poisson allows.
    const calm = leagueHistory('baseball');
    const wild = {
      ...calm,
      games: calm.games.map((g, i) =>
        i % 2 === 0
          ? { ...g, homeScore: g.homeScore * 2, awayScore: 0 }
          : { ...g, homeScore: 0, awayScore: g.awayScore * 2 },
      ),
    };
    const model = fitGoalModel(
      wild.games.map((g) => ({ ...g, homeGoals: g.homeScore, awayGoals: g.awayScore })),
      { asOf, withRho: false },
    );
    const rates = model.rates('Strong', 'Weak');
    const poissonOnly = runsWinProbability(rates.home, rates.away, 1e6);
    const home = prediction(poisson.prepare(wild)(match('baseball'))).probabilities.home as number;
    expect(Math.abs(home - 0.5)).toBeLessThan(Math.abs(poissonOnly - 0.5) - 0.01);
  });

  // Closing prices that rate 'Weak' far above 'Strong', against every score the two posted.
  const contrary = (team: string) => (team === 'Weak' ? 0.7 : team === 'Strong' ? 0.1 : 0.35);
  const pricedBy = (share: number) => {
    const history = leagueHistory('soccer');
    const games = history.games.map((g, i) => {
      if (i >= share * history.games.length) return g;
      const home = contrary(g.home);
      const away = contrary(g.away) * 0.8;
      return { ...g, market: { home: home / (home + away + 0.27), away: away / (home + away + 0.27) } };
    });
    return { ...history, games };
  };

  it('fits soccer on the goals the closing prices of past games expected, when most games have them', () => {
    const result = prediction(poisson.prepare(pricedBy(1))(match('soccer')));
    expect(result.winner).toBe('away');
  });

  it('prices goal lines at the league’s real scoring level, not the lower one 1X2 prices imply', () => {
    // Every past game priced 40% / 30% / 30%: read under Poisson that is about 2 goals a game, while
    // the games here average well over that.
    const history = leagueHistory('soccer');
    const games = history.games.map((g) => ({ ...g, market: { home: 0.4, draw: 0.3, away: 0.3 } }));
    const meanGoals = games.reduce((s, g) => s + g.homeScore + g.awayScore, 0) / games.length;
    const implied = impliedGoalRates({ home: 0.4, away: 0.3 });
    expect(implied.home + implied.away).toBeLessThan(meanGoals - 0.5);
    const quotes = [
      {
        bookmaker: 'b',
        market: 'totals' as const,
        selection: 'over' as const,
        price: 1.9,
        line: 2.5,
        timestamp: at(-1),
      },
    ];
    const result = prediction(
      poisson.prepare({ ...history, games })(match('soccer', { quotes }, { home: 'Mid A', away: 'Mid B' })),
    );
    const goals = result.keyFactors[0]?.values as { home: number; away: number };
    expect(goals.home + goals.away).toBeGreaterThan(meanGoals - 0.3);
    expect(goals.home + goals.away).toBeLessThan(meanGoals + 0.3);
    const over = result.lines?.find((l) => l.market === 'totals')?.probability as number;
    const poissonOver = (total: number) => 1 - Math.exp(-total) * (1 + total + (total * total) / 2);
    expect(over).toBeGreaterThan(poissonOver(implied.home + implied.away) + 0.1);
  });

  it('keeps fitting on scores when fewer than half of the past games kept their prices', () => {
    const result = prediction(poisson.prepare(pricedBy(0.4))(match('soccer')));
    expect(result.winner).toBe('home');
  });

  it('abstains with too little history', () => {
    const history = { ...leagueHistory('soccer'), games: leagueHistory('soccer').games.slice(0, 5) };
    expect(poisson.prepare(history)(match('soccer')).kind).toBe('abstain');
  });
});

describe('massey, epa and danyscore-nba', () => {
  it('turns a Massey margin into a normal win probability', () => {
    const result = prediction(
      massey.prepare(leagueHistory('nfl'))(match('nfl', { massey: { home: 5, away: -2, homeAdvantage: 2 } })),
    );
    // margin 5 − (−2) + 2 = 9 points; Φ(9 / 13.86) = 0.741944.
    expect(result.probabilities.home).toBeCloseTo(0.741944, 5);
    expect(massey.prepare(leagueHistory('nfl'))(match('nfl'))).toMatchObject({
      kind: 'abstain',
      reason: 'no_ratings_uploaded',
    });
  });

  it('fits its own ratings on the margins past closing prices implied when nothing is uploaded', () => {
    // The books priced 'Weak' as the far better side in every past game, whatever the scores said.
    const strength: Record<string, number> = { Weak: 0.9, Strong: -0.9 };
    const history = leagueHistory('nba');
    const priced = {
      ...history,
      games: history.games.map((g) => {
        const home = 1 / (1 + Math.exp(-((strength[g.home] ?? 0) - (strength[g.away] ?? 0) + 0.1)));
        // Recent games: NBA ratings forget within weeks (MASSEY_DECAY).
        return { ...g, date: new Date(g.date.getTime() + 170 * DAY), market: { home, away: 1 - home } };
      }),
    };
    const result = prediction(massey.prepare(priced)(match('nba')));
    expect(result.winner).toBe('away');
    expect(result.keyFactors[0]?.code).toBe('expected_margin');
    // Uploaded ratings still win, and soccer (which has the goals model) needs them.
    const uploaded = massey.prepare(priced)(match('nba', { massey: { home: 10, away: 0 } }));
    expect(prediction(uploaded).winner).toBe('home');
    expect(massey.prepare({ ...priced, sport: 'soccer' })(match('soccer'))).toMatchObject({
      reason: 'no_ratings_uploaded',
    });
  });

  it('turns EPA per play into a win probability', () => {
    const epaData = { home: { offense: 0.12, defense: -0.05 }, away: { offense: -0.02, defense: 0.04 } };
    const result = prediction(epa.prepare(leagueHistory('nfl'))(match('nfl', { epa: epaData })));
    expect(result.winner).toBe('home');
    expect(epa.prepare(leagueHistory('nfl'))(match('nfl')).kind).toBe('abstain');
  });

  it('marks down a team whose star is out', () => {
    const player = (minutes: number, points: number, injuryStatus: 'Out' | null = null) => ({
      playerId: `${minutes}-${points}`,
      gamesPlayed: 70,
      minutesPerGame: minutes,
      pointsPerGame: points,
      reboundsPerGame: 5,
      assistsPerGame: 4,
      stealsPerGame: 1,
      blocksPerGame: 0.5,
      turnoversPerGame: 2,
      injuryStatus,
    });
    const roster = [player(35, 28), player(32, 18), player(28, 12), player(24, 9), player(20, 7)];
    const healthy = prediction(
      danyscoreNba.prepare(leagueHistory('nba'))(match('nba', { rosters: { home: roster, away: roster } })),
    );
    const injured = prediction(
      danyscoreNba.prepare(leagueHistory('nba'))(
        match('nba', {
          rosters: {
            home: roster.map((p, i) => (i === 0 ? { ...p, injuryStatus: 'Out' as const } : p)),
            away: roster,
          },
        }),
      ),
    );
    expect(healthy.winner).toBe('home');
    expect(injured.probabilities.home).toBeLessThan(healthy.probabilities.home as number);
  });
});

describe('market strategies', () => {
  const books = [
    ...book('a', { home: 2.0, draw: 3.4, away: 4.0 }),
    ...book('b', { home: 2.05, draw: 3.3, away: 3.9 }),
    ...book('c', { home: 1.95, draw: 3.5, away: 4.1 }),
  ];

  it('market-inefficiency backs an outcome whose best price beats the shaded consensus', () => {
    const generous = [...books, ...book('d', { home: 2.4, draw: 3.1, away: 3.4 })];
    const result = prediction(
      marketInefficiency.prepare(leagueHistory('soccer'))(match('soccer', { quotes: generous })),
    );
    expect(result.winner).toBe('home');
    expect(result.keyFactors[0]).toMatchObject({ code: 'mispriced_outcome' });
  });

  it('market-inefficiency compares the best price with a sharp book’s de-vigged line when one prices the market', () => {
    // Pinnacle 1.90 / 3.80 / 4.50 de-vigs home to 0.5219; book d's 2.05 beats it by 7%, while
    // Kaunitz's shaded mean (about 0.50 − 0.05) would need 2.2 or more.
    const withSharp = [
      ...books,
      ...book('pinnacle', { home: 1.9, draw: 3.8, away: 4.5 }),
      ...book('d', { home: 2.05, draw: 3.3, away: 3.9 }),
    ];
    const predict = marketInefficiency.prepare(leagueHistory('soccer'));
    const result = prediction(predict(match('soccer', { quotes: withSharp })));
    expect(result.winner).toBe('home');
    expect(result.probabilities.home).toBeCloseTo(0.521867, 6);
    expect(result.keyFactors[0]?.values).toMatchObject({ outcome: 'home', value: 0.07 });
    const withoutSharp = withSharp.filter((q) => q.bookmaker !== 'pinnacle');
    expect(predict(match('soccer', { quotes: withoutSharp }))).toMatchObject({
      reason: 'no_mispriced_outcome',
    });
  });

  it('market-inefficiency abstains when every price is in line, or with fewer than 3 books', () => {
    const predict = marketInefficiency.prepare(leagueHistory('soccer'));
    expect(predict(match('soccer', { quotes: books }))).toMatchObject({ reason: 'no_mispriced_outcome' });
    expect(predict(match('soccer', { quotes: books.slice(0, 6) }))).toMatchObject({
      reason: 'too_few_bookmakers',
    });
  });

  it('clv follows the direction the line moved', () => {
    const opening = [
      ...book('a', { home: 2.4, draw: 3.3, away: 3.0 }, -48),
      ...book('b', { home: 2.45, draw: 3.3, away: 2.95 }, -48),
    ];
    const current = [
      ...book('a', { home: 2.0, draw: 3.4, away: 3.9 }, -1),
      ...book('b', { home: 2.05, draw: 3.3, away: 3.8 }, -1),
    ];
    const result = prediction(
      lineMovement.prepare(leagueHistory('soccer'))(match('soccer', { quotes: [...opening, ...current] })),
    );
    expect(result.winner).toBe('home');
    expect(result.keyFactors[0]).toMatchObject({ code: 'line_moved', values: { outcome: 'home' } });
    expect(lineMovement.prepare(leagueHistory('soccer'))(match('soccer', { quotes: current }))).toMatchObject(
      {
        reason: 'no_movement_yet',
      },
    );
  });

  it('sharp-money backs the side with more money than bets', () => {
    const splits = [
      {
        homeBetsPercentage: 70,
        awayBetsPercentage: 30,
        homeMoneyPercentage: 40,
        awayMoneyPercentage: 60,
        timestamp: at(-2),
      },
    ];
    const twoWay = [...book('a', { home: 1.8, away: 2.1 }), ...book('b', { home: 1.85, away: 2.05 })];
    const result = prediction(
      sharpMoney.prepare(leagueHistory('nba'))(match('nba', { quotes: twoWay, splits })),
    );
    expect(result.winner).toBe('away');
    expect(sharpMoney.prepare(leagueHistory('nba'))(match('nba', { quotes: twoWay }))).toMatchObject({
      reason: 'no_splits',
    });
  });

  it('never reads splits or prices from after the decision time', () => {
    const future = [
      {
        homeBetsPercentage: 70,
        awayBetsPercentage: 30,
        homeMoneyPercentage: 40,
        awayMoneyPercentage: 60,
        timestamp: at(1),
      },
    ];
    expect(
      sharpMoney.prepare(leagueHistory('nba'))(match('nba', { quotes: books, splits: future })),
    ).toMatchObject({
      reason: 'no_splits',
    });
    expect(asOf < at(1)).toBe(true);
  });
});

describe('the strategy registry', () => {
  it('runs every strategy that applies to the sport for auto', () => {
    expect(
      strategiesFor('nfl', 'auto')
        .map((s) => s.name)
        .sort(),
    ).toEqual(['clv', 'danyscore', 'epa', 'market-inefficiency', 'massey', 'sharp-money'].sort());
    expect(strategiesFor('soccer', 'auto').map((s) => s.name)).toContain('poisson');
  });

  it('refuses a strategy that does not apply to the sport', () => {
    expect(() => strategiesFor('soccer', 'epa')).toThrow(/does not apply/);
  });

  it('answers one result per strategy, abstaining where data is missing', () => {
    const results = prepareStrategies(leagueHistory('soccer'), 'auto')(match('soccer'));
    expect(results.map((r) => r.strategy).sort()).toEqual(
      strategiesFor('soccer', 'auto')
        .map((s) => s.name)
        .sort(),
    );
    expect(results.find((r) => r.strategy === 'massey')).toMatchObject({
      kind: 'abstain',
      reason: 'no_ratings_uploaded',
    });
    expect(results.find((r) => r.strategy === 'danyscore')?.kind).toBe('prediction');
  });
});

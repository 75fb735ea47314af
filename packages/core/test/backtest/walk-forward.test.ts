import { describe, expect, it } from 'vitest';
import type { HistoricalMatch, MarketPrices, OutcomePrices } from '../../src/backtest/match-prices';
import {
  runWalkForward,
  walkForwardDays,
  walkForwardPicks,
  type BacktestOptions,
} from '../../src/backtest/walk-forward';
import { sampleIndex, seededRandom } from '../../src/math/random';
import { outcomeProbabilities, scoreMatrix } from '../../src/models/score-matrix';

const DAY = 86_400_000;
const start = Date.UTC(2024, 7, 10, 15);

/** A seeded league: results from known strengths, and books pricing the true odds with a 5% margin. */
function league(seed: number, rounds: number): HistoricalMatch[] {
  const random = seededRandom(seed);
  const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
  const strength: Record<string, number> = { A: 1.9, B: 1.6, C: 1.3, D: 1.2, E: 1.0, F: 0.8 };
  const matches: HistoricalMatch[] = [];
  let day = 0;
  for (let round = 0; round < rounds; round++) {
    for (const home of teams) {
      for (const away of teams) {
        if (home === away) continue;
        const matrix = scoreMatrix({
          homeRate: (strength[home] as number) * 1.15,
          awayRate: strength[away] as number,
        });
        const p = outcomeProbabilities(matrix);
        const price = (q: number) => Math.round((1 / (q * 1.05)) * 100) / 100;
        const average = { home: price(p.home), draw: price(p.draw), away: price(p.away) };
        const cell = sampleIndex(matrix.flat(), random);
        matches.push({
          id: `${round}-${home}-${away}`,
          league: 'L',
          date: new Date(start + Math.floor(day++ / 3) * DAY),
          home,
          away,
          homeScore: Math.floor(cell / matrix.length),
          awayScore: cell % matrix.length,
          prices: {
            closing: {
              average,
              max: { home: average.home * 1.04, draw: average.draw * 1.04, away: average.away * 1.04 },
            },
          },
        });
      }
    }
  }
  return matches;
}

const all = league(5, 6);
const options = (overrides: Partial<BacktestOptions> = {}): BacktestOptions => ({
  sport: 'soccer',
  strategy: 'poisson',
  warmup: all.slice(0, 60),
  data: all.slice(60),
  odds: 'closing',
  alpha: 0.05,
  stake: 'flat',
  edgeThreshold: 0.02,
  kellyFraction: 0.25,
  ...overrides,
});

describe('the walk-forward backtest', () => {
  it('predicts each match only from matches strictly before its day', () => {
    const data = all.slice(60);
    const lastDay = data.at(-1)?.date.getTime();
    const flipped = data.map((m) =>
      m.date.getTime() === lastDay ? { ...m, homeScore: m.awayScore + 5, awayScore: 0 } : m,
    );
    const original = walkForwardPicks(options({ data }));
    const changed = walkForwardPicks(options({ data: flipped }));
    const before = data.filter((m) => m.date.getTime() !== lastDay).length;
    expect(changed.slice(0, before)).toEqual(original.slice(0, before));
  });

  it('lets models read the closing prices of past matches, never of the match itself or later ones', () => {
    const data = all.slice(60);
    const lastDay = data.at(-1)?.date.getTime();
    const reprice = (m: HistoricalMatch): HistoricalMatch => ({
      ...m,
      prices: { closing: { average: { home: 1.2, draw: 7, away: 15 } } },
    });
    const original = walkForwardPicks(options({ data }));
    const lastRepriced = walkForwardPicks(
      options({ data: data.map((m) => (m.date.getTime() === lastDay ? reprice(m) : m)) }),
    );
    const before = data.filter((m) => m.date.getTime() !== lastDay).length;
    expect(lastRepriced.slice(0, before).map((p) => p.model)).toEqual(
      original.slice(0, before).map((p) => p.model),
    );
    // Repricing the warm-up moves the model's later forecasts: it was fitted on those prices.
    const warmRepriced = walkForwardPicks(options({ data, warmup: all.slice(0, 60).map(reprice) }));
    expect(warmRepriced[0]?.model).not.toEqual(original[0]?.model);
  });

  it('scores the model beside the de-vigged market on the same matches and reports every field', () => {
    const summary = runWalkForward(options());
    expect(summary.matches).toBe(all.length - 60);
    expect(summary.scoredMatches).toBeGreaterThan(100);
    expect(summary.model?.rps).toBeGreaterThan(0);
    expect(summary.market?.rps).toBeGreaterThan(0);
    // The books price the true probabilities here, so the fitted model cannot beat them by much.
    expect((summary.model?.rps as number) / (summary.market?.rps as number)).toBeGreaterThan(0.95);
    expect(Object.keys(summary).sort()).toEqual(
      [
        'avgOdds',
        'bets',
        'calibrationError',
        'losses',
        'market',
        'matches',
        'model',
        'profit',
        'pushes',
        'roi',
        'roiInterval',
        'clv',
        'beatCloseRate',
        'clvBets',
        'scoredMatches',
        'sharpe',
        'staked',
        'hitRate',
        'wins',
      ].sort(),
    );
    expect(summary.wins + summary.losses + summary.pushes).toBe(summary.bets);
  });

  it('bets market-inefficiency by Kaunitz’s rule: one unit where (1/avg − α) × max − 1 > 0', () => {
    const match: HistoricalMatch = {
      id: 'k',
      league: 'L',
      date: new Date(start + 400 * DAY),
      home: 'A',
      away: 'F',
      homeScore: 2,
      awayScore: 0,
      prices: {
        closing: { average: { home: 1.8, draw: 3.6, away: 4.5 }, max: { home: 2.1, draw: 3.7, away: 4.6 } },
      },
    };
    const [pick] = walkForwardPicks(options({ strategy: 'market-inefficiency', data: [match], warmup: [] }));
    // (1/1.8 − 0.05) × 2.1 − 1 = 0.0617 > 0 for home; draw and away stay negative.
    expect(pick?.bet).toMatchObject({ odds: 2.1, stake: 1, result: 'win', profit: 1.1 });
  });

  describe('market-inefficiency against the sharp line (consensus: sharp)', () => {
    const sharpMatch = (sharp: OutcomePrices, max: OutcomePrices, homeScore = 2): HistoricalMatch => ({
      id: 's',
      league: 'L',
      date: new Date(start + 400 * DAY),
      home: 'A',
      away: 'F',
      homeScore,
      awayScore: 1,
      prices: { closing: { average: max, max, sharp } },
    });
    const bet = (match: HistoricalMatch) =>
      walkForwardPicks(
        options({ strategy: 'market-inefficiency', consensus: 'sharp', data: [match], warmup: [] }),
      )[0]?.bet;
    // Pinnacle 1.90 / 3.80 / 4.50 de-vigs (Shin) to home 0.5219: at 2.05 the edge is +7.0%, at 1.94 +1.2%.
    const sharp = { home: 1.9, draw: 3.8, away: 4.5 };

    it('bets the best price that beats the de-vigged sharp price by the edge threshold', () => {
      expect(bet(sharpMatch(sharp, { home: 2.05, draw: 3.8, away: 4.6 }))).toMatchObject({
        odds: 2.05,
        result: 'win',
        profit: 1.05,
      });
      expect(bet(sharpMatch(sharp, { home: 2.05, draw: 3.8, away: 4.6 }, 0))?.result).toBe('loss');
    });

    it.each([
      ['an edge under 2%', { home: 1.94, draw: 3.8, away: 4.6 }],
      ['a probability under 0.5 (the draw at 4.40)', { home: 1.9, draw: 4.4, away: 4.6 }],
    ])('does not bet %s', (_name, max) => {
      expect(bet(sharpMatch(sharp, max))).toBeNull();
    });

    it('does not bet outside the sweet spot, however large the edge', () => {
      const longShot = { home: 1.25, draw: 6.5, away: 11 };
      expect(bet(sharpMatch(longShot, { home: 1.26, draw: 6.5, away: 14 }))).toBeNull();
      expect(bet(sharpMatch(longShot, { home: 1.4, draw: 6.5, away: 11 }))).toBeNull();
    });

    it('does not bet best prices that promise an arbitrage above 5% (a data error)', () => {
      // 1/2.05 + 1/4.6 + 1/9 = 0.816: no book ever offered all three.
      expect(bet(sharpMatch(sharp, { home: 2.05, draw: 9, away: 4.6 }))).toBeNull();
    });

    it('does not bet without a sharp book', () => {
      const match = sharpMatch(sharp, { home: 2.3, draw: 3.8, away: 4.6 });
      expect(bet({ ...match, prices: { closing: { average: match.prices.closing?.max } } })).toBeNull();
    });
  });

  describe('closing-line value of each bet', () => {
    // Bets at the best opening price against the sharp opening line (home fair 0.5219, edge ≥ 2%);
    // the closes are margin-free, so their fair probabilities are exact: 2/4/4 → home 0.5.
    const openingSharp = { home: 1.9, draw: 3.8, away: 4.5 };
    const match = (homeOdds: number, closing: MarketPrices | undefined): HistoricalMatch => ({
      id: 'c',
      league: 'L',
      date: new Date(start + 400 * DAY),
      home: 'A',
      away: 'F',
      homeScore: 2,
      awayScore: 1,
      prices: {
        opening: { sharp: openingSharp, max: { home: homeOdds, draw: 3.8, away: 4.6 } },
        ...(closing ? { closing } : {}),
      },
    });
    const bet = (m: HistoricalMatch) =>
      walkForwardPicks(
        options({
          strategy: 'market-inefficiency',
          consensus: 'sharp',
          odds: 'opening',
          data: [m],
          warmup: [],
        }),
      )[0]?.bet;

    it.each([
      ['CLV of a bet at the closing fair price is 0', 2, { sharp: { home: 2, draw: 4, away: 4 } }, 0.5, 0],
      ['a bet at a better price than the close', 2, { sharp: { home: 1.6, draw: 4, away: 8 } }, 0.625, 0.25],
      ['a bet at a worse price than the close', 2.1, { sharp: { home: 4, draw: 4, away: 2 } }, 0.25, -0.475],
      [
        'the sharp close where the match has one, not the average',
        2,
        { sharp: { home: 1.6, draw: 4, away: 8 }, average: { home: 2, draw: 4, away: 4 } },
        0.625,
        0.25,
      ],
      ['the average close without a sharp one', 2, { average: { home: 1.6, draw: 4, away: 8 } }, 0.625, 0.25],
    ])('%s', (_name, homeOdds, closing, closeFair, clv) => {
      const settled = bet(match(homeOdds, closing));
      expect(settled?.odds).toBe(homeOdds);
      expect(settled?.closeFair).toBeCloseTo(closeFair, 12);
      expect(settled?.clv).toBeCloseTo(clv, 12);
    });

    it('gives no CLV to a bet on a match without closing prices', () => {
      const settled = bet(match(2, undefined));
      expect(settled).toMatchObject({ odds: 2, closeFair: null, clv: null });
    });

    it('summarises the CLV over the bets that have a close', () => {
      const day = (m: HistoricalMatch, i: number) => ({
        ...m,
        id: `c${i}`,
        date: new Date(start + (400 + i) * DAY),
      });
      const summary = runWalkForward(
        options({
          strategy: 'market-inefficiency',
          consensus: 'sharp',
          odds: 'opening',
          warmup: [],
          data: [
            match(2, { sharp: { home: 1.6, draw: 4, away: 8 } }),
            match(2, { sharp: { home: 2, draw: 4, away: 4 } }),
            match(2, undefined),
          ].map(day),
        }),
      );
      expect(summary).toMatchObject({ bets: 3, clvBets: 2, beatCloseRate: 0.5 });
      expect(summary.clv).toBeCloseTo(0.125, 12);
    });
  });

  it('de-vigs the opening prices beside the closing ones, and gives none when the file has no opening', () => {
    const match: HistoricalMatch = {
      id: 'o',
      league: 'L',
      date: new Date(start + 400 * DAY),
      home: 'A',
      away: 'F',
      homeScore: 1,
      awayScore: 1,
      prices: {
        opening: { average: { home: 2.0, draw: 4.0, away: 4.0 } },
        closing: { average: { home: 1.8, draw: 3.6, away: 4.5 } },
      },
    };
    const [withOpening] = walkForwardPicks(options({ data: [match], warmup: [] }));
    // 1/2 + 1/4 + 1/4 = 1 exactly: no margin, so the opening is read as it is.
    expect(withOpening?.opening).toEqual([0.5, 0.25, 0.25]);
    expect(withOpening?.market?.[0]).toBeGreaterThan(0.5);
    const [without] = walkForwardPicks(
      options({ data: [{ ...match, prices: { closing: match.prices.closing } }], warmup: [] }),
    );
    expect(without?.opening).toBeNull();
  });

  it('never scores a price-based strategy as the model', () => {
    const summary = runWalkForward(options({ strategy: 'market-inefficiency' }));
    expect(summary.model).toBeNull();
    expect(summary.scoredMatches).toBe(0);
  });

  it('reports progress for every match', () => {
    const seen: number[] = [];
    runWalkForward(options({ data: all.slice(60, 70), onProgress: (done) => seen.push(done) }));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses an empty data set', () => {
    expect(() => runWalkForward(options({ data: [] }))).toThrow(/no matches/);
  });
});

describe('the walk-forward one match day at a time', () => {
  it('yields each day’s picks, which together are walkForwardPicks’ picks', () => {
    const days = [...walkForwardDays(options({ data: all.slice(60, 90) }))];
    expect(days.flatMap((d) => d.picks)).toEqual(walkForwardPicks(options({ data: all.slice(60, 90) })));
    // Three matches a day in the fixture league.
    expect(days.map((d) => d.done)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(days.every((d) => d.total === 30)).toBe(true);
  });

  it('stops walking when the caller leaves the loop', () => {
    const seen: number[] = [];
    for (const day of walkForwardDays(
      options({ data: all.slice(60, 90), onProgress: (d) => seen.push(d) }),
    )) {
      if (day.done >= 6) break;
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses an empty data set when the walk starts', () => {
    expect(() => walkForwardDays(options({ data: [] })).next()).toThrow(/no matches/);
  });
});

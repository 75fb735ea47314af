import { describe, expect, it } from 'vitest';
import { compileFormula } from '../../src/formula/index';
import {
  type ProfitPoint,
  type ReplayCandidate,
  type ReplayParameters,
  replayFormula,
  profitCurve,
  thinCurve,
} from '../../src/lab/formula-replay';

const parameters: ReplayParameters = {
  edgeThreshold: 0.02,
  minOdds: 1.67,
  minProbability: 0.5,
  kellyFraction: 0.25,
  maxStakePercent: 0.015,
  sweetSpot: { min: 1.67, max: 3 },
  maxPicksPerEvent: 1,
};

let serial = 0;
function candidate(overrides: Partial<ReplayCandidate> = {}): ReplayCandidate {
  serial++;
  return {
    source: 'history',
    eventKey: `match-${serial}`,
    startTime: new Date('2024-03-01T18:00:00Z'),
    sport: 'soccer',
    market: 'h2h',
    odds: 2.1,
    pModel: 0.52,
    pMarketFair: 0.46,
    agreement: 0.75,
    strategies: 4,
    bookmakers: 6,
    hoursToStart: 3,
    lineMove: 0,
    checkSweetSpot: true,
    result: 'win',
    closeFair: null,
    ...overrides,
  };
}

describe('replayFormula on a hand-computed fixture', () => {
  // Four candidates, default rules (edge ≥ 2%, odds ≥ 1.67, p ≥ 0.5, Kelly ¼, cap 1.5% of 1000):
  //  A  2.10 @ p 0.52:  edge 0.52×2.10−1 = 0.092; Kelly ¼ = 1000×0.25×0.092/1.10 = 20.909 → capped 15.00;
  //     win → +15×1.10 = +16.50; close 0.50 → CLV 2.10×0.50−1 = +0.05
  //  B  1.90 @ p 0.545: edge 0.545×1.90−1 = 0.0355; Kelly ¼ = 250×0.0355/0.90 = 9.8611 → 9.86 (under the cap);
  //     loss → −9.86; close 0.55 → CLV 1.90×0.55−1 = +0.045
  //  C  1.50 @ p 0.70:  edge 0.05 but odds 1.50 < minOdds 1.67 → not taken
  //  D  2.50 @ p 0.40:  edge 0.00 < 0.02 (and p < 0.5) → not taken
  // Taken 2: staked 15 + 9.86 = 24.86; profit 16.50 − 9.86 = 6.64; ROI 6.64/24.86 = 0.267096;
  // win rate 1/2; CLV (0.05 + 0.045)/2 = 0.0475, both beat the close.
  // ROI interval: per-unit returns +1.10 and −1; weights 15/24.86 = 0.603379 and 0.396621;
  // variance 0.603379×(1.10−0.267096)² + 0.396621×(−1−0.267096)² = 0.418582 + 0.636788 = 1.055369;
  // effective n 1/(0.603379² + 0.396621²) = 1.918007, so the divisor is max(1, n−1) = 1;
  // half-width 1.96×√1.055369 = 2.013531 → [−1.746435, 2.280627].
  const fixture = [
    candidate({ odds: 2.1, pModel: 0.52, result: 'win', closeFair: 0.5 }),
    candidate({ odds: 1.9, pModel: 0.545, result: 'loss', closeFair: 0.55 }),
    candidate({ odds: 1.5, pModel: 0.7, result: 'win' }),
    candidate({ odds: 2.5, pModel: 0.4, result: 'loss' }),
  ];

  it('takes two of the four and gives the figures worked out by hand', () => {
    const figures = replayFormula(fixture, null, parameters);
    expect(figures).toMatchObject({
      totalPicks: 2,
      wins: 1,
      losses: 1,
      pushes: 0,
      pending: 0,
      winRate: 0.5,
      staked: 24.86,
      profit: 6.64,
      clvBets: 2,
      beatCloseRate: 1,
      formulaErrors: 0,
    });
    expect(figures.roi).toBeCloseTo(0.267096, 6);
    expect(figures.clv).toBeCloseTo(0.0475, 10);
    expect(figures.roiInterval?.low).toBeCloseTo(-1.746435, 5);
    expect(figures.roiInterval?.high).toBeCloseTo(2.280627, 5);
    // Both bets on one day: one point per bet, in order.
    expect(figures.curve).toEqual([
      { date: '2024-03-01', profit: 16.5 },
      { date: '2024-03-01', profit: 6.64 },
    ]);
  });

  it('lets a formula drop one of them: only A remains, +16.50 on 15 staked', () => {
    const figures = replayFormula(fixture, compileFormula('odds >= 2'), parameters);
    expect(figures).toMatchObject({ totalPicks: 1, wins: 1, staked: 15, profit: 16.5, roi: 1.1 });
    expect(figures.roiInterval).toBeNull();
  });
});

describe('replayFormula edge cases', () => {
  it('answers zeros and nulls over no candidates', () => {
    expect(replayFormula([], null, parameters)).toEqual({
      totalPicks: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      pending: 0,
      winRate: null,
      roi: null,
      profit: 0,
      staked: 0,
      clv: null,
      beatCloseRate: null,
      clvBets: 0,
      roiInterval: null,
      formulaErrors: 0,
      firstFormulaError: null,
      curve: [],
    });
  });

  it('counts a pending pick as taken but neither staked nor in the win rate', () => {
    const figures = replayFormula([candidate({ source: 'picks', result: null })], null, parameters);
    expect(figures).toMatchObject({ totalPicks: 1, pending: 1, staked: 0, winRate: null, roi: null });
  });

  it('scores a push as zero profit, staked, and out of the win rate', () => {
    const figures = replayFormula([candidate({ result: 'push' })], null, parameters);
    expect(figures).toMatchObject({ pushes: 1, staked: 15, profit: 0, roi: 0, winRate: null });
  });

  it('holds a backtest candidate to the sweet spot when there is no formula', () => {
    const outside = candidate({ odds: 3.5, pModel: 0.5 });
    expect(replayFormula([outside], null, parameters).totalPicks).toBe(0);
  });

  it('lets a formula that accepts a candidate override the sweet spot, as generation does', () => {
    const outside = candidate({ odds: 3.5, pModel: 0.5 });
    expect(replayFormula([outside], compileFormula('true'), parameters).totalPicks).toBe(1);
  });

  it('does not hold a graded pick to the sweet spot (it was already chosen)', () => {
    const pick = candidate({ source: 'picks', checkSweetSpot: false, odds: 3.5, pModel: 0.5 });
    expect(replayFormula([pick], null, parameters).totalPicks).toBe(1);
  });

  it('needs a numeric score above zero and ranks by it', () => {
    const low = candidate({ eventKey: 'same', odds: 2.5, pModel: 0.6, agreement: 0.5, result: 'loss' });
    const high = candidate({ eventKey: 'same', odds: 2.0, pModel: 0.55, agreement: 0.9, result: 'win' });
    const negative = candidate({ agreement: 0.2 });
    const figures = replayFormula([low, high, negative], compileFormula('agreement - 0.3'), parameters);
    // One per match: `high` (score 0.6) beats `low` (0.2) though its edge is smaller; `negative` scores −0.1.
    expect(figures).toMatchObject({ totalPicks: 1, wins: 1 });
  });

  it('ranks by edge without a score and takes at most pickCount a day', () => {
    const day = (odds: number, result: 'win' | 'loss') => candidate({ odds, pModel: 0.55, result });
    const figures = replayFormula([day(1.9, 'loss'), day(2.2, 'win'), day(2.0, 'loss')], null, {
      ...parameters,
      pickCount: 1,
    });
    expect(figures).toMatchObject({ totalPicks: 1, wins: 1 });
  });

  it('counts the candidates the formula fails on and keeps the first failure with its code and column', () => {
    const figures = replayFormula(
      [candidate({ strategies: 3 })],
      compileFormula('1 / (strategies - 3) > 0'),
      parameters,
    );
    expect(figures.totalPicks).toBe(0);
    expect(figures.formulaErrors).toBe(1);
    expect(figures.firstFormulaError).toEqual({
      code: 'division_by_zero',
      params: {},
      column: 3,
      message: 'Division by zero at column 3',
    });
  });

  it('gives the formula the parameters it is replayed with as config values', () => {
    const figures = replayFormula([candidate()], compileFormula('edge >= edgeThreshold * 5'), {
      ...parameters,
      edgeThreshold: 0.01,
    });
    expect(figures.totalPicks).toBe(1);
  });

  it('skips a candidate whose numbers cannot be staked', () => {
    expect(
      replayFormula([candidate({ pModel: 1 }), candidate({ odds: 1 })], null, parameters).totalPicks,
    ).toBe(0);
  });

  it('draws one point per day, cumulative, in date order', () => {
    const figures = replayFormula(
      [
        candidate({ startTime: new Date('2024-03-02T12:00:00Z'), result: 'loss' }),
        candidate({ startTime: new Date('2024-03-01T12:00:00Z'), result: 'win' }),
      ],
      null,
      parameters,
    );
    expect(figures.curve).toEqual([
      { date: '2024-03-01', profit: 16.5 },
      { date: '2024-03-02', profit: 1.5 },
    ]);
  });
});

describe('profitCurve', () => {
  const bet = (day: string, profit: number) => ({ day, profit });

  it('draws one point per bet, in order, when every bet falls on one day', () => {
    expect(profitCurve([bet('2024-03-01', 10), bet('2024-03-01', -4), bet('2024-03-01', 2.5)])).toEqual([
      { date: '2024-03-01', profit: 10 },
      { date: '2024-03-01', profit: 6 },
      { date: '2024-03-01', profit: 8.5 },
    ]);
  });

  it('keeps one point per bet while the bets span fewer than three days', () => {
    expect(
      profitCurve([bet('2024-03-01', 1), bet('2024-03-01', 1), bet('2024-03-02', 1)]).map((p) => p.profit),
    ).toEqual([1, 2, 3]);
  });

  it('draws one point per day, at its closing total, from three days on', () => {
    expect(
      profitCurve([
        bet('2024-03-01', 1),
        bet('2024-03-01', 1),
        bet('2024-03-02', -3),
        bet('2024-03-03', 4),
        bet('2024-03-03', 0.1),
      ]),
    ).toEqual([
      { date: '2024-03-01', profit: 2 },
      { date: '2024-03-02', profit: -1 },
      { date: '2024-03-03', profit: 3.1 },
    ]);
  });

  it('is empty without settled bets', () => {
    expect(profitCurve([])).toEqual([]);
  });
});

describe('thinCurve', () => {
  const points: ProfitPoint[] = Array.from({ length: 1000 }, (_, i) => ({ date: `d${i}`, profit: i }));

  it('keeps a short curve as it is', () => {
    expect(thinCurve(points.slice(0, 5))).toEqual(points.slice(0, 5));
  });

  it('thins a long curve to 200 points, keeping the first and the last', () => {
    const thinned = thinCurve(points);
    expect(thinned).toHaveLength(200);
    expect(thinned[0]).toEqual(points[0]);
    expect(thinned.at(-1)).toEqual(points.at(-1));
  });
});

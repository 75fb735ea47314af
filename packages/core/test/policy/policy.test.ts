import { describe, expect, it } from 'vitest';
import { closingLineValue } from '../../src/staking/staking';
import type { OddsQuote } from '../../src/market/quotes';
import type { MatchContext, StrategyResult } from '../../src/strategies/types';
import { analyseMoneyline } from '../../src/policy/analyse-moneyline';
import {
  fitModelWeight,
  modelWeightOf,
  type PoolSample,
  pooledProbability,
  validateModelWeights,
} from '../../src/policy/pooled-forecast';
import { DEFAULT_POLICY_SETTINGS, type PolicySettings } from '../../src/policy/price-selection';
import { choosePicks, eventCap, rankCandidates } from '../../src/policy/select-picks';

const logit = (p: number) => Math.log(p / (1 - p));

describe('the pooled forecast', () => {
  it.each([
    ['a weight of 0 reproduces the market exactly', 0.4321, 0.6, 0, 0.4321],
    ['a weight of 1 is the model', 0.4321, 0.6, 1, 0.6],
    ['equal forecasts pool to themselves', 0.55, 0.55, 0.3, 0.55],
  ])('%s', (_, pMarket, pModel, weight, expected) => {
    expect(pooledProbability(pMarket, pModel, weight)).toBeCloseTo(expected, 12);
  });

  it('is the weighted mean on the log-odds scale', () => {
    const pooled = pooledProbability(0.5, 0.6, 0.25);
    expect(logit(pooled)).toBeCloseTo(0.75 * logit(0.5) + 0.25 * logit(0.6), 12);
    expect(pooledProbability(0.5, 0.6, 0.5)).toBeCloseTo(0.5505102572, 9);
  });

  it.each([
    ['a negative weight', 0.5, 0.6, -0.1],
    ['a weight above 1', 0.5, 0.6, 1.1],
    ['a weight that is not a number', 0.5, 0.6, Number.NaN],
    ['a market probability of 0', 0, 0.6, 0.5],
    ['a model probability of 1', 0.5, 1, 0.5],
  ])('refuses %s', (_, pMarket, pModel, weight) => {
    expect(() => pooledProbability(pMarket, pModel, weight)).toThrow(/must lie/);
  });

  it('reads a sport and market’s weight; a line without its own weight gives the model none', () => {
    const weights = { nba: { h2h: 0.2, totals: 0.1 } };
    expect(modelWeightOf(weights, 'nba', 'h2h')).toBe(0.2);
    expect(modelWeightOf(weights, 'nba', 'totals')).toBe(0.1);
    expect(modelWeightOf(weights, 'nba', 'spreads')).toBe(0);
    expect(modelWeightOf(weights, 'nhl', 'h2h')).toBe(0);
    expect(() => validateModelWeights({ nfl: { h2h: 2 } })).toThrow(/nfl h2h/);
  });
});

describe('fitting the model weight', () => {
  // Deterministic samples: the true probability is `truth`; the market knows it up to `marketNoise`,
  // the model up to `modelNoise` (log-odds), and the side wins in a share `truth` of 40 repetitions.
  function samples(marketNoise: number, modelNoise: number): PoolSample[] {
    const list: PoolSample[] = [];
    for (let i = 0; i < 50; i++) {
      const truth = 0.3 + (0.4 * ((i * 7919) % 50)) / 50;
      const wobble = Math.sin(i * 12.9898);
      const shift = (p: number, by: number) => 1 / (1 + Math.exp(-(logit(p) + by)));
      const pMarket = shift(truth, marketNoise * wobble);
      const pModel = shift(truth, modelNoise * Math.cos(i * 78.233));
      for (let k = 0; k < 40; k++) list.push({ pMarket, pModel, won: k < Math.round(truth * 40) });
    }
    return list;
  }

  it('gives a model that only adds noise no weight', () => {
    const fit = fitModelWeight(samples(0, 0.6));
    expect(fit.weight).toBe(0);
    expect(fit.logLoss).toBe(fit.marketLogLoss);
  });

  it('gives a model that knows more than the market most of the weight', () => {
    const fit = fitModelWeight(samples(0.6, 0));
    expect(fit.weight).toBeGreaterThanOrEqual(0.8);
    expect(fit.logLoss).toBeLessThan(fit.marketLogLoss);
  });

  it('breaks a tie toward the market, whatever the grid order', () => {
    const same = [{ pMarket: 0.6, pModel: 0.6, won: true }];
    expect(fitModelWeight(same, [1, 0.5, 0]).weight).toBe(0);
  });

  it('refuses no samples and a weight outside [0, 1]', () => {
    expect(() => fitModelWeight([])).toThrow(/needs samples/);
    expect(() => fitModelWeight(samples(0, 0), [0, 2])).toThrow(/\[0, 1\]/);
  });
});

const start = new Date(Date.UTC(2026, 10, 22, 20));
const asOf = new Date(Date.UTC(2026, 10, 22, 12));
const quote = (bookmaker: string, selection: 'home' | 'away', price: number): OddsQuote => ({
  bookmaker,
  market: 'h2h',
  selection,
  price,
  timestamp: new Date(asOf.getTime() - 3_600_000),
});
const context = (books: [string, number, number][]): MatchContext => ({
  event: { id: 'e1', sport: 'nba', league: 'NBA', homeTeam: 'A', awayTeam: 'B', startTime: start },
  asOf,
  quotes: books.flatMap(([name, home, away]) => [quote(name, 'home', home), quote(name, 'away', away)]),
});
const predicts = (strategy: 'danyscore' | 'massey', home: number): StrategyResult => ({
  kind: 'prediction',
  strategy,
  winner: home >= 0.5 ? 'home' : 'away',
  probabilities: { home, away: 1 - home },
  keyFactors: [],
});
const settings = (weight: number): PolicySettings => ({
  ...DEFAULT_POLICY_SETTINGS,
  modelWeights: { nba: { h2h: weight } },
});

describe('the policy on one moneyline', () => {
  // Pinnacle at 1.95 / 1.95 is a fair 50%; the best home price, 2.00, is exactly that fair price.
  const fairPriced = context([
    ['pinnacle', 1.95, 1.95],
    ['bet365', 2.0, 1.8],
    ['codere', 1.9, 1.9],
  ]);
  const models = [predicts('danyscore', 0.58), predicts('massey', 0.56)];

  it('a pick whose best price equals the sharp fair price has edge 0 and is never a candidate', () => {
    const analysis = analyseMoneyline(fairPriced, models, settings(0));
    expect(analysis.kind).toBe('rejected');
    if (analysis.kind !== 'rejected') return;
    expect(analysis.reason).toBe('below_edge_threshold');
    const value = analysis.steps.find((s) => s.code === 'market_rejected')?.values;
    expect(value?.edge).toBeCloseTo(0, 9);
  });

  it('with weight 0 prices the pick on the market alone, however sure the models are', () => {
    const analysis = analyseMoneyline(fairPriced, models, settings(0));
    const steps = analysis.kind === 'candidate' ? analysis.candidate.steps : analysis.steps;
    const pooled = steps.find((s) => s.code === 'pooled_forecast')?.values;
    expect(pooled).toMatchObject({ weight: 0, source: 'sharp' });
    expect(pooled?.pMarket).toBeCloseTo(0.5, 9);
    expect(pooled?.pStrategies).toBeCloseTo(0.57, 12);
    expect(pooled?.pModel).toBe(pooled?.pMarket);
  });

  it('tilts toward the models only as far as their weight', () => {
    const better = context([
      ['pinnacle', 1.95, 1.95],
      ['bet365', 2.1, 1.75],
      ['codere', 1.9, 1.9],
    ]);
    const analysis = analyseMoneyline(better, models, settings(0.5));
    expect(analysis.kind).toBe('candidate');
    if (analysis.kind !== 'candidate') return;
    const { candidate } = analysis;
    expect(candidate.pMarketFair).toBeCloseTo(0.5, 9);
    expect(candidate.pStrategies).toBeCloseTo(0.57, 12);
    expect(candidate.pModel).toBeCloseTo(pooledProbability(0.5, 0.57, 0.5), 9);
    expect(candidate.evaluation.edge).toBeCloseTo(candidate.pModel * 2.1 - 1, 12);
    expect(candidate.odds).toBe(2.1);
    expect(candidate.bookmaker).toBe('bet365');
  });

  it('is no candidate without a consensus', () => {
    const split = [predicts('danyscore', 0.58), predicts('massey', 0.44)];
    expect(analyseMoneyline(fairPriced, split, settings(0)).kind).toBe('rejected');
  });
});

describe('choosing the picks of a run', () => {
  const candidate = (event: string, edge: number, score: number | null = null) => ({
    event,
    score,
    evaluation: { edge },
  });

  it('ranks by the formula’s score, else by edge', () => {
    const ranked = rankCandidates([candidate('a', 0.03), candidate('b', 0.09), candidate('c', 0.01, 5)]);
    expect(ranked.map((c) => c.event)).toEqual(['c', 'b', 'a']);
  });

  it('takes one pick per event by default: a moneyline and a spread on one event are one opinion', () => {
    const moneyline = candidate('e1', 0.05);
    const spread = candidate('e1', 0.04);
    const { chosen, capped } = choosePicks(
      [spread, moneyline, candidate('e2', 0.03)],
      { pickCount: 10, maxPicksPerEvent: 1, eventOf: (c) => c.event },
      (c) => c,
    );
    expect(chosen).toEqual([moneyline, candidate('e2', 0.03)]);
    expect(capped).toBe(1);
  });

  it('allows a configured second pick per event, and counts the event’s live picks', () => {
    const list = [candidate('e1', 0.05), candidate('e1', 0.04)];
    const options = { pickCount: 10, maxPicksPerEvent: 2, eventOf: (c: { event: string }) => c.event };
    expect(choosePicks(list, options, (c) => c).chosen).toHaveLength(2);
    const existing = new Map([['e1', 2]]);
    expect(choosePicks(list, { ...options, existing }, (c) => c).chosen).toHaveLength(0);
  });

  it('never loosens a rule to reach the pick count: no value is an honest answer', () => {
    const dropped = choosePicks(
      [candidate('e1', 0.05), candidate('e2', 0.04), candidate('e3', 0.03)],
      { pickCount: 50, maxPicksPerEvent: 1, eventOf: (c) => c.event },
      (c) => (c.event === 'e2' ? null : c),
    );
    expect(dropped.chosen.map((c) => c.event)).toEqual(['e1', 'e3']);
  });

  it('a dropped candidate does not use up its event', () => {
    const list = [candidate('e1', 0.05), candidate('e1', 0.04)];
    const { chosen } = choosePicks(
      list,
      { pickCount: 10, maxPicksPerEvent: 1, eventOf: (c) => c.event },
      (c) => (c.evaluation.edge === 0.05 ? null : c),
    );
    expect(chosen).toEqual([candidate('e1', 0.04)]);
  });

  it.each([0, 1.5, -1])('refuses a cap of %s', (max) => {
    expect(() => eventCap(max)).toThrow(/maxPicksPerEvent/);
  });
});

describe('closing-line value', () => {
  it.each([
    ['a bet at the closing fair price has CLV 0', 2.5, 0.4, 0],
    ['a better price than the close is positive', 2.2, 0.5, 0.1],
    ['a worse price than the close is negative', 1.8, 0.5, -0.1],
  ])('%s', (_, odds, pCloseFair, expected) => {
    expect(closingLineValue(odds, pCloseFair)).toBeCloseTo(expected, 12);
  });
});

import { describe, expect, it } from 'vitest';
import type { OddsQuote } from '../../src/market/quotes';
import {
  type LineMarket,
  lineAgreement,
  lineView,
  lineViewsOf,
  mainLine,
  sideLines,
} from '../../src/policy/analyse-lines';
import type { StrategyView } from '../../src/policy/price-selection';
import type { LinePrediction, StrategyResult } from '../../src/strategies/types';

type Prediction = Extract<StrategyResult, { kind: 'prediction' }>;

const prediction = (strategy: string, lines: LinePrediction[] = []): Prediction =>
  ({
    kind: 'prediction',
    strategy,
    winner: 'home',
    probabilities: { home: 0.6, away: 0.4 },
    keyFactors: [],
    lines,
  }) as unknown as Prediction;

describe('lineView', () => {
  it.each<[string, LineMarket, number, number, string, number, number]>([
    ['the over above ½', 'totals', 220.5, 0.6, 'over', 0.6, 220.5],
    ['the under below ½, on the same total', 'totals', 220.5, 0.4, 'under', 0.6, 220.5],
    ['the home side covering its line', 'spreads', -3.5, 0.55, 'home', 0.55, -3.5],
    ['the away side at its own line, the home line negated', 'spreads', -3.5, 0.42, 'away', 0.58, 3.5],
    ['exactly ½: the other side', 'totals', 2.5, 0.5, 'under', 0.5, 2.5],
  ])('favours %s', (_name, market, line, probability, winner, sideProbability, sideLine) => {
    const view = lineView(prediction('poisson'), market, line, probability);
    expect(view).toMatchObject({ strategy: 'poisson', winner, market, line: sideLine });
    expect(view.probability).toBeCloseTo(sideProbability, 12);
  });
});

describe('lineAgreement', () => {
  const view = (winner: string, probability: number, strategy = winner): StrategyView => ({
    strategy,
    winner,
    probability,
    keyFactors: [],
  });
  it.each<[string, LineMarket, StrategyView[], string | null, number, number | null]>([
    [
      'two overs of three',
      'totals',
      [view('over', 0.6, 'a'), view('over', 0.7, 'b'), view('under', 0.55)],
      'over',
      2,
      0.65,
    ],
    ['a tie: no consensus', 'spreads', [view('home', 0.6), view('away', 0.6)], null, 1, null],
    ['a single away view', 'spreads', [view('away', 0.58)], 'away', 1, 0.58],
    ['every under', 'totals', [view('under', 0.52, 'a'), view('under', 0.6, 'b')], 'under', 2, 0.56],
  ])('%s', (_name, market, views, winner, count, probability) => {
    const agreement = lineAgreement(views, market);
    expect(agreement.winner).toBe(winner);
    expect(agreement.hasConsensus).toBe(winner !== null);
    expect(agreement.agreementCount).toBe(count);
    expect(agreement.totalStrategies).toBe(views.length);
    if (probability === null) expect(agreement.consolidatedProbability).toBeNull();
    else expect(agreement.consolidatedProbability).toBeCloseTo(probability, 12);
  });
});

describe('sideLines and lineViewsOf', () => {
  it.each<[LineMarket, number, object]>([
    ['spreads', -3.5, { home: -3.5, away: 3.5 }],
    ['spreads', 7.5, { home: 7.5, away: -7.5 }],
    ['totals', 2.5, { over: 2.5, under: 2.5 }],
  ])('prices each side of a %s line %s at its own line', (market, line, lines) => {
    expect(sideLines(market, line)).toEqual(lines);
  });

  it('groups the views by market and line, in the order first priced', () => {
    const groups = lineViewsOf([
      prediction('a', [
        { market: 'totals', line: 2.5, probability: 0.6 },
        { market: 'spreads', line: -0.5, probability: 0.45 },
      ]),
      prediction('b', [{ market: 'totals', line: 2.5, probability: 0.3 }]),
      prediction('c'),
    ]);
    expect(groups.map(({ market, line, views }) => [market, line, views.map((v) => v.winner)])).toEqual([
      ['totals', 2.5, ['over', 'under']],
      ['spreads', -0.5, ['away']],
    ]);
  });
});

describe('mainLine', () => {
  const quote = (
    bookmaker: string,
    market: 'spreads' | 'totals',
    selection: 'home' | 'away' | 'over' | 'under',
    line: number | null,
  ): OddsQuote => ({
    bookmaker,
    market,
    selection,
    price: 1.91,
    line,
    timestamp: new Date(0),
  });
  it.each<[string, LineMarket, OddsQuote[], number | null]>([
    [
      'the line most books quote',
      'spreads',
      [
        quote('a', 'spreads', 'home', -3.5),
        quote('b', 'spreads', 'home', -3.5),
        quote('c', 'spreads', 'home', -4.5),
      ],
      -3.5,
    ],
    [
      'an away quote counted as the home line',
      'spreads',
      [
        quote('a', 'spreads', 'away', 4.5),
        quote('b', 'spreads', 'home', -4.5),
        quote('c', 'spreads', 'home', -3.5),
      ],
      -4.5,
    ],
    [
      'the smaller line on a tie',
      'totals',
      [quote('a', 'totals', 'over', 221.5), quote('b', 'totals', 'over', 220.5)],
      220.5,
    ],
    [
      'whole and quarter lines left out',
      'totals',
      [
        quote('a', 'totals', 'over', 3),
        quote('b', 'totals', 'over', 3),
        quote('c', 'totals', 'over', 2.25),
        quote('d', 'totals', 'over', 2.5),
      ],
      2.5,
    ],
    ['another market’s lines left out', 'totals', [quote('a', 'spreads', 'home', -3.5)], null],
    ['no line quoted', 'spreads', [quote('a', 'spreads', 'home', null)], null],
  ])('%s', (_name, market, quotes, line) => {
    expect(mainLine(quotes, market)).toBe(line);
  });
});

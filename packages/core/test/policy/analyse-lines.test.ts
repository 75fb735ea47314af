import { describe, expect, it } from 'vitest';
import type { OddsQuote } from '../../src/market/quotes';
import {
  analyseLine,
  analyseLines,
  type LineMarket,
  lineAgreement,
  lineView,
  lineViewsOf,
  mainLine,
  noAgreement,
  sideLines,
} from '../../src/policy/analyse-lines';
import {
  DEFAULT_POLICY_SETTINGS,
  type PolicySettings,
  type StrategyView,
} from '../../src/policy/price-selection';
import type { LinePrediction, MatchContext, StrategyResult } from '../../src/strategies/types';

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
    ['no view at all: no consensus, 0 of 0', 'totals', [], null, 0, null],
  ])('%s', (_name, market, views, winner, count, probability) => {
    const agreement = lineAgreement(views, market);
    expect(agreement.winner).toBe(winner);
    expect(agreement.hasConsensus).toBe(winner !== null);
    expect(agreement.agreementCount).toBe(count);
    expect(agreement.totalStrategies).toBe(views.length);
    expect(Number.isNaN(agreement.agreementPercentage)).toBe(false);
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

describe('analyseLine and analyseLines: the line policy', () => {
  const asOf = new Date(Date.UTC(2026, 10, 22, 12));
  const quoted = new Date(asOf.getTime() - 3_600_000);
  /** Three books quoting a line, each `[home / over price, away / under price]`; a spread's away side at −line. */
  const books = (market: LineMarket, line: number, prices: [number, number][]): OddsQuote[] =>
    prices.flatMap(([yes, no], i) => {
      const bookmaker = `book${i}`;
      const [a, b] = market === 'totals' ? (['over', 'under'] as const) : (['home', 'away'] as const);
      const away = market === 'totals' ? line : -line;
      return [
        { bookmaker, market, selection: a, price: yes, line, timestamp: quoted },
        { bookmaker, market, selection: b, price: no, line: away, timestamp: quoted },
      ];
    });
  const context: MatchContext = {
    event: {
      id: 'e1',
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'A',
      awayTeam: 'B',
      startTime: new Date(Date.UTC(2026, 10, 22, 20)),
    },
    asOf,
    quotes: [
      ...books('totals', 220.5, [
        [2.02, 1.86],
        [1.95, 1.9],
        [1.96, 1.9],
      ]),
      ...books('totals', 221.5, [
        [2.02, 1.86],
        [1.95, 1.9],
        [1.96, 1.9],
      ]),
      ...books('totals', 222.5, [
        [2.1, 1.75],
        [2.05, 1.8],
        [2.05, 1.8],
      ]),
      ...books('spreads', -3.5, [
        [1.9, 2.05],
        [1.92, 1.98],
        [1.91, 1.99],
      ]),
    ],
  };
  const settings: PolicySettings = {
    ...DEFAULT_POLICY_SETTINGS,
    modelWeights: { nba: { spreads: 0.5, totals: 0.5 } },
  };
  const prices = (strategy: string, ...lines: [LineMarket, number, number][]) =>
    prediction(
      strategy,
      lines.map(([market, line, probability]) => ({ market, line, probability })),
    );
  const abstains: StrategyResult = { kind: 'abstain', strategy: 'epa', reason: 'no_history' };

  it.each<[string, StrategyResult[], LineMarket, number, string | null, string | null, number | null]>([
    [
      'both strategies favour the over: a candidate at the total',
      [prices('poisson', ['totals', 220.5, 0.6]), prices('massey', ['totals', 220.5, 0.58])],
      'totals',
      220.5,
      'over',
      'candidate',
      220.5,
    ],
    [
      'both favour the away side of a −3.5 spread: a candidate at its own line, +3.5',
      [prices('poisson', ['spreads', -3.5, 0.4]), prices('massey', ['spreads', -3.5, 0.42])],
      'spreads',
      -3.5,
      'away',
      'candidate',
      3.5,
    ],
    [
      'a tie of over and under: no side to price',
      [prices('poisson', ['totals', 220.5, 0.6]), prices('massey', ['totals', 220.5, 0.4])],
      'totals',
      220.5,
      null,
      null,
      null,
    ],
    [
      'no strategy prices the line: no side to price',
      [prices('poisson', ['totals', 222.5, 0.6]), abstains],
      'totals',
      220.5,
      null,
      null,
      null,
    ],
    [
      'a side no book quotes at that line: no market',
      [prices('poisson', ['totals', 218.5, 0.6]), prices('massey', ['totals', 218.5, 0.6])],
      'totals',
      218.5,
      'over',
      'no_market',
      null,
    ],
    [
      'a side the pool puts below the minimum probability: refused by the rules, with its priced numbers',
      [prices('poisson', ['totals', 222.5, 0.505]), prices('massey', ['totals', 222.5, 0.51])],
      'totals',
      222.5,
      'over',
      'below_min_probability',
      222.5,
    ],
  ])('%s', (_name, results, market, line, winner, verdict, pickedLine) => {
    const analysis = analyseLine(context, results, market, line, settings);
    expect(analysis.consensus.winner).toBe(winner);
    if (verdict === null) expect(analysis.policy).toBeNull();
    else if (verdict === 'candidate') expect(analysis.policy?.kind).toBe('candidate');
    else expect(analysis.policy).toMatchObject({ kind: 'rejected', reason: verdict });
    const priced =
      analysis.policy?.kind === 'candidate'
        ? analysis.policy.candidate
        : analysis.policy?.kind === 'rejected'
          ? analysis.policy.priced
          : undefined;
    expect(priced?.line ?? null).toBe(pickedLine);
    if (priced) expect(priced.selection).toBe(winner);
  });

  it('states each strategy’s view of the line or why it has none, then the agreement, and judges after them', () => {
    const results = [
      prices('poisson', ['totals', 220.5, 0.6]),
      abstains,
      prices('massey', ['totals', 222.5, 0.58]),
      prices('danyscore', ['totals', 220.5, 0.62]),
    ];
    const analysis = analyseLine(context, results, 'totals', 220.5, settings);
    expect(analysis.steps).toEqual([
      {
        phase: '1',
        code: 'strategy_prediction',
        values: { strategy: 'poisson', winner: 'over', probability: 0.6, market: 'totals', line: 220.5 },
      },
      { phase: '1', code: 'strategy_abstained', values: { strategy: 'epa', reason: 'no_history' } },
      {
        phase: '1',
        code: 'strategy_abstained',
        values: { strategy: 'massey', reason: 'line_not_priced', market: 'totals', line: 220.5 },
      },
      {
        phase: '1',
        code: 'strategy_prediction',
        values: { strategy: 'danyscore', winner: 'over', probability: 0.62, market: 'totals', line: 220.5 },
      },
      {
        phase: '2',
        code: 'consensus_reached',
        values: { market: 'totals', line: 220.5, winner: 'over', agreement: '2/2' },
      },
    ]);
    expect(analysis.unpriced).toEqual(['massey']);
    expect(analysis.lines).toEqual({ over: 220.5, under: 220.5 });
    expect(analysis.policy?.kind).toBe('candidate');
    if (analysis.policy?.kind !== 'candidate') return;
    expect(analysis.policy.candidate.steps.slice(0, analysis.steps.length)).toEqual(analysis.steps);
    expect(analysis.policy.candidate.steps.slice(analysis.steps.length).map((s) => s.phase)).toEqual(
      expect.arrayContaining(['3']),
    );
  });

  it('answers no agreement, never 0/0, when no strategy prices the line', () => {
    const analysis = analyseLine(
      context,
      [prices('poisson', ['totals', 222.5, 0.6])],
      'totals',
      220.5,
      settings,
    );
    expect(analysis.views).toEqual([]);
    expect(analysis.unpriced).toEqual(['poisson']);
    expect(analysis.consensus).toEqual(noAgreement());
    expect(analysis.consensus.agreementPercentage).toBe(0);
  });

  describe('on every line the strategies price', () => {
    const results = [
      prices('poisson', ['totals', 220.5, 0.6], ['totals', 222.5, 0.56], ['spreads', -3.5, 0.4]),
      prices('massey', ['totals', 220.5, 0.58], ['totals', 222.5, 0.54], ['spreads', -3.5, 0.42]),
    ];

    it('keeps the candidate of highest edge per market, as analyseLine judges it at its line', () => {
      const { candidates, rejections } = analyseLines(context, results, settings);
      const at = (market: LineMarket, line: number) =>
        analyseLine(context, results, market, line, settings).policy;
      const over220 = at('totals', 220.5);
      const over222 = at('totals', 222.5);
      expect(over220?.kind === 'candidate' && over222?.kind === 'candidate').toBe(true);
      if (over220?.kind !== 'candidate' || over222?.kind !== 'candidate') return;
      expect(over220.candidate.evaluation.edge).toBeGreaterThan(over222.candidate.evaluation.edge);
      expect(candidates).toEqual([
        over220.candidate,
        (at('spreads', -3.5) as { candidate: unknown }).candidate,
      ]);
      expect(rejections).toEqual([]);
    });

    it.each<[string, StrategyResult[], [LineMarket, number | null, string][], string[]]>([
      ['no prediction prices a line: nothing', [abstains, prediction('poisson')], [], []],
      [
        'a tie and an unquoted line: their reasons, in the order the lines were first priced',
        [
          prices('poisson', ['totals', 218.5, 0.6], ['totals', 220.5, 0.6]),
          prices('massey', ['totals', 218.5, 0.6], ['totals', 220.5, 0.4]),
        ],
        [],
        ['no_market', 'no_consensus'],
      ],
      [
        'two lines of equal edge: the first priced',
        [
          prices('poisson', ['totals', 221.5, 0.6], ['totals', 220.5, 0.6]),
          prices('massey', ['totals', 221.5, 0.58], ['totals', 220.5, 0.58]),
        ],
        [['totals', 221.5, 'over']],
        [],
      ],
    ])('%s', (_name, lineResults, expected, rejections) => {
      const analysis = analyseLines(context, lineResults, settings);
      expect(analysis.candidates.map((c) => [c.market, c.line, c.selection])).toEqual(expected);
      expect(analysis.rejections).toEqual(rejections);
    });
  });
});

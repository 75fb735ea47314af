import { describe, expect, it } from 'vitest';
import {
  compileFormula,
  FormulaError,
  type FormulaScope,
  formulaVerdict,
  MAX_FORMULA_LENGTH,
} from '../../src/formula/index';

const scope: FormulaScope = {
  pModel: 0.55,
  pMarketFair: 0.5,
  edge: 0.045,
  odds: 1.9,
  oddsAmerican: -111,
  agreement: 0.75,
  strategies: 4,
  bookmakers: 6,
  hoursToStart: 5,
  lineMove: -0.02,
  sport: 'soccer',
  market: 'h2h',
  kellyFraction: 0.25,
  edgeThreshold: 0.02,
  maxStakePercent: 0.015,
  minOdds: 1.67,
  minProbability: 0.5,
};
const run = (source: string) => compileFormula(source).evaluate(scope);

describe('evaluating pick formulas', () => {
  it.each<[string, unknown]>([
    ['edge >= edgeThreshold and odds >= minOdds', true],
    ['edge > 0.05 or agreement >= 0.75', true],
    ['not (sport == "nba")', true],
    ["market == 'h2h' and bookmakers >= 3", true],
    ['edge * 100 + agreement * 10', 12],
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['-odds + 2', 0.1],
    ['- -1', 1],
    ['10 % 4', 2],
    ['min(edge, 0.03, 0.5)', 0.03],
    ['max(1, strategies)', 4],
    ['abs(lineMove)', 0.02],
    ['if(sport == "soccer", edge * 2, edge)', 0.09],
    ['if(false, 1 / 0, 2)', 2],
    ['pModel - pMarketFair >= 0.05', true],
    ['1.5e1', 15],
    ['.5 == 0.5', true],
    ['true != false', true],
  ])('%s → %s', (source, expected) => {
    const value = run(source);
    if (typeof expected === 'number') expect(value).toBeCloseTo(expected, 12);
    else expect(value).toBe(expected);
  });

  it('lists the variables a formula reads', () => {
    expect(compileFormula('edge > edgeThreshold and edge < 0.5').variables).toEqual([
      'edge',
      'edgeThreshold',
    ]);
  });

  it('filters with booleans and ranks with positive numbers', () => {
    expect(formulaVerdict(true)).toEqual({ accepted: true, score: null });
    expect(formulaVerdict(false)).toEqual({ accepted: false, score: null });
    expect(formulaVerdict(0.4)).toEqual({ accepted: true, score: 0.4 });
    expect(formulaVerdict(0)).toEqual({ accepted: false, score: 0 });
    expect(() => formulaVerdict('yes')).toThrow(FormulaError);
  });
});

describe('the formula language cannot reach anything but its scope', () => {
  it.each(['constructor', '__proto__', 'toString', 'process', 'globalThis', 'eval', 'Function'])(
    'refuses the name %s',
    (name) => {
      expect(() => compileFormula(`${name} == 1`)).toThrow(/Unknown variable/);
      expect(() => compileFormula(`${name}(1)`)).toThrow(/Unknown function/);
    },
  );

  it('does not read inherited properties of the scope', () => {
    const inherited = Object.create({ edge: 0.5 }) as FormulaScope;
    expect(() => compileFormula('edge > 0').evaluate(inherited)).toThrow(/No value for 'edge'/);
  });

  it('refuses a scope value that is not a number, string or boolean', () => {
    const sneaky = { ...scope, edge: (() => 1) as unknown as number };
    expect(() => compileFormula('edge > 0').evaluate(sneaky)).toThrow(/no usable value/);
  });

  it('refuses formulas that are too long, too big or too deep', () => {
    expect(() => compileFormula('1'.repeat(MAX_FORMULA_LENGTH + 1))).toThrow(/longer than/);
    expect(() => compileFormula(Array.from({ length: 250 }, () => '1').join('+'))).toThrow(
      /more than 400 parts/,
    );
    expect(() => compileFormula(`${'('.repeat(60)}1${')'.repeat(60)}`)).toThrow(/deeper than/);
  });
});

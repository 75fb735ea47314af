import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaError, type FormulaScope } from '../../src/formula/index';
import { seededRandom } from '../../src/math/random';

const pieces = [
  'edge',
  'odds',
  'pModel',
  'sport',
  'market',
  'agreement',
  'constructor',
  '__proto__',
  'min',
  'max',
  'abs',
  'if',
  'and',
  'or',
  'not',
  'true',
  'false',
  '(',
  ')',
  ',',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '<=',
  '>',
  '>=',
  '==',
  '!=',
  '0',
  '1',
  '0.5',
  '1e3',
  '9e999',
  '.',
  "'",
  '"',
  "'nba'",
  '"h2h"',
  '\\',
  ' ',
  '  ',
  '#',
  '$',
  '{',
  '}',
  '[',
  ']',
  ';',
  '=',
  '!',
  '&&',
  '||',
  '`',
  'é',
  '\n',
  'x',
];
const scope: FormulaScope = { edge: 0.05, odds: 2, pModel: 0.5, sport: 'nba', market: 'h2h', agreement: 1 };

function randomFormula(random: () => number): string {
  const length = 1 + Math.floor(random() * 25);
  return Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join(
    random() < 0.5 ? ' ' : '',
  );
}

// "Never runs long" is structural: length, node count, depth and evaluation steps are all bounded
// (MAX_FORMULA_LENGTH, MAX_NODES, MAX_DEPTH, MAX_STEPS), and the language has no loops.
describe('any string at all', () => {
  it('either evaluates or fails with a FormulaError for 5000 random strings', () => {
    const random = seededRandom(2026);
    let parsed = 0;
    for (let i = 0; i < 5000; i++) {
      const source = randomFormula(random);
      try {
        const value = compileFormula(source, Object.keys(scope)).evaluate(scope);
        expect(['number', 'string', 'boolean']).toContain(typeof value);
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        parsed++;
      } catch (error) {
        if (!(error instanceof FormulaError))
          throw new Error(`${JSON.stringify(source)} threw ${String(error)}`);
        expect(error.column).toBeGreaterThanOrEqual(1);
        expect(error.column).toBeLessThanOrEqual(source.length + 1);
      }
    }
    // Enough of them are valid formulas that the evaluator, not only the parser, is exercised.
    expect(parsed).toBeGreaterThan(50);
  });
});

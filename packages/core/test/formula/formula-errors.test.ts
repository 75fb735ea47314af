import { describe, expect, it } from 'vitest';
import {
  compileFormula,
  FORMULA_ERROR_CODES,
  FormulaError,
  type FormulaErrorCode,
  type FormulaErrorParams,
  type FormulaScope,
  formulaVerdict,
  MAX_DEPTH,
  MAX_FORMULA_LENGTH,
  MAX_NODES,
  MAX_STEPS,
} from '../../src/formula/index';

const scope: FormulaScope = { edge: 0.045, odds: 1.9, sport: 'soccer', strategies: 4 };
const run = (source: string, values: FormulaScope = scope) => compileFormula(source).evaluate(values);

function caught(action: () => unknown): FormulaError {
  try {
    action();
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error('expected a FormulaError, nothing was thrown');
}

type Case = [
  name: string,
  action: () => unknown,
  code: FormulaErrorCode,
  params: FormulaErrorParams,
  column: number,
];

/**
 * Every refusal of the formula language: its code, its parameters and the column it points at.
 * The last three codes guard states the parser already rules out (≤ MAX_NODES nodes cannot take
 * MAX_STEPS steps; the tree holds only known operators and functions), so they are built directly.
 */
const CASES: Case[] = [
  [
    'a formula one character too long',
    () => run('1'.repeat(MAX_FORMULA_LENGTH + 1)),
    'formula_too_long',
    { max: MAX_FORMULA_LENGTH },
    MAX_FORMULA_LENGTH + 1,
  ],
  ['a number past the largest double', () => run('1e400'), 'number_too_large', { number: '1e400' }, 1],
  [
    'a character the language does not know',
    () => run('edge # 2'),
    'unexpected_character',
    { found: '#' },
    6,
  ],
  [
    'an escape other than a quote or a backslash',
    () => run("sport == 'n\\ba'"),
    'unknown_escape',
    { found: 'b' },
    12,
  ],
  ['a string never closed', () => run("sport == 'nba"), 'unterminated_string', {}, 10],
  ['a string ending on a backslash', () => run("sport == 'nba\\"), 'unterminated_string', {}, 10],
  [
    'a keyword where a value is due',
    () => run('edge > and odds'),
    'unexpected_token',
    { found: 'and', expected: 'value' },
    8,
  ],
  [
    'a closing parenthesis where a value is due',
    () => run(')'),
    'unexpected_token',
    { found: ')', expected: 'value' },
    1,
  ],
  [
    'a misspelt keyword after a whole expression',
    () => run('edge >= 0.02 andd odds'),
    'unexpected_token',
    { found: 'andd', expected: 'operator' },
    14,
  ],
  [
    'a value where the closing parenthesis is due',
    () => run('(edge > 1 2'),
    'unexpected_token',
    { found: '2', expected: 'close_paren' },
    11,
  ],
  [
    'a value between two arguments without a comma',
    () => run('min(edge 2)'),
    'unexpected_token',
    { found: '2', expected: 'close_paren_or_comma' },
    10,
  ],
  ['the end after an operator', () => run('edge >= '), 'unexpected_end', { expected: 'value' }, 9],
  [
    'the end before the closing parenthesis',
    () => run('(edge > 1'),
    'unexpected_end',
    { expected: 'close_paren' },
    10,
  ],
  ['the end inside a call', () => run('min(edge'), 'unexpected_end', { expected: 'close_paren_or_comma' }, 9],
  ['the empty formula', () => run(''), 'unexpected_end', { expected: 'value' }, 1],
  ['two comparisons in a row', () => run('1 < 2 < 3'), 'chained_comparison', { operator: '<' }, 7],
  [
    'more parts than the limit',
    () => run(Array.from({ length: 250 }, () => '1').join('+')),
    'too_many_parts',
    { max: MAX_NODES },
    400,
  ],
  [
    'more nesting than the limit',
    () => run(`${'('.repeat(60)}1${')'.repeat(60)}`),
    'too_deep',
    { max: MAX_DEPTH },
    61,
  ],
  [
    'a name the scope does not have',
    () => run('edge > bankroll'),
    'unknown_variable',
    { name: 'bankroll' },
    8,
  ],
  [
    "an object prototype's property",
    () => run('constructor == 1'),
    'unknown_variable',
    { name: 'constructor' },
    1,
  ],
  ['a function that is not built in', () => run('sqrt(edge)'), 'unknown_function', { name: 'sqrt' }, 1],
  [
    'abs with two arguments',
    () => run('abs(1, 2)'),
    'arity_exact',
    { name: 'abs', expected: 1, found: 2 },
    1,
  ],
  ['if without its else', () => run('if(true, 1)'), 'arity_exact', { name: 'if', expected: 3, found: 2 }, 1],
  ['min without arguments', () => run('min()'), 'arity_range', { name: 'min', min: 1, max: 20, found: 0 }, 1],
  ['a variable missing from the scope', () => run('edge > 0', {}), 'no_value', { name: 'edge' }, 1],
  [
    'a variable whose value is not finite',
    () => run('edge > 0', { edge: Number.NaN }),
    'unusable_value',
    { name: 'edge' },
    1,
  ],
  ['arithmetic on a boolean', () => run('edge + true'), 'expected_number', { got: 'boolean' }, 8],
  ['not on a number', () => run('not edge'), 'expected_boolean', { got: 'number' }, 5],
  [
    'a string compared with a number',
    () => run('sport == 1'),
    'cannot_compare',
    { left: 'string', right: 'number' },
    7,
  ],
  ['a product past the largest double', () => run('1e300 * 1e300'), 'not_finite', {}, 7],
  ['a division by zero', () => run('edge / 0'), 'division_by_zero', {}, 6],
  ['a remainder by zero', () => run('edge % (strategies - 4)'), 'division_by_zero', {}, 6],
  ['a formula giving a string', () => formulaVerdict(run('sport')), 'bad_result', { got: 'string' }, 1],
  [
    'a run past the step limit',
    () => {
      throw new FormulaError('too_many_steps', { max: MAX_STEPS }, 3);
    },
    'too_many_steps',
    { max: MAX_STEPS },
    3,
  ],
  [
    'an operator the evaluator does not know',
    () => {
      throw new FormulaError('unknown_operator', { operator: '^' }, 4);
    },
    'unknown_operator',
    { operator: '^' },
    4,
  ],
];

describe('a refused formula says why with a code, its parameters and the column', () => {
  it.each(CASES)('%s', (_name, action, code, params, column) => {
    const error = caught(action);
    expect({ code: error.code, params: error.params, column: error.column }).toEqual({
      code,
      params,
      column,
    });
    expect(error.toData()).toEqual({ code, params, column, message: error.message });
  });

  it('has a named case for every code of the closed set', () => {
    const tested = new Set(CASES.map(([, , code]) => code));
    expect(FORMULA_ERROR_CODES.filter((code) => !tested.has(code))).toEqual([]);
  });

  it('keeps an English message for logs and API users, ending with the column', () => {
    expect(caught(() => run('edge > and odds')).message).toBe(
      "Unexpected 'and': expected a number, a name or ( at column 8",
    );
    expect(caught(() => run('edge > bankroll')).message).toBe("Unknown variable 'bankroll' at column 8");
    expect(caught(() => run('abs(1, 2)')).message).toBe('abs() takes 1 arguments, got 2 at column 1');
    for (const [, action] of CASES) expect(caught(action).message).toMatch(/^\S.* at column \d+$/);
  });

  it('is a DomainError whose code is the refusal itself', () => {
    const error = caught(() => run('edge / 0'));
    expect(error.name).toBe('FormulaError');
    expect(error.code).toBe('division_by_zero');
  });
});

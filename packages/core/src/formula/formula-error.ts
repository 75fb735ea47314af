import { DomainError } from '../errors';
import type { FormulaErrorCode } from './formula-error-codes';

export { FORMULA_ERROR_CODES, type FormulaErrorCode } from './formula-error-codes';

/**
 * What the parser wanted where it stopped (`unexpected_token`, `unexpected_end`): a value (number,
 * string, name, call or parenthesis), an operator or the end, a closing parenthesis, or a closing
 * parenthesis or a comma between a call's arguments.
 */
export type FormulaExpectation = 'value' | 'operator' | 'close_paren' | 'close_paren_or_comma';

/** A value's kind in `expected_number`, `expected_boolean`, `cannot_compare` and `bad_result`. */
export type FormulaValueType = 'number' | 'string' | 'boolean';

export type FormulaErrorParams = Readonly<Record<string, string | number>>;

/** A FormulaError as plain data, the shape an API answers with. */
export interface FormulaErrorData {
  code: FormulaErrorCode;
  params: FormulaErrorParams;
  column: number;
  /** The same in English, for logs and API users. */
  message: string;
}

/**
 * A formula that cannot be parsed or evaluated: `code` says why (a closed set, translated by the
 * interface with `params`), `column` (1-based) points at the culprit, and `message` says the same in
 * English for logs and API users.
 *
 * @example new FormulaError('unknown_variable', { name: 'pric' }, 26).message
 * // "Unknown variable 'pric' at column 26"
 */
export class FormulaError extends DomainError {
  override name = 'FormulaError';
  override readonly code: FormulaErrorCode;
  readonly params: FormulaErrorParams;
  readonly column: number;

  constructor(code: FormulaErrorCode, params: FormulaErrorParams, column: number) {
    super(code, `${englishText(code, params)} at column ${column}`);
    this.code = code;
    this.params = params;
    this.column = column;
  }

  /** @example new FormulaError('division_by_zero', {}, 6).toData() // { code: 'division_by_zero', params: {}, column: 6, message: 'Division by zero at column 6' } */
  toData(): FormulaErrorData {
    return { code: this.code, params: this.params, column: this.column, message: this.message };
  }
}

const EXPECTED: Record<FormulaExpectation, string> = {
  value: 'a number, a name or (',
  operator: 'an operator or the end of the formula',
  close_paren: "')'",
  close_paren_or_comma: "')' or ','",
};

const expectedText = (value: string | number | undefined) =>
  EXPECTED[value as FormulaExpectation] ?? String(value);

/** The English sentence of each code (the `message` of logs and API answers; never shown translated). */
const ENGLISH: Record<FormulaErrorCode, (p: FormulaErrorParams) => string> = {
  formula_too_long: (p) => `Formula longer than ${p.max} characters`,
  number_too_large: (p) => `Number ${p.number} is too large`,
  unexpected_character: (p) => `Unexpected character '${p.found}'`,
  unknown_escape: (p) => `Unknown escape '\\${p.found}' in string`,
  unterminated_string: () => 'Unterminated string',
  unexpected_token: (p) => `Unexpected '${p.found}': expected ${expectedText(p.expected)}`,
  unexpected_end: (p) => `Formula ends too early: expected ${expectedText(p.expected)}`,
  chained_comparison: (p) => `Comparisons cannot be chained ('${p.operator}'); use 'and'`,
  too_many_parts: (p) => `Formula has more than ${p.max} parts`,
  too_deep: (p) => `Formula nests deeper than ${p.max} levels`,
  unknown_variable: (p) => `Unknown variable '${p.name}'`,
  unknown_function: (p) => `Unknown function '${p.name}'`,
  arity_exact: (p) => `${p.name}() takes ${p.expected} arguments, got ${p.found}`,
  arity_range: (p) => `${p.name}() takes ${p.min} to ${p.max} arguments, got ${p.found}`,
  too_many_steps: (p) => `Formula took more than ${p.max} steps`,
  no_value: (p) => `No value for '${p.name}'`,
  unusable_value: (p) => `'${p.name}' has no usable value`,
  expected_number: (p) => `Expected a number, got ${p.got}`,
  expected_boolean: (p) => `Expected true or false, got ${p.got}`,
  cannot_compare: (p) => `Cannot compare ${p.left} with ${p.right}`,
  not_finite: () => 'Result is not a finite number',
  division_by_zero: () => 'Division by zero',
  unknown_operator: (p) => `Unknown operator '${p.operator}'`,
  bad_result: (p) => `A pick formula must give true/false or a number, got ${p.got}`,
};

function englishText(code: FormulaErrorCode, params: FormulaErrorParams): string {
  return ENGLISH[code](params);
}

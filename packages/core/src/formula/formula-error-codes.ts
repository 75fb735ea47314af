/**
 * Why a formula was refused, as a closed set of codes: the interface translates each one with its
 * `params`, so no English sentence ever has to be parsed or shown to a Spanish reader. The one list:
 * the contracts build their FormulaErrorCodeSchema from it.
 *
 * Compile time (tokens, grammar, names): `formula_too_long` { max }, `number_too_large` { number },
 * `unexpected_character` { found }, `unknown_escape` { found }, `unterminated_string`,
 * `unexpected_token` { found, expected }, `unexpected_end` { expected }, `chained_comparison`
 * { operator }, `too_many_parts` { max }, `too_deep` { max }, `unknown_variable` { name },
 * `unknown_function` { name }, `arity_exact` { name, expected, found }, `arity_range`
 * { name, min, max, found }.
 * Evaluation (one candidate's values): `too_many_steps` { max }, `no_value` { name },
 * `unusable_value` { name }, `expected_number` { got }, `expected_boolean` { got },
 * `cannot_compare` { left, right }, `not_finite`, `division_by_zero`, `unknown_operator`
 * { operator }, `bad_result` { got }.
 */
export const FORMULA_ERROR_CODES = [
  'formula_too_long',
  'number_too_large',
  'unexpected_character',
  'unknown_escape',
  'unterminated_string',
  'unexpected_token',
  'unexpected_end',
  'chained_comparison',
  'too_many_parts',
  'too_deep',
  'unknown_variable',
  'unknown_function',
  'arity_exact',
  'arity_range',
  'too_many_steps',
  'no_value',
  'unusable_value',
  'expected_number',
  'expected_boolean',
  'cannot_compare',
  'not_finite',
  'division_by_zero',
  'unknown_operator',
  'bad_result',
] as const;
export type FormulaErrorCode = (typeof FORMULA_ERROR_CODES)[number];

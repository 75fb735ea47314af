import { FORMULA_ERROR_CODES } from '@arcade/core';
import { z } from 'zod';

/**
 * Why the formula language refused a formula: core's FORMULA_ERROR_CODES, the one list, kept where the
 * language that raises them lives. The web translates each code with its `params`
 * (`labConfig:formulaErrors.codes.<code>`), and a test fails when one lacks a text in a language.
 */
export const FormulaErrorCodeSchema = z.enum(FORMULA_ERROR_CODES);
export type FormulaErrorCode = z.infer<typeof FormulaErrorCodeSchema>;

/** What the parser wanted where it stopped: `params.expected` of `unexpected_token` / `unexpected_end`. */
export const FormulaExpectationSchema = z.enum(['value', 'operator', 'close_paren', 'close_paren_or_comma']);
export type FormulaExpectation = z.infer<typeof FormulaExpectationSchema>;

/** A value's kind: `params.got` / `left` / `right` of `expected_number`, `expected_boolean`, `cannot_compare`, `bad_result`. */
export const FormulaValueTypeSchema = z.enum(['number', 'string', 'boolean']);
export type FormulaValueType = z.infer<typeof FormulaValueTypeSchema>;

/**
 * A refused formula as data: the code, its parameters (`found`, `expected`, `name`, `max`…), the
 * 1-based column of the culprit, and the same in English (`message`) for logs and API users.
 */
export const FormulaProblemSchema = z.object({
  code: FormulaErrorCodeSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  column: z.number().int().positive(),
  message: z.string(),
});
export type FormulaProblem = z.infer<typeof FormulaProblemSchema>;

/**
 * `error.details` of a 400 whose reason is `invalid_formula` (a config PATCH, formula-preview,
 * test-formula): the formula's own code, params and column; `error.message` says it in English.
 */
export const FormulaRefusalDetailsSchema = FormulaProblemSchema.omit({ message: true });
export type FormulaRefusalDetails = z.infer<typeof FormulaRefusalDetailsSchema>;

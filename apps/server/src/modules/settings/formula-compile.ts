import type { FormulaRefusalDetails } from '@arcade/contracts';
import { compileFormula, FormulaError } from '@arcade/core';
import { AppError } from '../../lib/app-error';

/** A formula's refusal as `error.details`: the language's own code and params, and the column. */
export function formulaRefusalDetails(error: FormulaError): FormulaRefusalDetails {
  return { code: error.code, params: error.params, column: error.column };
}

/**
 * Compiles a pick formula with core's language (never evaluated as JavaScript). One that does not
 * parse or names an unknown variable or function is a 400 with reason `invalid_formula`: `details`
 * carries the language's code and params (translated by the editor) and the 1-based column the
 * editor points at; the English message is for API users and logs.
 */
export function compileOrRefuse(source: string) {
  try {
    return compileFormula(source);
  } catch (error) {
    if (error instanceof FormulaError)
      throw new AppError('VALIDATION_ERROR', `pickFormula: ${error.message}`, {
        reason: 'invalid_formula',
        details: formulaRefusalDetails(error),
      });
    throw error;
  }
}

import { compileFormula, FormulaError } from '@arcade/core';
import { AppError } from '../../lib/app-error';

/**
 * Compiles a pick formula with core's language (never evaluated as JavaScript): one that does not
 * parse or names an unknown variable or function is a 400 whose message says why and where, with
 * the 1-based column in `details.column` for the editor to point at.
 */
export function compileOrRefuse(source: string) {
  try {
    return compileFormula(source);
  } catch (error) {
    if (error instanceof FormulaError)
      throw new AppError('VALIDATION_ERROR', `pickFormula: ${error.message}`, {
        reason: 'invalid_formula',
        details: { column: error.column },
      });
    throw error;
  }
}

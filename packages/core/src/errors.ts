import type { FormulaErrorCode } from './formula/formula-error-codes';

/** Why a core function refused its input; a formula's refusals have their own codes (FormulaError). */
export type DomainErrorCode = 'INVALID_ODDS' | 'INVALID_PROBABILITY' | 'INVALID_ARGUMENT' | FormulaErrorCode;

/** Thrown by core functions on impossible input (odds ≤ 1, p outside (0, 1)); never a silent default. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

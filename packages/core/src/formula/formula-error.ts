import { DomainError } from '../errors';

/** A formula that cannot be parsed or evaluated; `column` (1-based) points at the culprit. */
export class FormulaError extends DomainError {
  override name = 'FormulaError';
  readonly column: number;

  constructor(reason: string, column: number) {
    super('INVALID_FORMULA', `${reason} at column ${column}`);
    this.column = column;
  }
}

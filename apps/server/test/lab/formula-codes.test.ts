import { FormulaErrorCodeSchema, FormulaRefusalDetailsSchema } from '@arcade/contracts';
import { FORMULA_ERROR_CODES, FormulaError } from '@arcade/core';
import { describe, expect, it } from 'vitest';
import { formulaRefusalDetails } from '../../src/modules/settings/formula-compile';

describe('the formula language’s refusal codes', () => {
  it('are core’s list, which throws them, in the contracts, which the web translates', () => {
    expect(FormulaErrorCodeSchema.options).toEqual([...FORMULA_ERROR_CODES]);
  });

  it('travel as details the contracts parse, for every code', () => {
    for (const code of FORMULA_ERROR_CODES) {
      const details = formulaRefusalDetails(new FormulaError(code, { name: 'x' }, 2));
      expect(FormulaRefusalDetailsSchema.parse(details)).toEqual({ code, params: { name: 'x' }, column: 2 });
    }
  });
});

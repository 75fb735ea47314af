import { type AdminConfig, type FormulaParameters, type Sport, SportSchema } from '@arcade/contracts';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';
import { parseNumber, percentTextToFraction } from '../../lib/number-text';

/** What Probar and Evaluar send: the formula as typed, the contract's four parameters and the sport. */
export type FormulaChoice = { formula: string; parameters: FormulaParameters; sport: Sport | undefined };

/**
 * How each of the contract's replay parameters is typed: the edge and the probability in percent
 * (sent as fractions), the odds and the Kelly fraction as plain numbers.
 */
const READERS: Record<keyof FormulaParameters, (text: string) => number | null> = {
  edgeThreshold: percentTextToFraction,
  minOdds: parseNumber,
  minProbability: percentTextToFraction,
  kellyFraction: parseNumber,
};

/** The form as typed: the parameters as the text in their inputs, '' for every sport. */
const FormulaFieldsSchema = z.object({
  formula: z.string(),
  edgeThreshold: z.string(),
  minOdds: z.string(),
  minProbability: z.string(),
  kellyFraction: z.string(),
  sport: z.union([SportSchema, z.literal('')]),
});

export type FormulaFormValues = z.input<typeof FormulaFieldsSchema>;

/** Percent on screen (at most two decimals), fractions on the wire. */
const toPercent = (fraction: number) => String(Math.round(fraction * 10000) / 100);

/** The saved formula and parameters, every sport. */
export function formulaFormValuesOf(config: AdminConfig): FormulaFormValues {
  return {
    formula: config.pickFormula ?? '',
    edgeThreshold: toPercent(config.edgeThreshold),
    minOdds: String(config.minOdds),
    minProbability: toPercent(config.minProbability),
    kellyFraction: String(config.kellyFraction),
    sport: '',
  };
}

/**
 * The formula form and the choice it sends. A parameter that is not a number says so under its
 * field ('Enter a number') and nothing is sent; the ranges are the contract's, which the server
 * checks and names in its refusal. An empty formula is sent as it is (Probar replays without one).
 */
export const FormulaFormSchema = FormulaFieldsSchema.transform((values, ctx): FormulaChoice => {
  const read = (key: keyof FormulaParameters) => {
    const value = READERS[key](values[key]);
    if (value === null) {
      ctx.addIssue({ code: 'custom', path: [key], input: values[key], message: formMessage('notANumber') });
    }
    return value ?? 0;
  };
  return {
    formula: values.formula,
    parameters: {
      edgeThreshold: read('edgeThreshold'),
      minOdds: read('minOdds'),
      minProbability: read('minProbability'),
      kellyFraction: read('kellyFraction'),
    },
    sport: values.sport === '' ? undefined : values.sport,
  };
});

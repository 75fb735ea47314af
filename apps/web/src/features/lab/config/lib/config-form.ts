import { type AdminConfig, type ConfigPatch, DevigMethodSchema, TierModeSchema } from '@arcade/contracts';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';
import { fractionToPercentText, numberText, parseNumber, percentTextToFraction } from '../../lib/number-text';

/** The parameters form as typed: every number kept as the text in its input. */
const ParametersFieldsSchema = z.object({
  /** Percent fields (the server stores fractions). */
  edgeThresholdPercent: z.string(),
  maxStakePercent: z.string(),
  minProbabilityPercent: z.string(),
  diamanteEdgePercent: z.string(),
  diamanteAgreementPercent: z.string(),
  platinumEdgePercent: z.string(),
  exclusivoEdgePercent: z.string(),
  /** A plain fraction of full Kelly (0.25 = quarter Kelly). */
  kellyFraction: z.string(),
  /** Decimal odds. */
  minOdds: z.string(),
  maxOdds: z.string(),
  maxPicksPerEvent: z.string(),
  devigMethod: DevigMethodSchema,
  /** By the rank of the edge among recent candidates, or by the thresholds above. */
  tierMode: TierModeSchema,
  additionalConditions: z.string(),
});

export type ConfigFormValues = z.input<typeof ParametersFieldsSchema>;

export function formValuesOf(config: AdminConfig, language: 'es' | 'en'): ConfigFormValues {
  const percent = (fraction: number) => fractionToPercentText(fraction, language);
  const plain = (value: number) => numberText(value, language);
  return {
    edgeThresholdPercent: percent(config.edgeThreshold),
    maxStakePercent: percent(config.maxStakePercent),
    minProbabilityPercent: percent(config.minProbability),
    diamanteEdgePercent: percent(config.tierThresholds.diamante.edge),
    diamanteAgreementPercent: percent(config.tierThresholds.diamante.agreement),
    platinumEdgePercent: percent(config.tierThresholds.platinum),
    exclusivoEdgePercent: percent(config.tierThresholds.exclusivo),
    kellyFraction: plain(config.kellyFraction),
    minOdds: plain(config.minOdds),
    maxOdds: plain(config.maxOdds),
    maxPicksPerEvent: String(config.maxPicksPerEvent),
    devigMethod: config.devigMethod,
    tierMode: config.tierMode,
    additionalConditions: config.additionalConditions ?? '',
  };
}

/** The body's fields the form sets (the contract's types: fractions, decimal odds, a whole count). */
export type ParametersPatch = Required<
  Pick<
    ConfigPatch,
    | 'kellyFraction'
    | 'edgeThreshold'
    | 'maxStakePercent'
    | 'minOdds'
    | 'maxOdds'
    | 'minProbability'
    | 'maxPicksPerEvent'
    | 'devigMethod'
    | 'tierThresholds'
    | 'tierMode'
    | 'additionalConditions'
  >
>;

type NumberField = Exclude<keyof ConfigFormValues, 'devigMethod' | 'tierMode' | 'additionalConditions'>;

/**
 * The parameters form and the fractions and numbers the server takes. A field that is not a number
 * says so under itself ('Enter a number'); the ranges are the contract's, which the server checks
 * and names in its refusal. A blank condition is sent as null (none).
 */
export const ParametersFormSchema = ParametersFieldsSchema.transform((values, ctx): ParametersPatch => {
  const read = (key: NumberField, parse: (text: string) => number | null) => {
    const value = parse(values[key]);
    if (value === null) {
      ctx.addIssue({ code: 'custom', path: [key], input: values[key], message: formMessage('notANumber') });
    }
    return value ?? 0;
  };
  const percent = (key: NumberField) => read(key, percentTextToFraction);
  const plain = (key: NumberField) => read(key, parseNumber);
  return {
    kellyFraction: plain('kellyFraction'),
    edgeThreshold: percent('edgeThresholdPercent'),
    maxStakePercent: percent('maxStakePercent'),
    minOdds: plain('minOdds'),
    maxOdds: plain('maxOdds'),
    minProbability: percent('minProbabilityPercent'),
    maxPicksPerEvent: plain('maxPicksPerEvent'),
    devigMethod: values.devigMethod,
    tierThresholds: {
      diamante: { edge: percent('diamanteEdgePercent'), agreement: percent('diamanteAgreementPercent') },
      platinum: percent('platinumEdgePercent'),
      exclusivo: percent('exclusivoEdgePercent'),
    },
    tierMode: values.tierMode,
    additionalConditions: values.additionalConditions.trim() === '' ? null : values.additionalConditions,
  };
});

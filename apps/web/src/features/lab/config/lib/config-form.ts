import type { AdminConfig, ConfigPatch, DevigMethodName, TierMode } from '@arcade/contracts';

/** The parameters form as typed: every number kept as the text in its input. */
export interface ConfigFormValues {
  /** Percent fields (the server stores fractions). */
  edgeThresholdPercent: string;
  maxStakePercent: string;
  minProbabilityPercent: string;
  diamanteEdgePercent: string;
  diamanteAgreementPercent: string;
  platinumEdgePercent: string;
  exclusivoEdgePercent: string;
  /** A plain fraction of full Kelly (0.25 = quarter Kelly). */
  kellyFraction: string;
  /** Decimal odds. */
  minOdds: string;
  maxOdds: string;
  maxPicksPerEvent: string;
  devigMethod: DevigMethodName;
  /** By the rank of the edge among recent candidates, or by the thresholds above. */
  tierMode: TierMode;
  additionalConditions: string;
}

/** Rounds away binary noise (0.015 × 100 = 1.5000000000000002) without hiding real digits. */
const clean = (value: number, digits = 6) => Number(value.toFixed(digits));

/** A number as typed, with a comma or a point as the decimal separator; null when it is not one. */
export function parseNumber(text: string): number | null {
  const normalized = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalized)) return null;
  return Number(normalized);
}

/**
 * A stored fraction as the percent an input shows: 0.015 → '1.5', with the locale's decimal
 * separator (',' in Spanish).
 *
 * @example fractionToPercentText(0.015, 'es') // '1,5'
 */
export function fractionToPercentText(fraction: number, language: 'es' | 'en' = 'en'): string {
  return numberText(clean(fraction * 100, 4), language);
}

/**
 * A typed percent as the fraction the server stores: '2,5' → 0.025; null when it is not a number.
 *
 * @example percentTextToFraction('1.5') // 0.015
 */
export function percentTextToFraction(text: string): number | null {
  const percent = parseNumber(text);
  return percent === null ? null : clean(percent / 100);
}

/** A plain number with the locale's decimal separator. */
export const numberText = (value: number, language: 'es' | 'en' = 'en') =>
  language === 'es' ? String(value).replace('.', ',') : String(value);

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

/**
 * The form as the fractions and numbers the server takes, or the fields that are not numbers (the
 * server checks the ranges and says which one is out).
 */
export function parametersPatchOf(
  values: ConfigFormValues,
): { ok: true; patch: ParametersPatch } | { ok: false; invalid: (keyof ConfigFormValues)[] } {
  const invalid: (keyof ConfigFormValues)[] = [];
  const percent = (key: keyof ConfigFormValues) => {
    const value = percentTextToFraction(values[key]);
    if (value === null) invalid.push(key);
    return value ?? 0;
  };
  const plain = (key: keyof ConfigFormValues) => {
    const value = parseNumber(values[key]);
    if (value === null) invalid.push(key);
    return value ?? 0;
  };
  const patch: ParametersPatch = {
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
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, patch };
}

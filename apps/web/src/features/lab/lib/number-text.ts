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

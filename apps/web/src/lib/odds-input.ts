import { americanToDecimal } from '@arcade/core';

/**
 * American odds as typed ('+150', '-200', '−110' with a typographic minus) to the integer and the
 * decimal price (positive a/100 + 1, negative 100/|a| + 1); null when the text is not
 * valid American odds (a fraction, or strictly between −100 and +100).
 */
export function parseAmericanOdds(text: string): { american: number; decimal: number } | null {
  const normalized = text
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/\s+/g, '');
  if (!/^[+-]?\d+$/.test(normalized)) return null;
  const american = Number(normalized);
  if (Math.abs(american) < 100) return null;
  return { american, decimal: americanToDecimal(american) };
}

/** 150 → '+150', -200 → '-200': how the odds field shows a stored price. */
export const americanText = (american: number) => (american > 0 ? `+${american}` : String(american));

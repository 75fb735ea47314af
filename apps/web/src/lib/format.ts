import { currentLanguage, type Language } from './i18n';

export {
  calendarDayIn,
  formatBreakEnd,
  formatDayMonth,
  formatLongDate,
  formatMediumDate,
  formatMonthYear,
  formatShortDate,
  formatTime,
  formatTimeAgo,
} from './format-date';

const NUMBER_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

// Building an Intl.NumberFormat costs far more than formatting with it, and a table formats thousands of
// numbers per render (it took 4.5 s of a 15 s profile during generation): one instance per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/** A fraction as a percent: 0.051 → `5,1 %` (es) / `5.1%` (en). */
export function formatPercent(fraction: number, digits = 1, language: Language = currentLanguage()): string {
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}

export function formatDecimal(value: number, digits = 2, language: Language = currentLanguage()): string {
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** An amount in bankroll units as money: 12.5 → `12,50 US$` (es) / `$12.50` (en); `signed` adds + to gains. */
export function formatMoney(
  value: number,
  { signed = false, currency = 'USD' }: { signed?: boolean; currency?: string } = {},
  language: Language = currentLanguage(),
): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/**
 * An amount in the currency's minor units (Stripe's and our billing's integer cents) as money, with as
 * many decimals as the currency has: 999 eur → `9,99 €` (es) / `€9.99` (en); 500 jpy → `¥500` (en).
 * Throws a RangeError for a malformed currency code.
 */
export function formatMinorUnits(
  amount: number,
  currency: string,
  language: Language = currentLanguage(),
): string {
  const formatter = numberFormat(language, { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** digits);
}

/** American odds with their sign: 150 → `+150`, −200 → `-200`. */
export function formatAmericanOdds(value: number, language: Language = currentLanguage()): string {
  return numberFormat(language, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format(value);
}

export function formatInteger(value: number, language: Language = currentLanguage()): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A fraction as a percent with its sign, for returns: 0.123 → `+12,3 %` (es) / `+12.3%` (en). */
export function formatSignedPercent(
  fraction: number,
  digits = 1,
  language: Language = currentLanguage(),
): string {
  return numberFormat(language, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}

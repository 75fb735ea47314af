import { format, formatDistanceStrict } from 'date-fns';
import { enUS, es, type Locale } from 'date-fns/locale';
import { type DisplayZone, renderZone } from './display-zone';
import { currentLanguage, type Language } from './i18n';

const DATE_LOCALES: Record<Language, Locale> = { es, en: enUS };
const NUMBER_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

type DateInput = Date | string | number;

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

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

function dateLocale(language: Language = currentLanguage()): Locale {
  return DATE_LOCALES[language];
}

/** A time of day shown where the visitor's zone is not known yet (a page the server renders). */
const UNKNOWN_CLOCK = '--:--';

// Each date formatter takes the zone to show the date in (a component's `useDisplayZone()`); by default
// the zone of the page being rendered or hydrated, else the runtime's own.
const dateOptions = (language: Language, zone: DisplayZone) => ({
  locale: dateLocale(language),
  ...(zone.in ? { in: zone.in } : {}),
});

/** 'dd MMM HH:mm' with the active locale: `05 oct 18:30` in Spanish, `05 Oct 18:30` in English. */
export function formatShortDate(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  const options = dateOptions(language, zone);
  if (zone.clockUnknown) return `${format(toDate(value), 'dd MMM', options)} ${UNKNOWN_CLOCK}`;
  return format(toDate(value), 'dd MMM HH:mm', options);
}

/** Full weekday and date, e.g. `domingo, 5 de octubre de 2025` / `Sunday, October 5th, 2025`. */
export function formatLongDate(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  return format(toDate(value), 'PPPP', dateOptions(language, zone));
}

/** Day, short month and year, e.g. `14 mar 2030` (es) / `Mar 14, 2030` (en). */
export function formatMediumDate(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  return format(toDate(value), 'PP', dateOptions(language, zone));
}

/** Day and short month, e.g. `12 nov` (es) / `12 Nov` (en). */
export function formatDayMonth(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  return format(toDate(value), 'd MMM', dateOptions(language, zone));
}

/** Month and year, e.g. `noviembre 2026` (es) / `November 2026` (en). */
export function formatMonthYear(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  return format(toDate(value), 'LLLL yyyy', dateOptions(language, zone));
}

/** How long before `now`, in words: `hace 3 horas` (es) / `3 hours ago` (en). */
export function formatTimeAgo(
  value: DateInput,
  now: DateInput = Date.now(),
  language: Language = currentLanguage(),
): string {
  return formatDistanceStrict(toDate(value), toDate(now), { addSuffix: true, locale: dateLocale(language) });
}

/** 'HH:mm' (`--:--` where the visitor's zone is not known yet). */
export function formatTime(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  if (zone.clockUnknown) return UNKNOWN_CLOCK;
  return format(toDate(value), 'HH:mm', dateOptions(language, zone));
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

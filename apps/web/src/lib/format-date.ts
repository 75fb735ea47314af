// Dates and times as the product shows them, with the browser's own Intl (no locale data downloaded): in
// the active language, and in a zone (the visitor's; see lib/display-zone).
import { type DisplayZone, renderZone } from './display-zone';
import { currentLanguage, type Language } from './i18n';

const DATE_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

export type DateInput = Date | string | number;

/** A time of day shown where the visitor's zone is not known yet (a page the server renders). */
const UNKNOWN_CLOCK = '--:--';

export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

// An Intl.DateTimeFormat costs far more to build than to use: one per language, options and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, zone: DisplayZone, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${zone.timeZone ?? ''}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: zone.timeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

type Part = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute';

/** The named parts of `value` in `zone`, so each format puts them in its own order. */
function partsOf(
  value: DateInput,
  language: Language,
  zone: DisplayZone,
  options: Intl.DateTimeFormatOptions,
): Record<Part, string> {
  const parts = { weekday: '', day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of dateFormat(language, zone, options).formatToParts(toDate(value)))
    if (part.type in parts) parts[part.type as Part] = part.value;
  return parts;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** 'dd MMM HH:mm' in the active language: `05 oct 18:30` in Spanish, `05 Oct 18:30` in English. */
export function formatShortDate(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  const { day, month, hour, minute } = partsOf(value, language, zone, {
    day: '2-digit',
    month: 'short',
    ...CLOCK,
  });
  return `${day} ${month} ${zone.clockUnknown ? UNKNOWN_CLOCK : `${hour}:${minute}`}`;
}

const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
};
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** Full weekday and date, e.g. `domingo, 5 de octubre de 2025` / `Sunday, October 5th, 2025`. */
export function formatLongDate(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  if (language === 'es') return dateFormat(language, zone, { dateStyle: 'full' }).format(toDate(value));
  const { weekday, month, day, year } = partsOf(value, language, zone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `${weekday}, ${month} ${day}${ORDINAL_SUFFIX[ordinals.select(Number(day))]}, ${year}`;
}

/** Day, short month and year, e.g. `14 mar 2030` (es) / `Mar 14, 2030` (en). */
export function formatMediumDate(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  return dateFormat(language, zone, { dateStyle: 'medium' }).format(toDate(value));
}

/** Day and short month, e.g. `12 nov` (es) / `12 Nov` (en). */
export function formatDayMonth(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  const { day, month } = partsOf(value, language, zone, { day: 'numeric', month: 'short' });
  return `${day} ${month}`;
}

/** Month and year, e.g. `noviembre 2026` (es) / `November 2026` (en). */
export function formatMonthYear(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  const { month, year } = partsOf(value, language, zone, { month: 'long', year: 'numeric' });
  return `${month} ${year}`;
}

/** 'HH:mm' (`--:--` where the visitor's zone is not known yet). */
export function formatTime(
  value: DateInput,
  language: Language = currentLanguage(),
  zone: DisplayZone = renderZone(),
): string {
  if (zone.clockUnknown) return UNKNOWN_CLOCK;
  const { hour, minute } = partsOf(value, language, zone, CLOCK);
  return `${hour}:${minute}`;
}

/** The calendar day of `value` in `zone`, as `yyyy-mm-dd` (days in order sort in order as text). */
export function calendarDayIn(value: DateInput, zone: DisplayZone = renderZone()): string {
  const { year, month, day } = partsOf(value, 'en', zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return `${year}-${month}-${day}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long before `now`, in words, in the largest whole unit: `hace 3 horas` (es) / `3 hours ago` (en);
 * after `now`, `dentro de 2 días` / `in 2 days`.
 */
export function formatTimeAgo(
  value: DateInput,
  now: DateInput = Date.now(),
  language: Language = currentLanguage(),
): string {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const amount = Math.trunc(seconds / size);
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(
    amount === 0 ? -0 : amount,
    unit,
  );
}

/**
 * When a break ends, with its year (a break can last months): `12 dic 2026, 18:30` / `Dec 12, 2026, 18:30`.
 * `wholeDate` keeps the date on one line: a narrow cell then wraps only before the time.
 */
export function formatBreakEnd(endsAt: DateInput, { wholeDate = false } = {}): string {
  const date = formatMediumDate(endsAt);
  return `${wholeDate ? date.replace(/ /g, '\u00a0') : date}, ${formatTime(endsAt)}`;
}

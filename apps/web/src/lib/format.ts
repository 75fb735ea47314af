import { format } from 'date-fns';
import { enUS, es, type Locale } from 'date-fns/locale';
import { currentLanguage, type Language } from './i18n';

const DATE_LOCALES: Record<Language, Locale> = { es, en: enUS };
const NUMBER_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

export function dateLocale(language: Language = currentLanguage()): Locale {
  return DATE_LOCALES[language];
}

/** 'dd MMM HH:mm' with the active locale: `05 oct 18:30` in Spanish, `05 Oct 18:30` in English. */
export function formatShortDate(value: DateInput, language: Language = currentLanguage()): string {
  return format(toDate(value), 'dd MMM HH:mm', { locale: dateLocale(language) });
}

/** Full weekday and date, e.g. `domingo, 5 de octubre de 2025` / `Sunday, October 5th, 2025`. */
export function formatLongDate(value: DateInput, language: Language = currentLanguage()): string {
  return format(toDate(value), 'PPPP', { locale: dateLocale(language) });
}

export function formatTime(value: DateInput, language: Language = currentLanguage()): string {
  return format(toDate(value), 'HH:mm', { locale: dateLocale(language) });
}

/** A fraction as a percent: 0.051 → `5,1 %` (es) / `5.1%` (en). */
export function formatPercent(fraction: number, digits = 1, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}

export function formatDecimal(value: number, digits = 2, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

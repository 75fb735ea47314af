import { formatMediumDate, formatTime } from '@/lib/format';

/**
 * When a break ends, with its year (a break can last months): `12 dic 2026, 18:30` / `Dec 12, 2026, 18:30`.
 * `wholeDate` keeps the date on one line: a narrow cell then wraps only before the time.
 */
export function formatBreakEnd(endsAt: string, { wholeDate = false } = {}): string {
  const date = formatMediumDate(endsAt);
  return `${wholeDate ? date.replace(/ /g, '\u00a0') : date}, ${formatTime(endsAt)}`;
}

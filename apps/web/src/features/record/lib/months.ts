/** The month filter's choices: `YYYY-MM` from the current month (UTC) back `count` months, newest first. */
export function recentMonths(now: Date, count = 24): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * A calendar day or month of the API (`YYYY-MM-DD`, `YYYY-MM`, both UTC) as a local date at noon,
 * so formatting it in any time zone shows that same day.
 */
export function calendarDate(value: string): Date {
  const [year = 1970, month = 1, day = 15] = value.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

import type { ContextFn } from 'date-fns';

// Dates are shown in the visitor's time zone. In the browser that is the runtime's own zone; the server,
// rendering a page for a visitor (their dashboard, the landing), runs in its own zone and sets the
// visitor's (the `tz` cookie the browser keeps) for the length of that render, so the kick-off times and
// "today" it shows are the ones the app shows once it takes the page over.

/** The cookie the browser keeps its time zone in, for the pages the server renders for it. */
export const TIME_ZONE_COOKIE = 'tz';

let context: ContextFn<Date> | undefined;
let unknown = false;

/** Date functions' `in` option: the zone set for the render under way, else the runtime's own. */
export function inDisplayZone(): { in?: ContextFn<Date> } {
  return context ? { in: context } : {};
}

/**
 * Whether the render under way is for a visitor whose zone the server does not know (no cookie yet): its
 * times of day are left out (`--:--`), rather than shown in the server's zone, until the app takes over.
 */
export function displayZoneUnknown(): boolean {
  return unknown;
}

/**
 * Sets the zone of the render under way: a date-fns context (e.g. `tz(zone)`), 'unknown', or undefined
 * for the runtime's own (the browser's).
 */
export function setDisplayZone(zone: ContextFn<Date> | 'unknown' | undefined): void {
  unknown = zone === 'unknown';
  context = typeof zone === 'function' ? zone : undefined;
}

/** Tells the server the browser's time zone (a year-long cookie, read only by its page renders). */
export function rememberTimeZone(): void {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (!zone) return;
  const value = encodeURIComponent(zone);
  if (document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

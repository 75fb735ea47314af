import { useSyncExternalStore } from 'react';

// Dates are shown in the visitor's time zone. In the browser that is the runtime's own zone. The server,
// rendering a page for a visitor (their dashboard, the landing), runs in its own zone and renders in the
// visitor's (the `tz` cookie the browser keeps), or, for a visitor it does not know the zone of yet, in UTC
// without times of day. The browser hydrates such a page in the zone it was rendered in, so React finds
// the text it sent, and shows its own zone right after.

/** The cookie the browser keeps its time zone in, for the pages the server renders for it. */
export const TIME_ZONE_COOKIE = 'tz';

/** A zone dates are shown in. */
export interface DisplayZone {
  /** An IANA zone (`Europe/Madrid`, `UTC`); none: the runtime's own. */
  readonly timeZone?: string;
  /** The visitor's zone is not known: times of day are left out (`--:--`) rather than shown wrong. */
  readonly clockUnknown?: boolean;
}

/** The runtime's own zone (the browser's). */
export const OWN_ZONE: DisplayZone = {};

// The zone of the page the server is rendering for a visitor (for the length of that render), and the zone
// of the page the browser hydrates (set by src/main.tsx before hydration): the zone a component's dates are
// in while its markup is made for, or matched against, what the server sent.
let renderedZone: DisplayZone = OWN_ZONE;
let hydratedZone: DisplayZone = OWN_ZONE;

/** Sets the zone of the server's render under way; undefined once it is over. */
export function setRenderZone(zone: DisplayZone | undefined): void {
  renderedZone = zone ?? OWN_ZONE;
}

/** Sets the zone of the page the browser is about to hydrate (the zone the server rendered it in). */
export function setHydrationZone(zone: DisplayZone | undefined): void {
  hydratedZone = zone ?? OWN_ZONE;
}

/** The zone dates are formatted in by default: the server's render's, else the runtime's own. */
export function renderZone(): DisplayZone {
  return renderedZone;
}

const noSubscription = () => () => undefined;
const sentZone = () => (renderedZone === OWN_ZONE ? hydratedZone : renderedZone);

/**
 * The zone a component shows dates in: its page's zone in the server's render and while React hydrates
 * what the server sent (React reads the server's value then); the browser's own otherwise, and right
 * after hydration, when the component renders again.
 */
export function useDisplayZone(): DisplayZone {
  return useSyncExternalStore(noSubscription, () => OWN_ZONE, sentZone);
}

/**
 * The zone the page in the document was sent in (`<html data-zone>`; '' for none known: UTC without
 * times of day), when it is not the browser's own: React hydrates the page in it.
 */
export function sentPageZone(): DisplayZone | undefined {
  const zone = document.documentElement.dataset.zone;
  if (zone === undefined || zone === browserTimeZone()) return undefined;
  return zone === '' ? { timeZone: 'UTC', clockUnknown: true } : { timeZone: zone };
}

/** Tells the server the browser's time zone (a year-long cookie, read only by its page renders). */
export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (!zone) return;
  const value = encodeURIComponent(zone);
  if (document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The runtime's IANA zone, if it says. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

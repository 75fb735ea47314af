// A page on a phone over a slow network, as the phone bench drives it: Chromium with Lighthouse's mobile
// preset (Slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up; CPU 4× slower; a 390×844 phone screen),
// and what the page reports of its own paints and of the app taking it over.
import type { BrowserContext, Page } from 'playwright-core';

export const PRESET =
  "Lighthouse's mobile preset: Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), 4× CPU slowdown, 390×844 at 1.75×";

export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
};

// A tier card with its figures, not the skeleton that stands in for the cards while they load.
export const TIER_CARD = '[data-testid^="tier-card-"]:not([data-testid^="tier-card-skeleton"])';
// The alerts panel: only the running app shows it (the server's render has its placeholder).
export const ALERTS_PANEL = '[data-testid="notifications-panel"]';
// The landing's live parts: the first of its six upcoming events and what the market covers now.
const LANDING_EVENT = 'section[aria-labelledby="upcoming-title"] article';
const LANDING_COVERAGE = '[data-testid="coverage-total"]';
// A first visit's zone is unknown to the server, which leaves the events' times of day out (--:--): the
// app puts them in as it takes the page over.
const UNKNOWN_CLOCK = '--:--';
// The header's language switch, on every page: once the app's runtime has taken it over (it keeps its own
// properties on the element: React its fiber and props), the page's buttons and links answer. A parsed
// element has none, whatever runtime the build being measured uses.
const LIVE_PROBE = '[data-testid="language-switcher"] button';
// What a page in the main area is: the landing's title, the record page; the layout's loading state is not.
const PAGE_IN_MAIN = '[data-testid="landing-title"], [data-testid="record-page"]';

/**
 * Runs in the page before its own scripts: the first contentful paint, the latest LCP candidate, and the
 * moments the tier cards, the alerts panel, the landing's live parts and their times of day enter the
 * page, and the moment the app's runtime answers (checked every frame). A navigation started with
 * `__watchNavigation()` counts the frames in which the main area shows no page.
 */
const observePage = `
  const paints = { fcp: null, lcp: null, tierCards: null, alertsPanel: null, events: null, coverage: null, clocks: null, live: null };
  window.__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) paints.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (paints.tierCards === null && document.querySelector('${TIER_CARD}')) paints.tierCards = performance.now();
    if (paints.alertsPanel === null && document.querySelector('${ALERTS_PANEL}')) paints.alertsPanel = performance.now();
    if (paints.events === null && document.querySelector('${LANDING_EVENT}')) paints.events = performance.now();
    if (paints.coverage === null && document.querySelector('${LANDING_COVERAGE}')) paints.coverage = performance.now();
    const event = document.querySelector('${LANDING_EVENT}');
    if (paints.clocks === null && event && !event.textContent.includes('${UNKNOWN_CLOCK}')) paints.clocks = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  const isLive = (element) => !!element && Object.keys(element).length > 0;
  const probeLive = () => {
    if (isLive(document.querySelector('${LIVE_PROBE}'))) paints.live = performance.now();
    else requestAnimationFrame(probeLive);
  };
  requestAnimationFrame(probeLive);
  window.__watchNavigation = (arrived) => {
    const watch = { frames: 0, withoutPage: 0, loadingShown: false, doneMs: null, startedAt: performance.now() };
    window.__navigation = watch;
    const frame = () => {
      const main = document.querySelector('main');
      watch.frames += 1;
      if (!main || !main.querySelector('${PAGE_IN_MAIN}')) watch.withoutPage += 1;
      if (main && main.querySelector('[role="status"]') && main.textContent.includes('Cargando')) watch.loadingShown = true;
      if (document.querySelector(arrived)) watch.doneMs = performance.now() - watch.startedAt;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
`;

export interface Paints {
  fcp: number | null;
  lcp: number | null;
  tierCards: number | null;
  alertsPanel: number | null;
  events: number | null;
  coverage: number | null;
  clocks: number | null;
  /** The app's runtime has attached its handlers: the page's buttons and links answer. */
  live: number | null;
}

export interface Throttled {
  page: Page;
  /** Bytes on the wire (headers and encoded body) per script URL, as Chromium counted them. */
  scripts: Map<string, number>;
}

/** A page with the preset's network and CPU applied through the DevTools protocol, counting scripts. */
export async function throttledPage(context: BrowserContext): Promise<Throttled> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const urls = new Map<string, string>();
  const scripts = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) scripts.set(url, event.encodedDataLength);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observePage);
  return { page, scripts };
}

export const paintsOf = (page: Page) => page.evaluate('window.__paints') as Promise<Paints>;

export interface Navigation {
  /** Animation frames from the click until the next page was in. */
  frames: number;
  /** Of those, the frames whose main area showed no page (neither the one left nor the next). */
  withoutPage: number;
  /** Whether the layout's "Cargando..." was shown in the main area. */
  loadingShown: boolean;
  /** From the click until the next page was in. */
  doneMs: number;
}

/** Clicks `link` and follows the frames until `arrived` is in the page. */
export async function navigate(
  page: Page,
  link: string,
  arrived: string,
  timeout: number,
): Promise<Navigation> {
  await page.evaluate(
    (selector) =>
      (globalThis as unknown as { __watchNavigation: (arrived: string) => void }).__watchNavigation(selector),
    arrived,
  );
  await page.locator(link).first().click();
  await page.locator(arrived).first().waitFor({ timeout });
  await page.waitForFunction(
    () => (globalThis as unknown as { __navigation: Navigation }).__navigation.doneMs !== null,
    undefined,
    { timeout },
  );
  return page.evaluate('window.__navigation') as Promise<Navigation>;
}

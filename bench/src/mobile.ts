// The landing page and a signed-in user's dashboard on a phone over a slow network: Chromium with
// Lighthouse's mobile preset (Slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up; CPU 4× slower;
// a 390×844 phone screen), cold cache on every load; the dashboard also as the same phone comes back
// to it. Figures only: nothing is asserted on time.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { kb, median, withFreshBrowser, withWebApp } from './web-app';

const LOADS = Number(process.env.BENCH_LANDING_LOADS ?? 3);
const PRESET =
  "Lighthouse's mobile preset: Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), 4× CPU slowdown, 390×844 at 1.75×";
/** How long one load may take before the bench gives up on it. */
const LOAD_TIMEOUT_MS = 60_000;

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
};

// A tier card with its figures, not the skeleton that stands in for the cards while they load.
const TIER_CARD = '[data-testid^="tier-card-"]:not([data-testid^="tier-card-skeleton"])';
// The alerts panel: only the running app shows it (the server's render has its placeholder), so it
// marks the moment the page's buttons and links answer.
const APP_RUNNING = '[data-testid="notifications-panel"]';

// The landing's live parts: the first of its six upcoming events and what the market covers now (the
// prerendered landing shows skeletons in their place until the app has read them).
const LANDING_EVENT = 'section[aria-labelledby="upcoming-title"] article';
const LANDING_COVERAGE = '[data-testid="coverage-total"]';
// A first visit's zone is unknown to the server, which leaves the events' times of day out (--:--):
// the app puts them in the visitor's zone as it takes the page over, so their arrival marks it running.
const UNKNOWN_CLOCK = '--:--';

// Runs in the page before its own scripts: the first contentful paint, the latest LCP candidate, the
// moment the first tier card enters the document, the moment the app runs the page, and the moments the
// landing's live parts enter it and show their times of day (strings, as the bench has no DOM types).
const observePaints = `
  window.__paints = { fcp: null, lcp: null, tierCards: null, appRunning: null, events: null, coverage: null, clocks: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) window.__paints.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    const paints = window.__paints;
    if (paints.tierCards === null && document.querySelector('${TIER_CARD}')) paints.tierCards = performance.now();
    if (paints.appRunning === null && document.querySelector('${APP_RUNNING}')) paints.appRunning = performance.now();
    if (paints.events === null && document.querySelector('${LANDING_EVENT}')) paints.events = performance.now();
    if (paints.coverage === null && document.querySelector('${LANDING_COVERAGE}')) paints.coverage = performance.now();
    const event = document.querySelector('${LANDING_EVENT}');
    if (paints.clocks === null && event && !event.textContent.includes('${UNKNOWN_CLOCK}')) paints.clocks = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Paints {
  fcp: number | null;
  lcp: number | null;
  tierCards: number | null;
  appRunning: number | null;
  events: number | null;
  coverage: number | null;
  clocks: number | null;
}

interface Throttled {
  page: Page;
  /** Bytes on the wire (headers and encoded body) per script URL, as Chromium counted them. */
  scripts: Map<string, number>;
}

/** A page with the preset's network and CPU applied through the DevTools protocol, counting scripts. */
async function throttledPage(context: BrowserContext): Promise<Throttled> {
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
  await page.addInitScript(observePaints);
  return { page, scripts };
}

const paintsOf = (page: Page) => page.evaluate('window.__paints') as Promise<Paints>;

interface LandingLoad {
  fcpMs: number;
  lcpMs: number;
  /** Until the first upcoming event is in the page. */
  eventsMs: number;
  /** Until what the market covers is in the page. */
  coverageMs: number;
  /** Until the first event shows its time of day: the app has taken the page over. */
  appMs: number;
  scripts: Map<string, number>;
}

async function landingOnce(address: string): Promise<LandingLoad> {
  return withFreshBrowser(phone, async (context) => {
    const { page, scripts } = await throttledPage(context);
    await page.goto(`${address}/`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    // LCP candidates stop once the page is idle; a moment more lets the last one be reported.
    await page.waitForTimeout(500);
    const paints = await paintsOf(page);
    if (paints.fcp === null || paints.lcp === null) throw new Error('no paint entries were reported for /');
    if (paints.events === null || paints.coverage === null || paints.clocks === null)
      throw new Error("the landing's events, their times of day or its coverage never showed");
    return {
      fcpMs: paints.fcp,
      lcpMs: paints.lcp,
      eventsMs: paints.events,
      coverageMs: paints.coverage,
      appMs: paints.clocks,
      scripts,
    };
  });
}

interface DashboardVisit {
  /** From the navigation's start until the first tier card, with its figures, is in the page. */
  cardsMs: number;
  /** Until the page's first contentful paint. */
  fcpMs: number;
  /** Until the app runs the page (its buttons answer). */
  appMs: number;
}

async function visitDashboard(page: Page, url: string): Promise<DashboardVisit> {
  await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  await page.locator(TIER_CARD).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
  await page.locator(APP_RUNNING).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
  const paints = await paintsOf(page);
  if (paints.tierCards === null || paints.fcp === null || paints.appRunning === null)
    throw new Error(`the tier cards, a paint or the running app were not seen on ${url}`);
  return { cardsMs: paints.tierCards, fcpMs: paints.fcp, appMs: paints.appRunning };
}

interface DashboardLoad {
  /** A cold cache: the first visit of this browser. */
  cold: DashboardVisit;
  /** The same browser coming back (its HTTP cache and the service worker's precache filled). */
  returning: DashboardVisit;
}

async function dashboardOnce(address: string, sid: string): Promise<DashboardLoad> {
  return withFreshBrowser(phone, async (context) => {
    await context.addCookies([{ name: 'sid', value: sid, url: address }]);
    const { page } = await throttledPage(context);
    const cold = await visitDashboard(page, `${address}/dashboard`);
    // The service worker installs (precaching the shell) once the page is loaded.
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    const returning = await visitDashboard(page, `${address}/dashboard`);
    return { cold, returning };
  });
}

/** A regular user signed up through the API: the value of its session cookie. */
async function signUp(address: string): Promise<string> {
  const response = await fetch(`${address}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Phone',
      email: 'bench-phone@example.com',
      password: 'bench-phone-password-1',
    }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`signup failed: ${response.status}`);
  return cookie.slice('sid='.length).split(';')[0]!;
}

/** Gzip (node:zlib, default level) of each script's plain bytes. */
async function gzipOf(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return total;
}

const ms = (values: number[]) =>
  `${median(values).toFixed(0).padStart(5)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

await withWebApp('Phone on Slow 4G', async ({ address }) => {
  const landing: LandingLoad[] = [];
  for (let index = 0; index < LOADS; index += 1) landing.push(await landingOnce(address));
  const sid = await signUp(address);
  const dashboard: DashboardLoad[] = [];
  for (let index = 0; index < LOADS; index += 1) dashboard.push(await dashboardOnce(address, sid));

  const transferred = landing.map((load) =>
    [...load.scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
  );
  const scriptUrls = new Set(landing.flatMap((load) => [...load.scripts.keys()]));
  const gzip = await gzipOf(scriptUrls);
  console.log(
    `Phone, cold cache, ${LOADS} loads each, medians; ${PRESET} (applied through the DevTools protocol)`,
  );
  console.log(`  landing /   First Contentful Paint     ${ms(landing.map((load) => load.fcpMs))}`);
  console.log(`  landing /   Largest Contentful Paint   ${ms(landing.map((load) => load.lcpMs))}`);
  console.log(`  landing /   the upcoming events shown${ms(landing.map((load) => load.eventsMs))}`);
  console.log(`  landing /   the sports covered shown   ${ms(landing.map((load) => load.coverageMs))}`);
  console.log(`  landing /   until the app runs it      ${ms(landing.map((load) => load.appMs))}`);
  console.log(
    `  landing /   JavaScript transferred     ${kb(median(transferred)).padStart(8)}   (${scriptUrls.size} files; ${kb(gzip)} gzip by zlib)`,
  );
  const visits = (pick: (load: DashboardLoad) => number) => ms(dashboard.map(pick));
  console.log(`  /dashboard  signed in, to tier cards   ${visits((load) => load.cold.cardsMs)}`);
  console.log(`  /dashboard  first contentful paint     ${visits((load) => load.cold.fcpMs)}`);
  console.log(`  /dashboard  until the app runs it      ${visits((load) => load.cold.appMs)}`);
  console.log(`  /dashboard  the same phone returning    ${visits((load) => load.returning.cardsMs)}`);
  console.log(`  /dashboard  returning, the app runs it  ${visits((load) => load.returning.appMs)}`);
});

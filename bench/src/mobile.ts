// The landing page and a signed-in user's dashboard on a phone over a slow network (phone-page.ts: Lighthouse's
// mobile preset), cold cache on every load; the dashboard also as the same phone comes back to it; a
// client-side navigation from the landing to /record. With BENCH_BEFORE_WEB_DIST_DIR (another build, e.g. the
// previous commit's apps/web/dist), that build is measured in the same minutes, load for load alternated,
// and printed beside this one. Figures only: nothing is asserted on time.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  ALERTS_PANEL,
  navigate,
  type Navigation,
  paintsOf,
  phone,
  PRESET,
  TIER_CARD,
  throttledPage,
} from './phone-page';
import { kb, median, type WebApp, withFreshBrowser, withWebApp } from './web-app';

const LOADS = Number(process.env.BENCH_LANDING_LOADS ?? 3);
const BEFORE_DIR = process.env.BENCH_BEFORE_WEB_DIST_DIR;
/** How long before one load or navigation is given up on. */
const TIMEOUT_MS = 60_000;
/** LCP is read once the page has settled: an element painted again by the app's takeover counts again. */
const SETTLE_MS = 3_000;
// The landing's own way to the record (the header's links sit in a menu on a phone).
const RECORD_LINK = 'section[aria-labelledby="record-teaser-title"] a[href="/record"]';
const RECORD_PAGE = '[data-testid="record-page"]';

/** Waits until the page reports its runtime attached (a function: the page's policy refuses evaluated strings). */
const waitUntilLive = (page: Page) =>
  page.waitForFunction(
    () => (globalThis as unknown as { __paints: { live: number | null } }).__paints.live !== null,
    undefined,
    { timeout: TIMEOUT_MS },
  );

interface LandingLoad {
  fcpMs: number;
  lcpMs: number;
  eventsMs: number;
  coverageMs: number;
  /** Until the first event shows its time of day: the app has rendered the page as its own. */
  clocksMs: number;
  /** Until the runtime has attached its handlers to the page: buttons and links answer. */
  liveMs: number;
  scripts: Map<string, number>;
  navigation: Navigation;
}

async function landingOnce(address: string): Promise<LandingLoad> {
  return withFreshBrowser(phone, async (context) => {
    const { page, scripts } = await throttledPage(context);
    await page.goto(`${address}/`, { waitUntil: 'networkidle', timeout: TIMEOUT_MS });
    await waitUntilLive(page);
    await page.waitForTimeout(SETTLE_MS);
    const paints = await paintsOf(page);
    const { fcp, lcp, events, coverage, clocks, live } = paints;
    if (
      fcp === null ||
      lcp === null ||
      events === null ||
      coverage === null ||
      clocks === null ||
      live === null
    )
      throw new Error(`the landing did not report every moment: ${JSON.stringify(paints)}`);
    // The landing's own JavaScript: what it asked for until it was live (afterwards, once idle, it loads the
    // pages its visitors open next).
    const asked = new Set(
      await page.evaluate(
        (until) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= until)
            .map((entry) => entry.name),
        live,
      ),
    );
    const loaded = new Map([...scripts].filter(([url]) => asked.has(url)));
    const navigation = await navigate(page, RECORD_LINK, RECORD_PAGE, TIMEOUT_MS);
    return {
      fcpMs: fcp,
      lcpMs: lcp,
      eventsMs: events,
      coverageMs: coverage,
      clocksMs: clocks,
      liveMs: live,
      scripts: loaded,
      navigation,
    };
  });
}

interface DashboardVisit {
  cardsMs: number;
  fcpMs: number;
  liveMs: number;
  /** Until the alerts panel, which loads once the page is the app's, is in. */
  alertsMs: number;
}

async function visitDashboard(page: Page, url: string): Promise<DashboardVisit> {
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.locator(TIER_CARD).first().waitFor({ timeout: TIMEOUT_MS });
  await page.locator(ALERTS_PANEL).first().waitFor({ timeout: TIMEOUT_MS });
  await waitUntilLive(page);
  const { tierCards, fcp, live, alertsPanel } = await paintsOf(page);
  if (tierCards === null || fcp === null || live === null || alertsPanel === null)
    throw new Error(`the tier cards, a paint or the running app were not seen on ${url}`);
  return { cardsMs: tierCards, fcpMs: fcp, liveMs: live, alertsMs: alertsPanel };
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
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
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
      ageConfirmed: true,
    }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie) throw new Error(`signup failed: ${response.status}`);
  return cookie.slice('sid='.length).split(';')[0]!;
}

/** Gzip (node:zlib, default level) of each script's plain bytes: React's own chunk, and the rest. */
async function gzipOf(urls: Iterable<string>): Promise<{ react: number; rest: number }> {
  const total = { react: 0, rest: 0 };
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const bytes = gzipSync(Buffer.from(await response.arrayBuffer())).length;
    if (/\/assets\/react-[\w-]+\.js$/.test(url)) total.react += bytes;
    else total.rest += bytes;
  }
  return total;
}

interface BuildFigures {
  landing: LandingLoad[];
  dashboard: DashboardLoad[];
  gzip: { react: number; rest: number };
  files: number;
}

interface Session {
  web: WebApp;
  sid: string;
  landing: LandingLoad[];
  dashboard: DashboardLoad[];
}

async function figuresOf(session: Session): Promise<BuildFigures> {
  const urls = new Set(session.landing.flatMap((load) => [...load.scripts.keys()]));
  return { ...session, gzip: await gzipOf(urls), files: urls.size };
}

const ms = (values: number[]) =>
  `${median(values).toFixed(0).padStart(5)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

interface Row {
  what: string;
  figure: (build: BuildFigures) => string;
  goal?: string;
  met?: (build: BuildFigures) => boolean;
}

const landingMedian = (build: BuildFigures, pick: (load: LandingLoad) => number) =>
  median(build.landing.map(pick));
const dashboardMedian = (build: BuildFigures, pick: (load: DashboardLoad) => number) =>
  median(build.dashboard.map(pick));
const withoutPage = (build: BuildFigures) =>
  Math.max(...build.landing.map((load) => load.navigation.withoutPage));

const ROWS: Row[] = [
  { what: 'landing /   first contentful paint', figure: (b) => ms(b.landing.map((l) => l.fcpMs)) },
  {
    what: 'landing /   largest contentful paint (settled)',
    figure: (b) => ms(b.landing.map((l) => l.lcpMs)),
    goal: '≤ 1.0 s',
    met: (b) => landingMedian(b, (l) => l.lcpMs) <= 1_000,
  },
  { what: 'landing /   upcoming events shown', figure: (b) => ms(b.landing.map((l) => l.eventsMs)) },
  { what: 'landing /   sports covered shown', figure: (b) => ms(b.landing.map((l) => l.coverageMs)) },
  {
    what: 'landing /   live: buttons and links answer',
    figure: (b) => ms(b.landing.map((l) => l.liveMs)),
    goal: '≤ 2.5 s',
    met: (b) => landingMedian(b, (l) => l.liveMs) <= 2_500,
  },
  { what: 'landing /   times of day in the page', figure: (b) => ms(b.landing.map((l) => l.clocksMs)) },
  {
    what: 'landing /   JavaScript, gzip by zlib',
    figure: (b) =>
      `${kb(b.gzip.react + b.gzip.rest)} (${b.files} files; React's chunk ${kb(b.gzip.react)}, the rest ${kb(b.gzip.rest)})`,
    goal: '≤ 150 KB',
    met: (b) => b.gzip.react + b.gzip.rest <= 150 * 1024,
  },
  {
    what: 'landing /   JavaScript on the wire',
    figure: (b) =>
      kb(median(b.landing.map((l) => [...l.scripts.values()].reduce((sum, bytes) => sum + bytes, 0)))),
  },
  {
    what: 'landing → /record, frames without a page',
    figure: (b) =>
      `${withoutPage(b)} of ${median(b.landing.map((l) => l.navigation.frames))} frames; "Cargando..." shown in ${b.landing.filter((l) => l.navigation.loadingShown).length} of ${b.landing.length}`,
    goal: '0',
    met: (b) => withoutPage(b) === 0,
  },
  { what: 'landing → /record, next page in', figure: (b) => ms(b.landing.map((l) => l.navigation.doneMs)) },
  {
    what: '/dashboard  signed in, tier cards painted',
    figure: (b) => ms(b.dashboard.map((d) => d.cold.cardsMs)),
    goal: '≤ 1.2 s',
    met: (b) => dashboardMedian(b, (d) => d.cold.cardsMs) <= 1_200,
  },
  { what: '/dashboard  first contentful paint', figure: (b) => ms(b.dashboard.map((d) => d.cold.fcpMs)) },
  {
    what: '/dashboard  live: buttons and links answer',
    figure: (b) => ms(b.dashboard.map((d) => d.cold.liveMs)),
    goal: '≤ 3.0 s',
    met: (b) => dashboardMedian(b, (d) => d.cold.liveMs) <= 3_000,
  },
  { what: '/dashboard  alerts panel in', figure: (b) => ms(b.dashboard.map((d) => d.cold.alertsMs)) },
  {
    what: '/dashboard  returning, tier cards',
    figure: (b) => ms(b.dashboard.map((d) => d.returning.cardsMs)),
  },
  { what: '/dashboard  returning, live', figure: (b) => ms(b.dashboard.map((d) => d.returning.liveMs)) },
];

function print(builds: { label: string; figures: BuildFigures }[]): void {
  console.log(
    `Phone, cold cache, ${LOADS} loads each, medians (min–max); ${PRESET} (applied through the DevTools protocol)`,
  );
  console.log(
    '  Times on a shared 2-core machine move with its load: compare builds measured in the same minutes.',
  );
  for (const row of ROWS) {
    const cells = builds.map(({ label, figures }) => `${label}: ${row.figure(figures)}`).join('  |  ');
    const current = builds[builds.length - 1]!.figures;
    const verdict = row.goal ? `  goal ${row.goal}, ${row.met?.(current) ? 'met' : 'NOT met'}` : '';
    console.log(`  ${row.what.padEnd(46)} ${cells}${verdict}`);
  }
}

/** Measures every session `LOADS` times, alternating between them load by load. */
async function measure(sessions: Session[]): Promise<void> {
  for (let index = 0; index < LOADS; index += 1)
    for (const session of sessions) session.landing.push(await landingOnce(session.web.address));
  for (let index = 0; index < LOADS; index += 1)
    for (const session of sessions)
      session.dashboard.push(await dashboardOnce(session.web.address, session.sid));
}

const session = async (web: WebApp): Promise<Session> => ({
  web,
  sid: await signUp(web.address),
  landing: [],
  dashboard: [],
});

await withWebApp('Phone on Slow 4G', async (web) => {
  const current = await session(web);
  if (!BEFORE_DIR) {
    await measure([current]);
    print([{ label: 'this build', figures: await figuresOf(current) }]);
    return;
  }
  await withWebApp(
    'Phone on Slow 4G (the build before)',
    async (beforeWeb) => {
      const before = await session(beforeWeb);
      await measure([before, current]);
      print([
        { label: 'before', figures: await figuresOf(before) },
        { label: 'this build', figures: await figuresOf(current) },
      ]);
    },
    BEFORE_DIR,
  );
});

// Renders a public page to HTML at build time (the prerender build step), in one language, with no
// data: the live parts show the same loading state the browser's first render shows, so it hydrates.
// The server renders a signed-in visitor's dashboard with the same module (dist/ssr/render-page.mjs),
// from the visitor's own API reads.
import { type QueryClient, QueryClient as QueryClientClass } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { dashboardFirstQueries } from '@/features/dashboard';
import { landingFirstQueries } from '@/features/landing';
import { AppRoutes } from '@/app/router';
import { ROUTE_LOADERS } from '@/app/route-loaders';
import { setRenderZone } from '@/lib/display-zone';
import i18n, { startI18n } from '@/lib/i18n';
import { type Language, LANGUAGES } from '@/lib/language';
import { forgetEarlyRequests } from '@/lib/early-requests';
import { type FirstQuery, primeFirstQueries, queryPath } from '@/lib/first-reads';
import { NAMESPACE_FILES } from '@/lib/locale-bundles';
import { createQueryClient } from '@/lib/query-client';
import { renderToHtml, splitTitle } from './render-to-html';

export { fillPage, scriptSafeJson } from './fill-template';

/**
 * The pages prerendered per language: the file name under prerendered/<language>/ and the address. One
 * with a query is the page its path shows for an address with those parameters (the server picks it).
 */
export const PRERENDERED_PAGES = {
  landing: '/',
  login: `/${ROUTE_LOADERS.login.path}`,
  signup: `/${ROUTE_LOADERS.login.path}?mode=signup`,
  'forgot-password': `/${ROUTE_LOADERS.forgotPassword.path}`,
  'reset-password': `/${ROUTE_LOADERS.resetPassword.path}`,
  record: `/${ROUTE_LOADERS.record.path}`,
  'not-found': '/404',
} as const;

/**
 * The pages the server renders per request from the API's answers to the visitor's own reads, with the
 * queries their first screen reads: the dashboard for a signed-in visitor, the landing for one without a
 * session (its reads are public, the same for every such visitor).
 */
const PAGES_WITH_READS: Record<string, { signedIn: boolean; queries: () => FirstQuery[] }> = {
  '/': { signedIn: false, queries: landingFirstQueries },
  [`/${ROUTE_LOADERS.dashboard.path}`]: { signedIn: true, queries: dashboardFirstQueries },
};

/**
 * The API paths the server reads (as the visitor) to render the page at `path` (no query) for a visitor
 * with a session (`signedIn`) or without one; empty: that page is not rendered so for that visitor.
 */
export function firstReadPaths(path: string, signedIn: boolean): string[] {
  const page = PAGES_WITH_READS[path];
  return page?.signedIn === signedIn ? page.queries().map(queryPath) : [];
}

/** Every path the app routes itself (the rest is its 404 page). */
export const APP_PATHS = [
  '/',
  ...Object.values(ROUTE_LOADERS).flatMap((route) => (route.path === '*' ? [] : [`/${route.path}`])),
];

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function textsOf(language: Language): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(NAMESPACE_FILES).map(([namespace, file]) => [
      namespace,
      files[`../locales/${language}/${file}.json`] ?? {},
    ]),
  );
}

let started: Promise<unknown> | undefined;

/** The page whole: the render waits for every lazy part and text file it suspends on. */
async function renderOnce(
  path: string,
  queryClient: QueryClient = new QueryClientClass({ defaultOptions: { queries: { retry: false } } }),
): Promise<RenderedPage> {
  const html = await renderToHtml(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  return splitTitle(html);
}

export interface RenderedPage {
  /** The page's title (the `<title>` it renders; the caller puts it in <head>, escaped). */
  title: string | undefined;
  /** What goes inside #root. */
  html: string;
  /**
   * The time zone its dates were rendered in ('' for none known: UTC, times of day left out); the browser
   * hydrates the page in it. Absent: the page shows no dates before the app runs.
   */
  zone?: string;
}

// One render at a time: the texts' language and the early responses are the module's own.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

async function inLanguage(language: Language): Promise<void> {
  const resources: Resource = Object.fromEntries(LANGUAGES.map((lang) => [lang, textsOf(lang)]));
  started ??= startI18n(language, resources);
  await started;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The public page at `path` in `language`, every lazy part loaded, with no data. */
export function renderPage(path: string, language: Language): Promise<RenderedPage> {
  return oneAtATime(async () => {
    await inLanguage(language);
    return renderOnce(path);
  });
}

/** Whether `zone` is a time zone this runtime knows (an IANA name such as `Europe/Madrid`, or `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The page at `address` (a path, see `firstReadPaths`, with the query the page reads, if any) in
 * `language`, rendered from `reads`, the API's answers to the visitor's own requests for those paths,
 * parsed by the queries as the browser parses them, with its dates in `timeZone` (the visitor's; without
 * one, in UTC with the times of day left out until the app takes over). The browser's first render starts from the
 * same reads (lib/first-reads) at the same address, so it hydrates what was sent.
 */
export function renderPageWithReads(
  address: string,
  language: Language,
  reads: Readonly<Record<string, unknown>>,
  timeZone?: string,
): Promise<RenderedPage> {
  const path = address.split('?')[0] ?? address;
  const queries = PAGES_WITH_READS[path]?.queries;
  if (!queries) return Promise.reject(new Error(`${path} is not rendered with reads`));
  if (timeZone !== undefined && !isTimeZone(timeZone))
    return Promise.reject(new RangeError(`Unknown time zone: ${timeZone}`));
  return oneAtATime(async () => {
    await inLanguage(language);
    const queryClient = createQueryClient();
    setRenderZone(timeZone === undefined ? { timeZone: 'UTC', clockUnknown: true } : { timeZone });
    try {
      await primeFirstQueries(queryClient, queries(), reads);
      return { ...(await renderOnce(address, queryClient)), zone: timeZone ?? '' };
    } finally {
      setRenderZone(undefined);
      forgetEarlyRequests();
      queryClient.clear();
    }
  });
}

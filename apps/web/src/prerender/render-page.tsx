// Renders a public page to HTML at build time (the prerender build step), in one language, with no
// data: the live parts show the same loading state the browser's first render shows, so it hydrates.
import { QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { ROUTE_LOADERS } from '@/app/route-loaders';
import i18n, { startI18n } from '@/lib/i18n';
import { type Language, LANGUAGES } from '@/lib/language';
import { NAMESPACE_FILES } from '@/lib/locale-bundles';

/** The pages prerendered per language: the file name under prerendered/<language>/ and the path. */
export const PRERENDERED_PAGES = {
  landing: '/',
  login: `/${ROUTE_LOADERS.login.path}`,
  'forgot-password': `/${ROUTE_LOADERS.forgotPassword.path}`,
  'reset-password': `/${ROUTE_LOADERS.resetPassword.path}`,
  record: `/${ROUTE_LOADERS.record.path}`,
  'not-found': '/404',
} as const;

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

async function renderOnce(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // One document with no boundary left for a script to reveal later (React outlines big ones).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readStream(prelude);
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

export interface RenderedPage {
  /** The page's <title> text (React writes it first; the caller puts it in <head>). */
  title: string | undefined;
  /** What goes inside #root. */
  html: string;
}

/** The page at `path` in `language`, every lazy part loaded. Call one at a time (i18n is shared). */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  const resources: Resource = Object.fromEntries(LANGUAGES.map((lang) => [lang, textsOf(lang)]));
  started ??= startI18n(language, resources);
  await started;
  await i18n.changeLanguage(language);
  // The first pass loads the lazy page and its texts; the second finds them loaded and writes the page
  // whole, with no Suspense fallback for a script to swap out later.
  await renderOnce(path);
  const html = await renderOnce(path);
  if (/<template|\$RC\(/.test(html)) throw new Error(`${path} (${language}) still suspends when prerendered`);
  const title = /^<title>([^<]*)<\/title>/.exec(html);
  return { title: title?.[1], html: title ? html.slice(title[0].length) : html };
}

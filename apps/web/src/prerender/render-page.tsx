// Renders a public page to HTML at build time (the prerender build step), in one language, with no
// data: the live parts show the same loading state the browser's first render shows, so it hydrates.
import { QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { TitleCollectorContext } from '@/components/layout/page-title';
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

/** The page whole: the render waits for every lazy part and text file it suspends on. */
async function renderOnce(path: string): Promise<RenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let title: string | undefined;
  const collect = (text: string) => {
    title = text;
  };
  const page = (
    <StrictMode>
      <TitleCollectorContext.Provider value={collect}>
        <Providers queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </TitleCollectorContext.Provider>
    </StrictMode>
  );
  // The app is written against React's types and rendered by Preact (build/preact-aliases.ts).
  const html = await renderToStringAsync(page as unknown as Parameters<typeof renderToStringAsync>[0]);
  return { title, html };
}

export interface RenderedPage {
  /** The page's title (its PageTitle; the caller puts it in <head>, escaped). */
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
  return renderOnce(path);
}

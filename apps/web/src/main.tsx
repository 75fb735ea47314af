import type { Resource } from 'i18next';
import { type ComponentChild, render as renderOver } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { renderOverSentMarkup } from '@/components/layout/after-first-screen';
import { AppRoutes, loadRoute } from '@/app/router';
import { firstPageNamespaces, routeLoaderFor } from '@/app/route-loaders';
import { landingFirstQueries } from '@/features/landing';
import { rememberTimeZone } from '@/lib/display-zone';
import { embeddedFirstReads, primeFirstQueries } from '@/lib/first-reads';
import { forgetTypedValues, keepTypedValues } from '@/lib/form/typed-before-start';
import { changeLanguage, startI18n } from '@/lib/i18n';
import { detectLanguage, prerenderedLanguage, rememberLanguage, storedLanguage } from '@/lib/language';
import { loadBundle } from '@/lib/locale-bundles';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import '@/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/** The first page's texts in the visitor's language (src/preload.ts asked for them already). */
async function loadFirstTexts(): Promise<{
  language: ReturnType<typeof detectLanguage>;
  resources: Resource;
}> {
  const language = detectLanguage();
  const namespaces = firstPageNamespaces(window.location.pathname);
  const bundles = await Promise.allSettled(namespaces.map((namespace) => loadBundle(language, namespace)));
  // A text file that failed to load is asked for again by the first component that uses it.
  const loaded = namespaces.flatMap((namespace, index) => {
    const bundle = bundles[index];
    return bundle?.status === 'fulfilled' ? [[namespace, bundle.value] as const] : [];
  });
  return { language, resources: { [language]: Object.fromEntries(loaded) } };
}

// A public page comes prerendered in the language the server chose (the `language` cookie, else
// Accept-Language): the app takes it over (hydrates) in that language; other pages render from scratch.
const sentLanguage = prerenderedLanguage();
// A page the server renders per request (a signed-in visitor's dashboard, the landing for a visitor
// without a session) comes with the reads it was rendered from: the first render starts from them.
const firstReads = embeddedFirstReads();
// Hydration keeps the prerendered markup as it is, so only a page whose first render equals its
// prerender is hydrated. A query (the sign-up mode, a reset token, a record filter) can change that
// render, and a page rendered for the visitor may hold times in the server's zone: such a page is
// rendered afresh (Preact reuses the markup and corrects what differs), once its code and first data are
// in, so no loading state flashes in between.
const hydrates = sentLanguage !== null && window.location.search === '' && firstReads === undefined;

// (A failed load is tried again by the page itself.)
const replacesPrerender = sentLanguage !== null && !hydrates;
const route = routeLoaderFor(window.location.pathname);
// Once the texts are started (src/preload.ts already asked for the page's code).
const loadPage = () => (replacesPrerender && route ? loadRoute(route).catch(() => undefined) : undefined);
const queryClient = createQueryClient();
// The landing ships in this chunk; another page's first queries come with its code.
const firstQueries =
  window.location.pathname === '/' ? () => Promise.resolve(landingFirstQueries()) : route?.firstQueries;
const firstData =
  firstReads && firstQueries
    ? firstQueries()
        .then((queries) => primeFirstQueries(queryClient, queries, firstReads))
        .catch(() => undefined)
    : undefined;

void loadFirstTexts()
  .then(({ language, resources }) => startI18n(language, resources))
  .then(() => Promise.all([loadPage(), firstData]))
  .then(() => {
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>
    );
    // A page rendered afresh builds new fields: its forms start from what was typed into the sent ones.
    if (!hydrates) keepTypedValues(root);
    if (hydrates) hydrateRoot(root, app);
    // A page rendered for the visitor is taken over node for node by Preact's own render, which corrects
    // what differs (React's createRoot, and preact/compat's, empty #root first and build the page again,
    // as they still do, in the same frame, for a prerendered page whose query changes its first render).
    else if (firstReads) renderOverSentMarkup(() => renderOver(app as unknown as ComponentChild, root));
    else createRoot(root).render(app);
    setTimeout(forgetTypedValues, 0);
    const chosen = storedLanguage();
    // A choice stored before the cookie existed: the server learns it, the page switches once.
    if (chosen) rememberLanguage(chosen);
    if (chosen && sentLanguage && chosen !== sentLanguage) void changeLanguage(chosen);
  });

registerServiceWorker();
// The server renders the pages it renders per visitor (the dashboard, the landing) with their dates in this zone.
rememberTimeZone();

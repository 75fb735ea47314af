import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes, loadRoute } from '@/app/router';
import { firstPageNamespaces, routeLoaderFor } from '@/app/route-loaders';
import { landingFirstQueries } from '@/features/landing';
import { rememberTimeZone, sentPageZone, setHydrationZone } from '@/lib/display-zone';
import { embeddedFirstReads, primeFirstQueries } from '@/lib/first-reads';
import { startI18n } from '@/lib/i18n';
import {
  detectLanguage,
  type Language,
  prerenderedLanguage,
  rememberLanguage,
  storedLanguage,
} from '@/lib/language';
import { loadBundle } from '@/lib/locale-bundles';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import '@/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/** The first page's texts in the visitor's language (src/preload.ts asked for them already). */
async function loadFirstTexts(language: Language): Promise<{ language: Language; resources: Resource }> {
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
// Accept-Language), and some pages come rendered per request with the reads they were rendered from (a
// signed-in visitor's dashboard, the landing for a visitor without a session): React hydrates what was
// sent, in that language; a page sent empty is rendered in the browser.
const sentLanguage = prerenderedLanguage();
const chosenLanguage = storedLanguage();
// A page sent in another language than the one the visitor chose (a choice stored before the cookie
// existed) is rendered afresh in theirs: switching the language while React hydrates would meet the
// sent markup with other texts in the parts not yet hydrated.
const hydrates = sentLanguage !== null && (chosenLanguage === null || chosenLanguage === sentLanguage);
const firstLanguage = (hydrates && sentLanguage) || chosenLanguage || detectLanguage();
const firstReads = embeddedFirstReads();

const route = routeLoaderFor(window.location.pathname);
// Hydration starts once the page's code and texts are in (src/preload.ts asked for them already): an
// update reaching a part still waiting for its code (the session read answering, say) would make React
// drop that part's sent markup and show its loading state. A sent page rendered afresh waits for them
// too, so it replaces what was sent without a loading state. A failed load is tried again by the page.
const loadPage = () => (sentLanguage !== null && route ? loadRoute(route).catch(() => undefined) : undefined);
const queryClient = createQueryClient();
// The landing ships in this chunk; another page's first queries come with its code.
const firstQueries =
  window.location.pathname === '/' ? () => Promise.resolve(landingFirstQueries()) : route?.firstQueries;
// The first render starts from the reads the page was rendered from, so it equals the sent markup.
const firstData =
  firstReads && firstQueries
    ? firstQueries()
        .then((queries) => primeFirstQueries(queryClient, queries, firstReads))
        .catch(() => undefined)
    : undefined;

void loadFirstTexts(firstLanguage)
  .then(({ language, resources }) => startI18n(language, resources))
  .then(() => Promise.all([loadPage(), firstData]))
  .then(() => {
    // React hydrates the page in the zone its dates were rendered in (lib/display-zone).
    if (hydrates) setHydrationZone(sentPageZone());
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>
    );
    if (hydrates) hydrateRoot(root, app);
    else createRoot(root).render(app);
    // A choice stored before the cookie existed: the server learns it, and sends the next page in it.
    if (chosenLanguage) rememberLanguage(chosenLanguage);
  });

registerServiceWorker();
// The server renders the pages it renders per visitor (the dashboard, the landing) with their dates in this zone.
rememberTimeZone();

import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { firstPageNamespaces } from '@/app/route-loaders';
import { changeLanguage, startI18n } from '@/lib/i18n';
import { detectLanguage, prerenderedLanguage, rememberLanguage, storedLanguage } from '@/lib/language';
import { loadBundle } from '@/lib/locale-bundles';
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

void loadFirstTexts()
  .then(({ language, resources }) => startI18n(language, resources))
  .then(() => {
    const app = (
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>
    );
    if (sentLanguage) hydrateRoot(root, app);
    else createRoot(root).render(app);
    const chosen = storedLanguage();
    // A choice stored before the cookie existed: the server learns it, the page switches once.
    if (chosen) rememberLanguage(chosen);
    if (chosen && sentLanguage && chosen !== sentLanguage) void changeLanguage(chosen);
  });

registerServiceWorker();

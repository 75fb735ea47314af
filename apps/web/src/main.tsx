import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { firstPageNamespaces } from '@/app/route-loaders';
import { startI18n } from '@/lib/i18n';
import { detectLanguage } from '@/lib/language';
import { loadBundle } from '@/lib/locale-bundles';
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

void loadFirstTexts()
  .then(({ language, resources }) => startI18n(language, resources))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });

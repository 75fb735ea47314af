// The first script of index.html, a few hundred bytes: before the app's code has even downloaded, it
// starts the page's data requests, its texts in the visitor's language and, for a lazy page, its code.
// Imports only modules that import nothing of the app, or this chunk would wait for the whole entry.
import { firstPageNamespaces, routeLoaderFor } from './app/route-loaders';
import { startEarlyRequestsFor } from './lib/early-requests';
import { detectLanguage } from './lib/language';
import { loadBundle } from './lib/locale-bundles';

const { pathname } = window.location;
startEarlyRequestsFor(pathname);
const language = detectLanguage();
for (const namespace of firstPageNamespaces(pathname))
  void loadBundle(language, namespace).catch(() => undefined);
void routeLoaderFor(pathname)
  ?.load()
  .catch(() => undefined);

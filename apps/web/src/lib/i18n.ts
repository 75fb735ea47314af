import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language, rememberLanguage } from './language';
import { loadBundle, NAMESPACE_FILES, type Namespace } from './locale-bundles';

export { detectLanguage, type Language, LANGUAGES } from './language';

function isNamespace(value: string): value is Namespace {
  return Object.hasOwn(NAMESPACE_FILES, value);
}

// A namespace a page did not ask for ahead (its route lists them) still loads when a component uses it.
const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    loadBundle(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Initialises i18next with the texts already loaded (`resources`); synchronous, so the first render is
 * translated. The app passes the page's namespaces in its language; tests pass every file.
 */
export function startI18n(language: Language, resources: Resource): Promise<unknown> {
  const started = i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: ['es', 'en'],
      ns: Object.keys(resources[language] ?? {}),
      defaultNS: 'common',
      initAsync: false,
      returnNull: false,
      // A missing key renders as the key path without its namespace (`t('common:nope.key')` → `nope.key`).
      appendNamespaceToMissingKey: false,
      parseMissingKeyHandler: (key) => key,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18n.language);
  // Registered after init so only real changes (not the detection) are remembered.
  i18n.on('languageChanged', (changed) => {
    applyDocumentLanguage(changed);
    if (isLanguage(changed)) rememberLanguage(changed);
  });
  return started;
}

/** Loads the texts of `namespaces` in the active language (a route does it before it renders). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** Switches language once every namespace loaded so far is there in the new one: no key flashes. */
export async function changeLanguage(language: Language): Promise<unknown> {
  const loaded = Object.keys(i18n.store.data[i18n.language] ?? {}).filter(isNamespace);
  await Promise.all(
    loaded
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        i18n.addResourceBundle(language, namespace, await loadBundle(language, namespace), true, true);
      }),
  );
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export default i18n;

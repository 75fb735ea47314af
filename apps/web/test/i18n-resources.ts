import type { Resource } from 'i18next';
import { NAMESPACE_FILES } from '@/lib/locale-bundles';
import type { I18nResources } from '@/types/i18n-resources';

// Tests get every text up front, as a page does once its route has loaded its namespaces.
const files = import.meta.glob<Record<string, unknown>>('../src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function bundlesFor(language: 'es' | 'en'): I18nResources {
  const bundles = Object.fromEntries(
    Object.entries(NAMESPACE_FILES).map(([namespace, file]) => {
      const bundle = files[`../src/locales/${language}/${file}.json`];
      if (!bundle) throw new Error(`missing locale file ${language}/${file}.json`);
      return [namespace, bundle];
    }),
  );
  return bundles as I18nResources;
}

export const resources = { es: bundlesFor('es'), en: bundlesFor('en') } satisfies Resource;

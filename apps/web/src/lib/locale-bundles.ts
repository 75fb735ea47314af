import type { Language } from './language';

/** Each i18next namespace and its file under src/locales/<language>/. */
export const NAMESPACE_FILES = {
  common: 'common',
  landing: 'landing',
  auth: 'auth',
  dashboard: 'dashboard',
  admin: 'admin',
  adminRecords: 'admin-records',
  lab: 'lab',
  analyze: 'analyze',
  errors: 'errors',
  notFound: 'not-found',
  footer: 'footer',
  users: 'users',
  record: 'record',
} as const;
export type Namespace = keyof typeof NAMESPACE_FILES;

export type Bundle = Record<string, unknown>;

// One small chunk per language and namespace: a page downloads only the texts it shows, in its language.
const loaders = import.meta.glob<Bundle>('../locales/*/*.json', { import: 'default' });

/** The texts of one namespace in one language (the same module, so one download, however often asked). */
export function loadBundle(language: Language, namespace: Namespace): Promise<Bundle> {
  const load = loaders[`../locales/${language}/${NAMESPACE_FILES[namespace]}.json`];
  if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
  return load();
}

/** What every page shows: the header, the footer (which links the record) and the API's error messages. */
export const SHELL_NAMESPACES = [
  'common',
  'footer',
  'record',
  'errors',
] as const satisfies readonly Namespace[];

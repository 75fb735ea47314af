import type { Language } from './language';

/** Each i18next namespace and its file under src/locales/<language>/. */
export const NAMESPACE_FILES = {
  common: 'common',
  landing: 'landing',
  auth: 'auth',
  dashboard: 'dashboard',
  admin: 'admin',
  picks: 'picks',
  stats: 'stats',
  lab: 'lab',
  labConfig: 'lab-config',
  labFormulas: 'lab-formulas',
  labBacktests: 'lab-backtests',
  labExport: 'lab-export',
  massey: 'massey',
  danyscore: 'danyscore',
  genius: 'genius',
  analyze: 'analyze',
  errors: 'errors',
  notFound: 'not-found',
  footer: 'footer',
  users: 'users',
  record: 'record',
  notifications: 'notifications',
  backup: 'backup',
  account: 'account',
  bets: 'bets',
} as const;
export type Namespace = keyof typeof NAMESPACE_FILES;

export type Bundle = Record<string, unknown>;

/**
 * What every page shows: the header and the footer. The API's error messages
 * (`errors`) load with the pages that have forms and with the first refused request (lib/api-client).
 */
export const SHELL_NAMESPACES = ['common', 'footer'] as const satisfies readonly Namespace[];

// The shell and the landing page's texts travel together, one file per language (locales/<language>/
// first-page.ts): a first visit makes one request for its texts, not five. The other namespaces are a
// small chunk each, per language: a page downloads only the texts it shows, in its language.
type FirstPageNamespace = (typeof SHELL_NAMESPACES)[number] | 'landing';
const FIRST_PAGE: ReadonlySet<Namespace> = new Set<FirstPageNamespace>([...SHELL_NAMESPACES, 'landing']);
const firstPageLoaders: Record<Language, () => Promise<Record<FirstPageNamespace, Bundle>>> = {
  es: () => import('../locales/es/first-page'),
  en: () => import('../locales/en/first-page'),
};
const loaders = import.meta.glob<Bundle>(
  [
    '../locales/*/*.json',
    '!../locales/*/common.json',
    '!../locales/*/footer.json',
    '!../locales/*/landing.json',
  ],
  { import: 'default' },
);

function isFirstPage(namespace: Namespace): namespace is FirstPageNamespace {
  return FIRST_PAGE.has(namespace);
}

/** The texts of one namespace in one language (the same module, so one download, however often asked). */
export async function loadBundle(language: Language, namespace: Namespace): Promise<Bundle> {
  if (isFirstPage(namespace)) return (await firstPageLoaders[language]())[namespace];
  const load = loaders[`../locales/${language}/${NAMESPACE_FILES[namespace]}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return load();
}

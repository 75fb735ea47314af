import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdminRecords from '@/locales/en/admin-records.json';
import enAdmin from '@/locales/en/admin.json';
import enAnalyze from '@/locales/en/analyze.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enDashboard from '@/locales/en/dashboard.json';
import enErrors from '@/locales/en/errors.json';
import enFooter from '@/locales/en/footer.json';
import enLab from '@/locales/en/lab.json';
import enLanding from '@/locales/en/landing.json';
import enNotFound from '@/locales/en/not-found.json';
import enRecord from '@/locales/en/record.json';
import enUsers from '@/locales/en/users.json';
import esAdminRecords from '@/locales/es/admin-records.json';
import esAdmin from '@/locales/es/admin.json';
import esAnalyze from '@/locales/es/analyze.json';
import esAuth from '@/locales/es/auth.json';
import esCommon from '@/locales/es/common.json';
import esDashboard from '@/locales/es/dashboard.json';
import esErrors from '@/locales/es/errors.json';
import esFooter from '@/locales/es/footer.json';
import esLab from '@/locales/es/lab.json';
import esLanding from '@/locales/es/landing.json';
import esNotFound from '@/locales/es/not-found.json';
import esRecord from '@/locales/es/record.json';
import esUsers from '@/locales/es/users.json';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_STORAGE_KEY = 'language';

export const resources = {
  es: {
    common: esCommon,
    landing: esLanding,
    auth: esAuth,
    dashboard: esDashboard,
    admin: esAdmin,
    adminRecords: esAdminRecords,
    lab: esLab,
    analyze: esAnalyze,
    errors: esErrors,
    notFound: esNotFound,
    footer: esFooter,
    users: esUsers,
    record: esRecord,
  },
  en: {
    common: enCommon,
    landing: enLanding,
    auth: enAuth,
    dashboard: enDashboard,
    admin: enAdmin,
    adminRecords: enAdminRecords,
    lab: enLab,
    analyze: enAnalyze,
    errors: enErrors,
    notFound: enNotFound,
    footer: enFooter,
    users: enUsers,
    record: enRecord,
  },
} as const;

function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy modes); the browser language still decides.
    return null;
  }
}

/** Stored choice first; otherwise Spanish when the browser language starts with `es`, else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return browser.toLowerCase().startsWith('es') ? 'es' : 'en';
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.es),
  defaultNS: 'common',
  // Bundled resources: initialise synchronously so the first render is already translated.
  initAsync: false,
  returnNull: false,
  // A missing key renders as the key path without its namespace (`t('common:nope.key')` → `nope.key`).
  appendNamespaceToMissingKey: false,
  parseMissingKeyHandler: (key) => key,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
applyDocumentLanguage(i18n.language);

// Registered after init so only real changes (not the detection above) are remembered.
i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  if (!isLanguage(language)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page view only.
  }
});

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export default i18n;

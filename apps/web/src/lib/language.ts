// The interface language, readable before i18next loads: the early preload module needs it too.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';
/** The cookie the server reads to send a prerendered page in the visitor's language. */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

/** The language the visitor chose, if they ever did. */
export function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy modes); the browser language still decides.
    return null;
  }
}

/**
 * The language of the page the server sent already rendered (`<html data-prerendered lang>`), if it
 * did: the app's first render must be in it to take the page over without a flash.
 */
export function prerenderedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const html = document.documentElement;
  return html.hasAttribute('data-prerendered') && isLanguage(html.lang) ? html.lang : null;
}

/**
 * The prerendered page's language first; then the stored choice; otherwise Spanish when the browser
 * language starts with `es`, else English.
 */
export function detectLanguage(): Language {
  const chosen = prerenderedLanguage() ?? storedLanguage();
  if (chosen) return chosen;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return browser.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Keeps the visitor's choice: in storage for the app, in a cookie for the server's first answer. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

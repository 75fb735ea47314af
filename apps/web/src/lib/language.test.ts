import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { detectLanguage, prerenderedLanguage } from '@/lib/language';

const html = document.documentElement;
afterEach(async () => {
  html.removeAttribute('data-prerendered');
  document.cookie = 'language=; Path=/; Max-Age=0';
  await changeLanguage('es');
});

describe('the language of a prerendered page', () => {
  it('is the page’s own, before the stored choice and the browser’s, so the app takes it over as sent', () => {
    html.setAttribute('data-prerendered', '');
    html.lang = 'en';
    window.localStorage.setItem('language', 'es');
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('es-ES');
    expect(prerenderedLanguage()).toBe('en');
    expect(detectLanguage()).toBe('en');
  });

  it('counts only on a page the server prerendered', () => {
    html.lang = 'en';
    window.localStorage.setItem('language', 'es');
    expect(prerenderedLanguage()).toBeNull();
    expect(detectLanguage()).toBe('es');
  });
});

describe('a language the visitor sets', () => {
  it('is kept in storage and in the cookie the server reads for its first answer', async () => {
    await changeLanguage('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
    await changeLanguage('es');
    expect(document.cookie).toContain('language=es');
  });
});

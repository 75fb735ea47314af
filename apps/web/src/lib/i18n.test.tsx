import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { formatShortDate } from '@/lib/format';
import i18n, { changeLanguage, detectLanguage } from '@/lib/i18n';

function setBrowserLanguage(language: string) {
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
}

describe('language detection', () => {
  it('uses the stored language first', () => {
    window.localStorage.setItem('language', 'en');
    setBrowserLanguage('es-MX');
    expect(detectLanguage()).toBe('en');
  });

  it('picks Spanish for a browser language starting with es when nothing is stored', () => {
    setBrowserLanguage('es-MX');
    expect(detectLanguage()).toBe('es');
  });

  it('picks English for any other browser language', () => {
    setBrowserLanguage('fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    window.localStorage.setItem('language', 'de');
    setBrowserLanguage('es-ES');
    expect(detectLanguage()).toBe('es');
  });
});

describe('language switcher', () => {
  afterEach(async () => {
    await act(() => changeLanguage('es'));
  });

  it('stores the chosen language under `language` and updates <html lang>', async () => {
    await act(() => changeLanguage('es'));
    window.localStorage.clear();
    render(<LanguageSwitcher />);
    const group = screen.getByTestId('language-switcher');
    expect(group.getAttribute('aria-label')).toBe('Idioma');

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));

    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('language-switcher').getAttribute('aria-label')).toBe('Language');
  });
});

function UnknownKey() {
  const { t } = useTranslation('landing');
  return <p>{(t as unknown as (key: string) => string)('nope.key')}</p>;
}

describe('translations', () => {
  // Documented behaviour: a missing key renders as its key path without the namespace.
  it('shows an unknown key as the key itself', async () => {
    await act(() => changeLanguage('en'));
    const translate = i18n.t as unknown as (key: string) => string;
    expect(translate('common:nope.key')).toBe('nope.key');
    render(<UnknownKey />);
    expect(screen.getByText('nope.key')).toBeTruthy();
    await act(() => changeLanguage('es'));
  });

  it('formats short dates with Spanish month names in Spanish', () => {
    const date = new Date(2025, 9, 5, 18, 30);
    expect(formatShortDate(date, 'es')).toBe('05 oct 18:30');
    expect(formatShortDate(date, 'en')).toBe('05 Oct 18:30');
  });
});

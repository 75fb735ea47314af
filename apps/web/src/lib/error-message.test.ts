import { REASONS } from '@arcade/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { changeLanguage } from '@/lib/i18n';
import { resources } from '@test/i18n-resources';

const LANGUAGES = ['es', 'en'] as const;

const textsOf = (language: (typeof LANGUAGES)[number]): Record<string, unknown> =>
  resources[language].errors.reasons;

/** The names a text interpolates (`{{team}}`, `{{ max, number }}` → `max`), sorted. */
function placeholdersOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

const refusal = (reason: string) =>
  new ApiError({ status: 400, message: '400', code: 'VALIDATION_ERROR', serverMessage: 'English', reason });

describe('every refusal reason of the contract has a text in each language', () => {
  afterEach(() => changeLanguage('es'));

  it.each(LANGUAGES)('errors:reasons in %s holds a non-empty text for every reason', (language) => {
    const texts = textsOf(language);
    const missing = REASONS.filter((reason) => {
      const text = texts[reason];
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('errors:reasons in %s holds no reason the contract does not list', (language) => {
    const known = new Set<string>(REASONS);
    const unknown = Object.keys(textsOf(language)).filter((reason) => !known.has(reason));
    expect(unknown).toEqual([]);
  });

  it('the es and en texts of a reason interpolate the same names', () => {
    const differing = REASONS.filter(
      (reason) =>
        placeholdersOf(textsOf('es')[reason]).join(',') !== placeholdersOf(textsOf('en')[reason]).join(','),
    ).map((reason) => ({
      reason,
      es: placeholdersOf(textsOf('es')[reason]),
      en: placeholdersOf(textsOf('en')[reason]),
    }));
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)(
    'a refusal shows its reason’s text in %s, never the server’s message',
    async (language) => {
      await changeLanguage(language);
      const shown = REASONS.map((reason) => getErrorMessage(refusal(reason)));
      expect(shown).toEqual(REASONS.map((reason) => textsOf(language)[reason]));
      expect(shown).not.toContain('English');
    },
  );
});

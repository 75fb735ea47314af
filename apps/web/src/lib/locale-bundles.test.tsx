import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import i18n, { changeLanguage } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/language';
import { loadBundle, NAMESPACE_FILES, type Namespace } from '@/lib/locale-bundles';
import { resources } from '@test/i18n-resources';

const namespaces = Object.keys(NAMESPACE_FILES) as Namespace[];

describe('texts loaded per page', () => {
  it.each(LANGUAGES)('loads every namespace in %s as its locale file holds it', async (language) => {
    for (const namespace of namespaces) {
      expect(await loadBundle(language, namespace), namespace).toEqual(resources[language][namespace]);
    }
  });

  it('loads a namespace a page did not ask for ahead when a component uses it', async () => {
    await act(() => changeLanguage('es'));
    // As if never loaded: no texts, and i18next's record of having loaded them gone too.
    i18n.removeResourceBundle('es', 'lab');
    const connector = i18n.services.backendConnector as unknown as { state: Record<string, unknown> };
    delete connector.state['es|lab'];
    function LabTitle() {
      const { t } = useTranslation('lab');
      return <h1>{t('page.title')}</h1>;
    }
    render(<LabTitle />);
    expect(await screen.findByRole('heading', { name: resources.es.lab.page.title })).toBeTruthy();
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { jsonResponse, renderApp } from '@test/helpers';

const provider = (overrides: Record<string, unknown>) => ({
  provider: 'demo',
  sport: 'nba',
  lastSyncAt: null,
  lastSuccessAt: null,
  lastError: null,
  quota: null,
  isDemo: true,
  isActive: true,
  ...overrides,
});

describe('admin panel shell', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('counts pending, approved/published without result and graded picks in the tab labels', async () => {
    stubAdmin([
      makePick({ status: 'pending' }),
      makePick({ status: 'pending' }),
      makePick({ status: 'approved' }),
      makePick({ status: 'published' }),
      makePick({ status: 'published', result: 'win', profit: 11 }),
    ]);
    renderApp('/admin');

    expect((await screen.findByTestId('admin-tab-count-pending')).textContent).toBe('2');
    expect(screen.getByTestId('admin-tab-count-approved').textContent).toBe('2');
    expect(screen.getByTestId('admin-tab-count-history').textContent).toBe('1');
    expect(screen.getByRole('tab', { name: /Pendientes/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Aprobados\/Publicados/ })).toBeTruthy();
  });

  it('offers every admin tab, in order, none disabled', async () => {
    stubAdmin([]);
    renderApp('/admin');
    await screen.findByRole('tab', { name: /Genius Chat/ });
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
    const order = [
      'Pendientes',
      'Aprobados',
      'Historial',
      'Usuarios',
      'Stats',
      'Configuración',
      'Picks Manuales',
      'Genius Chat',
      'Massey Ratings',
      'DanyScore NBA 1.0',
    ];
    expect(order.map((name) => names.findIndex((label) => label.includes(name)))).toEqual(
      order.map((_, i) => i),
    );
    for (const tab of screen.getAllByRole('tab')) expect(tab.hasAttribute('disabled')).toBe(false);
  });

  it('shows the Demo data badge only when an active provider serves the simulated market', async () => {
    stubAdmin([], {
      '/api/admin/providers': () => jsonResponse({ providers: [provider({ isDemo: true, isActive: true })] }),
    });
    const view = renderApp('/admin');
    expect((await screen.findByTestId('demo-badge')).textContent).toBe('Datos de demostración');
    view.unmount();

    stubAdmin([], {
      '/api/admin/providers': () =>
        jsonResponse({
          providers: [
            provider({ isDemo: true, isActive: false }),
            provider({ provider: 'odds-api', isDemo: false }),
          ],
        }),
    });
    renderApp('/admin');
    await screen.findByTestId('admin-tab-count-pending');
    expect(screen.queryByTestId('demo-badge')).toBeNull();
  });

  it('links the header buttons to the lab, the user view, the analyze tool and home', async () => {
    stubAdmin([]);
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Ir a otras pantallas' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Lab', '/laboratory'],
      ['Ver como Usuario', '/dashboard'],
      ['Analizar Pick', '/analyze-pick'],
      ['Home', '/'],
    ]);
  });
});

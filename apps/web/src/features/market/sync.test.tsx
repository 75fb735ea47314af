import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

const counts = {
  events: 0,
  eventsAdded: 0,
  eventsUpdated: 0,
  eventsPriced: 0,
  pricesStored: 0,
  pricesUnchanged: 0,
  odds: 0,
  scores: 0,
};

describe('Sincronizar', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('shows progress while it runs, then toasts events and current prices per sport and provider errors', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = stubAdmin([], {
      '/api/admin/sync': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sincronizar' }));

    const busy = await screen.findByRole('button', { name: 'Sincronizando...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('sync-progress')).toBeTruthy();

    act(() =>
      finish(
        jsonResponse({
          results: [
            {
              ...counts,
              provider: 'odds-api',
              sport: 'nba',
              events: 12,
              eventsAdded: 2,
              eventsUpdated: 3,
              eventsPriced: 10,
              pricesStored: 48,
              pricesUnchanged: 52,
              odds: 48,
              scores: 3,
              graded: 2,
            },
            // A healthy sync soon after another: every price current, none new.
            {
              ...counts,
              provider: 'odds-api',
              sport: 'soccer',
              events: 30,
              eventsPriced: 28,
              pricesUnchanged: 1200,
            },
            { ...counts, provider: 'odds-api', sport: 'nhl', error: 'quota exhausted' },
            {
              ...counts,
              provider: 'odds-api',
              sport: 'nfl',
              error: 'rate limited',
              retryAt: '2026-11-24T08:30:00.000Z',
            },
          ],
        }),
      ),
    );

    expect(await screen.findByText('Mercado sincronizado')).toBeTruthy();
    const summary = screen.getByTestId('sync-summary');
    expect(summary.textContent).toContain(
      'NBA: 12 eventos (2 nuevos, 3 actualizados), 10 con cuotas · 100 cuotas vigentes, 48 nuevas',
    );
    expect(summary.textContent).toContain(
      'Fútbol: 30 eventos (0 nuevos, 0 actualizados), 28 con cuotas · 1200 cuotas vigentes, 0 nuevas',
    );
    expect(summary.textContent).not.toContain(' 0 cuotas');
    expect(summary.textContent).toContain('2 picks calificados');
    expect(summary.textContent).toContain('The Odds API (NHL): quota exhausted');
    expect(summary.textContent).toContain(
      'The Odds API (NFL): el proveedor pidió esperar hasta el 24 nov 08:30',
    );
    expect(await screen.findByRole('button', { name: 'Sincronizar' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/sync')[0]?.init?.method).toBe('POST');
  });

  it('says "Error al sincronizar" when the sync fails', async () => {
    stubAdmin([], {
      '/api/admin/sync': () => jsonResponse({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }, 503),
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sincronizar' }));

    expect(await screen.findByText('Error al sincronizar')).toBeTruthy();
    expect(screen.getByText('El servicio no está disponible en este momento')).toBeTruthy();
  });
});

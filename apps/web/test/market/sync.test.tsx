import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubAdmin } from '../fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '../helpers';

describe('Sincronizar', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('shows progress while it runs, then toasts events and odds per sport and provider errors', async () => {
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
            { provider: 'odds-api', sport: 'nba', events: 12, odds: 48, scores: 3, graded: 2 },
            { provider: 'odds-api', sport: 'soccer', events: 30, odds: 1200, scores: 0 },
            { provider: 'odds-api', sport: 'nhl', events: 0, odds: 0, scores: 0, error: 'quota exhausted' },
          ],
        }),
      ),
    );

    expect(await screen.findByText('Mercado sincronizado')).toBeTruthy();
    const summary = screen.getByTestId('sync-summary');
    expect(summary.textContent).toContain('NBA: 12 eventos, 48 cuotas');
    expect(summary.textContent).toContain('Fútbol: 30 eventos, 1200 cuotas');
    expect(summary.textContent).toContain('2 picks calificados');
    expect(summary.textContent).toContain('odds-api (NHL): quota exhausted');
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

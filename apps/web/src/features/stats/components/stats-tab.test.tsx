import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { StatsTab } from './stats-tab';

const stats = {
  totalUsers: 42,
  regularUsers: 40,
  adminUsers: 2,
  totalPicks: 120,
  publishedPicks: 80,
  pendingPicks: 7,
  picksWithResults: 95,
  usersWithFreePick: 13,
  peopleTrackingBets: 9,
  betsRecorded: 1450,
};

describe('stats tab', () => {
  beforeEach(() => changeLanguage('es'));

  it('counts one regular and one admin in the singular, in Spanish and English', async () => {
    stubFetch({
      '/api/admin/stats': () => jsonResponse({ ...stats, totalUsers: 2, regularUsers: 1, adminUsers: 1 }),
    });
    const { unmount } = renderWithProviders(<StatsTab />);
    await screen.findByTestId('stat-total-users-value');
    const split = () => screen.getByTestId('stat-total-users').textContent ?? '';
    expect(split()).toContain('1 regular · 1 admin');
    expect(split()).not.toMatch(/1 regulares|1 admins/);
    unmount();
    await changeLanguage('en');
    renderWithProviders(<StatsTab />);
    await screen.findByTestId('stat-total-users-value');
    expect(split()).toContain('1 regular · 1 admin');
    expect(split()).not.toMatch(/1 regulars|1 admins/);
  });

  it('shows users with their split, every pick, the published, pending and graded ones, free picks left and bets tracked', async () => {
    stubFetch({ '/api/admin/stats': () => jsonResponse(stats) });
    renderWithProviders(<StatsTab />);

    expect((await screen.findByTestId('stat-total-users-value')).textContent).toBe('42');
    expect(screen.getByTestId('stat-total-users').textContent).toContain('40 regulares · 2 admin');
    expect(screen.getByTestId('stat-total-picks-value').textContent).toBe('120');
    expect(screen.getByTestId('stat-total-picks').textContent).toContain('Picks totales');
    expect(screen.getByTestId('stat-total-picks').textContent).toContain('Todos, en cualquier estado');
    expect(screen.getByTestId('stat-published-picks-value').textContent).toBe('80');
    expect(screen.getByTestId('stat-published-picks').textContent).toContain('Publicados');
    expect(screen.getByTestId('stat-pending-picks-value').textContent).toBe('7');
    expect(screen.getByTestId('stat-picks-with-results-value').textContent).toBe('95');
    expect(screen.getByTestId('stat-free-pick-value').textContent).toBe('13');
    expect(screen.getByTestId('stat-people-tracking-bets-value').textContent).toBe('9');
    expect(screen.getByTestId('stat-people-tracking-bets').textContent).toContain(
      'Personas que registran apuestas',
    );
    expect(screen.getByTestId('stat-bets-recorded-value').textContent).toBe('1450');
    expect(screen.getByTestId('stat-bets-recorded').textContent).toContain('Apuestas registradas');
  });

  it('shows "Error al cargar estadísticas: …" inline and retries on demand', async () => {
    let fail = true;
    const fetchMock = stubFetch({
      '/api/admin/stats': () =>
        fail
          ? jsonResponse({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403)
          : jsonResponse(stats),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatsTab />);

    const error = await screen.findByTestId('stats-error');
    expect(error.textContent).toContain(
      'Error al cargar estadísticas: No tienes permiso para realizar esta acción',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByTestId('stat-total-users-value')).textContent).toBe('42');
    expect(callsTo(fetchMock, '/api/admin/stats')).toHaveLength(2);
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    stubFetch({ '/api/admin/stats': () => jsonResponse({ ...stats, totalUsers: 1234 }) });
    renderWithProviders(<StatsTab />);
    expect((await screen.findByTestId('stat-total-users-value')).textContent).toBe('1,234');
    expect(screen.getByText('Free pick available')).toBeTruthy();
    expect(screen.getByTestId('stat-total-picks').textContent).toContain('Total picks');
    expect(screen.getByTestId('stat-published-picks').textContent).toContain('Published');
    expect(screen.getByTestId('stat-people-tracking-bets').textContent).toContain('People tracking bets');
    expect(screen.getByTestId('stat-people-tracking-bets-value').textContent).toBe('9');
    expect(screen.getByTestId('stat-bets-recorded').textContent).toContain('Bets recorded');
    expect(screen.getByTestId('stat-bets-recorded-value').textContent).toBe('1,450');
  });
});

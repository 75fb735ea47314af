import type { AdminUser } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { jsonResponse, renderApp, stubNarrowWindow } from '@test/helpers';
import { makeAdminUser, stubUsersTab, subscriptionPath } from './users-fixtures';

describe('Usuarios tab: who is on a break', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('shows who is on a break and until when, who self-excluded, and "—" for everyone else, in es and en', async () => {
    const resting = makeAdminUser({
      email: 'rest@example.com',
      onBreak: { endsAt: '2026-12-12T18:30:00.000Z', permanent: false },
    });
    const excluded = makeAdminUser({ email: 'out@example.com', onBreak: { endsAt: null, permanent: true } });
    const playing = makeAdminUser({ email: 'on@example.com' });
    stubUsersTab([resting, excluded, playing]);
    renderApp('/admin?tab=users');

    const table = await screen.findByTestId('users-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Descanso');
    const cell = (user: AdminUser) =>
      within(screen.getByTestId(`user-row-${user.id}`)).getByTestId('user-break');
    // The date's own spaces do not break: a narrow cell wraps before the time only.
    const breakText = (user: AdminUser) => cell(user).textContent?.replace(/\u00a0/g, ' ');
    expect(breakText(resting)).toBe('En descanso hasta el 12 dic 2026, 18:30');
    expect(cell(resting).querySelector('time')?.getAttribute('datetime')).toBe('2026-12-12T18:30:00.000Z');
    expect(breakText(excluded)).toBe('Autoexcluido');
    expect(breakText(playing)).toBe('—');

    await changeLanguage('en');
    await waitFor(() => expect(breakText(resting)).toBe('On a break until Dec 12, 2026, 18:30'));
    expect(breakText(excluded)).toBe('Self-excluded');
    expect(within(table).getByRole('columnheader', { name: 'Break' })).toBeTruthy();
  });

  it("shows the break on a phone's card too", async () => {
    stubNarrowWindow();
    const resting = makeAdminUser({ onBreak: { endsAt: '2027-03-01T09:05:00.000Z', permanent: false } });
    const excluded = makeAdminUser({ onBreak: { endsAt: null, permanent: true } });
    stubUsersTab([resting, excluded]);
    renderApp('/admin?tab=users');

    const card = within(await screen.findByTestId(`user-card-${resting.id}`));
    expect(card.getByText('Descanso')).toBeTruthy();
    expect(card.getByTestId('user-break').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'En descanso hasta el 1 mar 2027, 09:05',
    );
    expect(within(screen.getByTestId(`user-card-${excluded.id}`)).getByTestId('user-break').textContent).toBe(
      'Autoexcluido',
    );
  });

  it('says whose break refused a plan, and until when, instead of addressing the admin as the one on a break', async () => {
    const endsAt = '2026-12-12T18:30:00.000Z';
    const resting = makeAdminUser({ email: 'rest@example.com', onBreak: { endsAt, permanent: false } });
    const excluded = makeAdminUser({ email: 'out@example.com', onBreak: { endsAt: null, permanent: true } });
    const refused = (details: Record<string, unknown>) => () =>
      jsonResponse(
        {
          error: {
            code: 'CONFLICT',
            message: 'This account is on a break from gambling',
            reason: 'on_break',
            details,
          },
        },
        409,
      );
    stubUsersTab([resting, excluded], [], {
      routes: {
        [subscriptionPath(resting)]: refused({ endsAt, permanent: false }),
        [subscriptionPath(excluded)]: refused({ endsAt: null, permanent: true }),
      },
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Plan de rest@example.com' }),
      'diamante',
    );
    expect((await screen.findAllByText('Error al actualizar la suscripción'))[0]).toBeTruthy();
    expect(
      screen.getAllByText(
        'rest@example.com está en un descanso del juego hasta el 12 dic 2026, 18:30: hasta entonces no se le puede asignar un plan.',
      )[0],
    ).toBeTruthy();
    expect(screen.queryByText(/^Estás en un descanso/)).toBeNull();
    act(() => dismissToast());

    await changeLanguage('en');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Plan of out@example.com' }), 'vip');
    expect(
      (
        await screen.findAllByText(
          'out@example.com has self-excluded from gambling: no plan can be granted to them.',
        )
      )[0],
    ).toBeTruthy();
  });
});

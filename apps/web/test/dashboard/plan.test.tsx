import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeUser, renderApp } from '../helpers';
import { makeLocked, stubDashboard } from './fixtures';

describe("the user's plan on the dashboard", () => {
  beforeEach(() => changeLanguage('en'));

  it('shows the plan, the tiers it includes and the date it runs until', async () => {
    stubDashboard({
      user: makeUser({
        activeSubscription: {
          plan: 'platinum',
          status: 'active',
          currentPeriodEnd: '2030-03-14T18:30:00.000Z',
        },
      }),
    });
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByTestId('plan-name').textContent).toBe('Platinum plan');
    expect(within(card).getByTestId('plan-period').textContent).toMatch(/^Active until 14 Mar \d\d:30$/);
    expect(within(card).getByText('VIP')).toBeTruthy();
    expect(within(card).getByText('Exclusivo')).toBeTruthy();
    expect(within(card).getByText('Platinum')).toBeTruthy();
    expect(within(card).queryByText('Diamante')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Change plan' })).toBeTruthy();
  });

  it('marks the tier cards the plan includes', async () => {
    stubDashboard({
      user: makeUser({
        activeSubscription: { plan: 'exclusivo', status: 'active', currentPeriodEnd: null },
      }),
    });
    renderApp('/dashboard');
    expect(within(await screen.findByTestId('plan-card')).getByTestId('plan-period').textContent).toBe(
      'Active, no end date',
    );
    expect(within(await screen.findByTestId('tier-card-vip')).getByText('In your plan')).toBeTruthy();
    expect(within(screen.getByTestId('tier-card-exclusivo')).getByText('In your plan')).toBeTruthy();
    expect(within(screen.getByTestId('tier-card-platinum')).queryByText('In your plan')).toBeNull();
  });

  it('says "Sin plan" without one, and subscribing says plainly that the team grants plans: no checkout', async () => {
    await changeLanguage('es');
    const fetchMock = stubDashboard({ picks: [makeLocked()] });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByTestId('plan-name').textContent).toBe('Sin plan');
    const requestsBefore = fetchMock.mock.calls.length;

    await user.click(within(card).getByRole('button', { name: 'Suscribirse' }));
    const dialog = await screen.findByTestId('subscribe-dialog');
    expect(dialog.textContent).toContain('Todavía no cobramos en línea');
    expect(dialog.textContent).toContain('el equipo de Arcade ValueBets activa los planes a mano');
    expect(dialog.textContent).toContain('ana@example.com');
    for (const plan of ['VIP', 'Exclusivo', 'Platinum', 'Diamante']) {
      expect(within(dialog).getAllByText(plan).length).toBeGreaterThan(0);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByTestId('subscribe-dialog')).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(requestsBefore);
  });

  it('says the same in English', async () => {
    stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByTestId('plan-name').textContent).toBe('No plan');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByTestId('subscribe-dialog')).textContent).toContain(
      'We do not take payments online yet',
    );
  });

  it('tells an admin they see every tier, with no plan to buy', async () => {
    stubDashboard({ user: makeUser({ role: 'admin' }) });
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(card.textContent).toContain('Administrator: you see every tier');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

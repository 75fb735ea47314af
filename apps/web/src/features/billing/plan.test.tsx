import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeUser, renderApp } from '@test/helpers';
import { makeLocked, stubDashboard } from '@test/fixtures/dashboard';
import { makeSubscription, paidSubscription } from '@test/fixtures/billing';

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe("the user's plan on the dashboard", () => {
  beforeEach(() => changeLanguage('en'));

  it('shows a plan granted by hand, the tiers it includes and the hour it runs until', async () => {
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
    expect(within(card).getByTestId('plan-note').textContent).toBe(
      'Granted by the team: renewed by hand every week.',
    );
    expect(within(card).getByText('VIP')).toBeTruthy();
    expect(within(card).getByText('Exclusivo')).toBeTruthy();
    expect(within(card).getByText('Platinum')).toBeTruthy();
    expect(within(card).queryByText('Diamante')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Change plan' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Manage subscription' })).toBeNull();
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

  it('shows when a paid plan renews', async () => {
    stubDashboard({ subscription: paidSubscription('vip') });
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    // Until the subscription's read answers, the card shows the session's plan (none in this fixture).
    expect(await within(card).findByText('Renews on Mar 14, 2030')).toBeTruthy();
    expect(within(card).getByTestId('plan-name').textContent).toBe('VIP plan');
    expect(within(card).getByTestId('plan-note').textContent).toBe(
      'Paid weekly through Stripe: change plan or cancel any time.',
    );
    expect(within(card).getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('shows the end date of a cancelled paid plan instead of a renewal, in both languages', async () => {
    stubDashboard({ subscription: paidSubscription('diamante', { cancelAtPeriodEnd: true }) });
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect((await within(card).findByTestId('plan-period')).textContent).toBe('Ends on Mar 14, 2030');
    expect(within(card).getByTestId('plan-note').textContent).toContain(
      'you keep your tiers until that date',
    );
    await changeLanguage('es');
    expect(await within(card).findByText('Se cancela el 14 mar 2030')).toBeTruthy();
    expect(within(card).getByTestId('plan-name').textContent).toBe('Plan Diamante');
  });

  it('asks for a new card when Stripe could not charge the last payment', async () => {
    stubDashboard({ subscription: paidSubscription('vip', { stripeStatus: 'past_due' }) });
    renderApp('/dashboard');
    expect((await screen.findByTestId('payment-trouble')).textContent).toBe(
      'Your last payment did not go through. Update your card in “Manage subscription” to keep your access.',
    );
  });

  it('says when a plan has ended, and offers the plans again', async () => {
    stubDashboard({
      subscription: makeSubscription({
        plan: 'platinum',
        stripeStatus: 'canceled',
        managedBy: 'stripe',
        currentPeriodEnd: '2026-11-01T12:00:00.000Z',
      }),
    });
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(squash((await within(card).findByText(/ended on/)).textContent)).toBe(
      'Your Platinum plan ended on Nov 1, 2026',
    );
    expect(within(card).getByTestId('plan-name').textContent).toBe('No plan');
    expect(within(card).getByRole('button', { name: 'See plans' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('says "Sin plan" without one, and "Ver planes" takes the user to the plans', async () => {
    await changeLanguage('es');
    stubDashboard({ picks: [makeLocked()] });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByTestId('plan-name').textContent).toBe('Sin plan');
    await user.click(within(card).getByRole('button', { name: 'Ver planes' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Planes semanales' }));
  });

  it('opens at the plans when the address names them (/dashboard#plans)', async () => {
    stubDashboard({ picks: [makeLocked()] });
    renderApp('/dashboard#plans');
    const heading = await screen.findByRole('heading', { name: 'Weekly plans' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('tells an admin they see every tier, with no plan to buy', async () => {
    stubDashboard({ user: makeUser({ role: 'admin' }) });
    renderApp('/dashboard');
    const card = await screen.findByTestId('plan-card');
    expect(card.textContent).toContain('Administrator: you see every tier');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

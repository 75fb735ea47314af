import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeUser, renderApp, stubFetch, stubNarrowWindow, visitor } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';
import { bookRoutes, makeSummary } from '../my-bets-fixtures';

describe('my bets on a page of its own', () => {
  beforeEach(() => changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('renders at /my-bets with its title, figures, bets and the weekly-limit notice', async () => {
    const summary = makeSummary({ week: { staked: 260, limit: 200, isOverLimit: true } });
    stubDashboard({ routes: bookRoutes({ summary }) });
    renderApp('/my-bets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bets' })).toBeTruthy();
    expect(await screen.findByTestId('my-bets-figures')).toBeTruthy();
    expect(await screen.findAllByTestId('my-bet')).toHaveLength(1);
    expect(screen.getByTestId('weekly-limit-notice')).toBeTruthy();
    await changeLanguage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis apuestas' })).toBeTruthy();
  });

  it('sends a visitor without a session to the login', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/my-bets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByTestId('location-search').textContent).toBe('?next=%2Fmy-bets');
  });

  it('shows nothing of the book during a break', async () => {
    const user = makeUser({ onBreak: { endsAt: '2099-01-01T00:00:00.000Z', permanent: false } });
    stubDashboard({ user, routes: bookRoutes() });
    renderApp('/my-bets');
    expect(await screen.findByTestId('my-bets-on-break')).toBeTruthy();
    expect(screen.queryByTestId('my-bets-figures')).toBeNull();
  });

  it('is where a phone finds the book: the dashboard links to it from its header and in place of the section', async () => {
    stubNarrowWindow();
    stubDashboard({ routes: bookRoutes() });
    renderApp('/dashboard');
    const card = await screen.findByTestId('my-bets-link-card');
    expect(card.getAttribute('href')).toBe('/my-bets');
    expect(await within(card).findByText('+$120.00')).toBeTruthy();
    expect(screen.queryByTestId('my-bets')).toBeNull();
    const header = screen.getByRole('navigation', { name: 'Dashboard actions' });
    await userEvent.click(within(header).getByRole('link', { name: 'My bets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bets' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/my-bets');
  });
});

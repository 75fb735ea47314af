import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, makeUser, renderApp } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';
import { bookRoutes, makeSummary } from './my-bets-fixtures';

const overLimit = makeSummary({ week: { staked: 260, limit: 200, isOverLimit: true } });

describe('the weekly stake limit on the dashboard', () => {
  beforeEach(() => changeLanguage('en'));

  it('says when the last 7 days passed it and offers a break on Mi cuenta', async () => {
    stubDashboard({
      user: makeUser({ weeklyStakeLimit: 200 }),
      routes: {
        ...bookRoutes({ summary: overLimit }),
        '/api/auth/sessions': () => jsonResponse({ sessions: [] }),
      },
    });
    renderApp('/dashboard');
    const notice = await screen.findByTestId('weekly-limit-notice');
    const title = within(notice).getByRole('heading');
    expect(title.textContent).toBe(
      'You have passed your weekly stake limit: $260.00 of $200.00 in the last 7 days',
    );
    const link = within(notice).getByRole('link', { name: 'Take a break' });
    expect(link.getAttribute('href')).toBe('/account#break');
    expect(screen.getByTestId('my-bets-week-value').textContent).toBe('$260.00');

    await changeLanguage('es');
    expect(title.textContent).toBe(
      'Has superado tu límite semanal de apuestas: 260,00\u00a0US$ de 200,00\u00a0US$ en los últimos 7 días',
    );

    await userEvent.click(within(notice).getByRole('link', { name: 'Tómate un descanso' }));
    expect((await screen.findByTestId('account-break')).id).toBe('break');
    expect(screen.getByTestId('location').textContent).toBe('/account');
  });

  it('stays away while the week is within the limit', async () => {
    stubDashboard({
      routes: bookRoutes({ summary: makeSummary({ week: { staked: 150, limit: 200, isOverLimit: false } }) }),
    });
    renderApp('/dashboard');
    expect(await screen.findByTestId('my-bets-figures')).toBeTruthy();
    expect(screen.queryByTestId('weekly-limit-notice')).toBeNull();
    expect(screen.getByTestId('my-bets-week').textContent).toContain('of your $200.00 limit');
  });

  it('is not shown, nor the book, during a break', async () => {
    const user = makeUser({ onBreak: { endsAt: '2099-01-01T00:00:00.000Z', permanent: false } });
    stubDashboard({ user, routes: bookRoutes({ summary: overLimit }) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    expect(screen.queryByTestId('weekly-limit-notice')).toBeNull();
    expect(screen.queryByTestId('my-bets')).toBeNull();
    expect(screen.queryByTestId('dashboard-my-bets')).toBeNull();
  });
});

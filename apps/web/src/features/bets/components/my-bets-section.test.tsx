import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, renderApp } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';
import { bookRoutes, makeBet, makeSummary } from '../my-bets-fixtures';

const valueOf = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;

describe('my bets on the dashboard', () => {
  beforeEach(() => changeLanguage('en'));

  it('shows the figures, and a dash, never 0, for each one nothing computes yet', async () => {
    const summary = makeSummary({
      count: 2,
      graded: 0,
      pending: 2,
      wins: 0,
      losses: 0,
      pushes: 0,
      staked: 0,
      profit: 0,
      roi: null,
      hitRate: null,
      meanClv: null,
      slippage: null,
      published: { profit: 0, roi: null },
    });
    stubDashboard({ routes: bookRoutes({ summary, pages: [{ bets: [], nextCursor: null }] }) });
    renderApp('/dashboard');

    expect(await screen.findByTestId('my-bets-figures')).toBeTruthy();
    expect(valueOf('my-bets-count')).toBe('2');
    for (const figure of ['my-bets-roi', 'my-bets-hit-rate', 'my-bets-clv', 'my-bets-slippage'])
      expect(valueOf(figure), figure).toBe('—');
    expect(screen.getByTestId('my-bets-none-graded')).toBeTruthy();
    expect(screen.queryByTestId('my-bets-comparison')).toBeNull();
  });

  it('formats the figures in the active language', async () => {
    stubDashboard({ routes: bookRoutes() });
    renderApp('/dashboard');
    expect(await screen.findByTestId('my-bets-figures')).toBeTruthy();
    expect(valueOf('my-bets-staked')).toBe('$400.00');
    expect(valueOf('my-bets-profit')).toBe('+$120.00');
    expect(valueOf('my-bets-roi')).toBe('+30.0%');
    expect(valueOf('my-bets-hit-rate')).toBe('66.7%');
    expect(valueOf('my-bets-clv')).toBe('+2.1%');
    expect(valueOf('my-bets-slippage')).toBe('-2.4%');
    await changeLanguage('es');
    expect(valueOf('my-bets-profit')).toBe('+120,00\u00a0US$');
    expect(valueOf('my-bets-roi')).toBe('+30,0\u00a0%');
  });

  it('compares their result with the published one over the same bets and says what they gave away on price', async () => {
    stubDashboard({ routes: bookRoutes() });
    renderApp('/dashboard');
    const comparison = await screen.findByTestId('my-bets-comparison');
    expect(within(comparison).getByText('Your result vs. the published record')).toBeTruthy();
    expect(within(comparison).getByTestId('my-bets-yours-profit').textContent).toBe('+$120.00');
    expect(within(comparison).getByTestId('my-bets-published-profit').textContent).toBe('+$150.00');
    expect(within(comparison).getByText('ROI +37.5%')).toBeTruthy();
    const given = within(comparison).getByTestId('my-bets-given-away');
    expect(given.textContent).toContain('What you gave away on price');
    expect(within(given).getByTestId('my-bets-given-away-value').textContent).toBe('$30.00');
    expect(await screen.findByTestId('profit-chart-comparison')).toBeTruthy();

    await changeLanguage('es');
    expect(screen.getByText('Tu resultado vs. el publicado')).toBeTruthy();
    expect(screen.getByTestId('my-bets-given-away').textContent).toContain('Lo que cediste en precio');
  });

  it('says what they gained when their prices beat the published ones', async () => {
    const summary = makeSummary({ profit: 160, published: { profit: 150, roi: 0.375 } });
    stubDashboard({ routes: bookRoutes({ summary }) });
    renderApp('/dashboard');
    const given = await screen.findByTestId('my-bets-given-away');
    expect(given.textContent).toContain('What you gained on price');
    expect(within(given).getByTestId('my-bets-given-away-value').textContent).toBe('$10.00');
  });

  it('lists the bets newest first and loads the next page with its cursor', async () => {
    const first = [
      makeBet({ displayLine: 'Boston Celtics ML', result: 'win', profit: 9.5 }),
      makeBet({ displayLine: 'Over 221.5', result: 'loss', profit: -10, odds: 2.05, clv: null }),
    ];
    const second = [makeBet({ displayLine: 'Lakers +4.5', result: null, profit: null, isLocked: false })];
    const fetchMock = stubDashboard({
      routes: bookRoutes({
        pages: [
          { bets: first, nextCursor: 'cursor-2' },
          { bets: second, nextCursor: null },
        ],
      }),
    });
    renderApp('/dashboard');

    const rows = await screen.findAllByTestId('my-bet');
    expect(rows.map((row) => within(row).getByTestId('my-bet-selection').textContent)).toEqual([
      'Boston Celtics ML',
      'Over 221.5',
    ]);
    const [won, lost] = rows as [HTMLElement, HTMLElement];
    expect(within(won).getByTestId('my-bet-result').textContent).toBe('Won');
    expect(within(won).getByTestId('my-bet-profit').textContent).toBe('+$9.50');
    expect(within(won).getByTestId('my-bet-prices').textContent).toBe(
      'Your odds 1.95 · published 2.00 (-2.5%)',
    );
    expect(within(won).getByTestId('my-bet-clv').textContent).toBe('CLV +3.1%');
    expect(within(lost).getByTestId('my-bet-result').textContent).toBe('Lost');
    expect(within(lost).getByTestId('my-bet-profit').textContent).toBe('-$10.00');
    expect(within(lost).getByTestId('my-bet-prices').textContent).toBe(
      'Your odds 2.05 · published 2.00 (+2.5%)',
    );
    expect(within(lost).getByTestId('my-bet-clv').textContent).toBe('CLV —');
    expect(callsTo(fetchMock, '/api/bets')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const pending = await screen.findByText('Lakers +4.5');
    const row = pending.closest('[data-testid="my-bet"]') as HTMLElement;
    expect(within(row).getByTestId('my-bet-result').textContent).toBe('Pending');
    expect(within(row).getByTestId('my-bet-profit').textContent).toBe('—');
    expect(callsTo(fetchMock, '/api/bets?limit=5&cursor=cursor-2')).toHaveLength(1);
    expect(screen.getAllByTestId('my-bet')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers the whole book as a CSV download', async () => {
    stubDashboard({ routes: bookRoutes() });
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/api/bets/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('explains how a bet gets into an empty book, in both languages, and offers no CSV', async () => {
    const summary = makeSummary({
      count: 0,
      graded: 0,
      pending: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      staked: 0,
      profit: 0,
      roi: null,
      hitRate: null,
      meanClv: null,
      slippage: null,
      published: { profit: 0, roi: null },
    });
    const fetchMock = stubDashboard({ routes: bookRoutes({ summary }) });
    renderApp('/dashboard');
    const empty = await screen.findByTestId('my-bets-empty');
    expect(empty.textContent).toContain('Press “I placed it” on a pick');
    expect(screen.queryByTestId('my-bets-csv')).toBeNull();
    // Nothing to list: the book's other reads are not made.
    expect(callsTo(fetchMock, '/api/bets')).toHaveLength(0);
    await changeLanguage('es');
    expect(screen.getByTestId('my-bets-empty').textContent).toContain('Pulsa «La jugué» en un pick');
  });
});

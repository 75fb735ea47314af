import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders, stubFetch } from '@test/helpers';
import { adminPicksApi } from '@test/fixtures/admin-picks-api';
import { historyFixture, makeAdminPick } from '@test/fixtures/graded-picks';
import { HistoryTab } from './history-tab';

const linePoints = (d: string | null) => (d ?? '').match(/[ML]/g)?.length ?? 0;

describe('history tab', () => {
  beforeEach(() => changeLanguage('en'));

  it('summarises 3 wins, 1 loss and 1 push: record, win rate, ROI and profit', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    renderWithProviders(<HistoryTab />);

    expect((await screen.findByTestId('history-record-value')).textContent).toBe('3-1-1');
    expect(screen.getByTestId('history-record').textContent).toContain('5 graded picks');
    expect(screen.getByTestId('history-win-rate-value').textContent).toBe('75.0%');
    expect(screen.getByTestId('history-roi-value').textContent).toBe('+40.0%');
    expect(screen.getByTestId('history-profit-value').textContent).toBe('+$20.00');
    expect(screen.getByTestId('history-profit').textContent).toContain('+$4.00 average per pick');
    expect(screen.getAllByTestId('history-row')).toHaveLength(5);
  });

  it('shows the table columns, American odds, CLV and the display line', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    renderWithProviders(<HistoryTab />);

    const table = await screen.findByTestId('history-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Pick',
      'Tier',
      'Odds',
      'Stake',
      'Result',
      'Profit',
      'CLV',
      'Correction',
    ]);
    const oldest = within(table).getAllByTestId('history-row').at(-1) as HTMLElement;
    expect(oldest.textContent).toContain('Celtics ML');
    expect(oldest.textContent).toContain('Miami Heat @ Boston Celtics (H)');
    expect(oldest.textContent).toContain('+100');
    expect(oldest.textContent).toContain('+3.4%');
    expect(within(table).getByText('+150')).toBeTruthy();
    expect(within(table).getByText('-200')).toBeTruthy();
  });

  it('colours hit rates by tier: 100% good, 50% fair, and "—" for a tier with only a push', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    renderWithProviders(<HistoryTab />);

    const diamante = await screen.findByTestId('performance-by-tier-diamante');
    expect(diamante.textContent).toContain('2-0-0');
    const band = (tier: string) => {
      const cell = screen
        .getByTestId(`performance-by-tier-${tier}`)
        .querySelector<HTMLElement>('[data-band]');
      return [cell?.textContent, cell?.dataset.band];
    };
    expect(band('diamante')).toEqual(['100.0%', 'good']);
    expect(band('platinum')).toEqual(['50.0%', 'fair']);
    expect(band('exclusivo')).toEqual(['—No decided picks', 'none']);
    expect(screen.getByTestId('performance-by-tier-vip').textContent).toContain('0-0-0');
    expect(screen.getByTestId('performance-by-sport-soccer').textContent).toContain('+25.0%');
  });

  it('shows "—", not a red 0.0%, for a tier or a record with no decided picks', async () => {
    const onlyPush = makeAdminPick({
      tier: 'exclusivo',
      result: 'push',
      profit: 0,
      gradedAt: '2025-10-02T10:00:00.000Z',
    });
    stubFetch({ ...adminPicksApi([onlyPush]) });
    renderWithProviders(<HistoryTab />);

    for (const tier of ['exclusivo', 'vip']) {
      const cell = (await screen.findByTestId(`performance-by-tier-${tier}`)).querySelector<HTMLElement>(
        '[data-band]',
      );
      expect(cell?.dataset.band).toBe('none');
      expect(cell?.textContent).toBe('—No decided picks');
      expect(cell?.className).not.toContain('text-danger');
    }
    const winRate = screen.getByTestId('history-win-rate-value');
    expect(winRate.textContent).toBe('—No decided picks');
    expect(winRate.textContent).not.toContain('%');
  });

  it('shows "—", not a 0, for the profit, ROI and average of a filter with no graded picks', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    const user = userEvent.setup();
    renderWithProviders(<HistoryTab />);

    await user.selectOptions(await screen.findByTestId('history-tier-filter'), 'vip');
    expect(screen.getByTestId('history-record-value').textContent).toBe('0-0-0');
    expect(screen.getByTestId('history-win-rate-value').textContent).toBe('—No decided picks');
    expect(screen.getByTestId('history-roi-value').textContent).toBe('—Nothing staked');
    expect(screen.getByTestId('history-profit-value').textContent).toBe('—No graded picks');
    expect(screen.getByTestId('history-profit').textContent).toContain('No graded picks yet');
    expect(screen.getByTestId('history-profit').textContent).not.toContain('$');
    const vip = screen.getByTestId('performance-by-tier-vip');
    expect(vip.textContent).not.toMatch(/\$|%/);
    expect(vip.querySelectorAll('[data-figure="none"]')).toHaveLength(2);
  });

  it('shows "—" for the ROI of graded picks that staked nothing, and their profit as it is', async () => {
    const unstaked = makeAdminPick({
      tier: 'vip',
      result: 'win',
      stake: 0,
      profit: 0,
      gradedAt: '2025-10-02T10:00:00.000Z',
    });
    stubFetch({ ...adminPicksApi([unstaked]) });
    renderWithProviders(<HistoryTab />);

    expect((await screen.findByTestId('history-record-value')).textContent).toBe('1-0-0');
    expect(screen.getByTestId('history-roi-value').textContent).toBe('—Nothing staked');
    expect(screen.getByTestId('history-profit-value').textContent).toBe('$0.00');
    const roiCell = screen.getByTestId('performance-by-tier-vip').querySelector('[data-figure="none"]');
    expect(roiCell?.textContent).toBe('—Nothing staked');
  });

  it('says why a figure is "—" in Spanish too', async () => {
    await changeLanguage('es');
    stubFetch({ ...adminPicksApi([]) });
    renderWithProviders(<HistoryTab />);
    expect((await screen.findByTestId('history-roi-value')).textContent).toBe('—Nada apostado');
    expect(screen.getByTestId('history-profit-value').textContent).toBe('—Sin picks con resultado');
  });

  it('says "No historical picks for this tier" when the tier filter leaves nothing', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    const user = userEvent.setup();
    renderWithProviders(<HistoryTab />);

    await user.selectOptions(await screen.findByTestId('history-tier-filter'), 'vip');
    expect(screen.getByTestId('history-empty').textContent).toBe('No historical picks for this tier');
    expect(screen.queryByTestId('history-table')).toBeNull();
    expect(screen.getByTestId('history-record-value').textContent).toBe('0-0-0');

    await user.selectOptions(screen.getByTestId('history-tier-filter'), 'platinum');
    expect(screen.getAllByTestId('history-row')).toHaveLength(2);
    expect(screen.getByTestId('history-record-value').textContent).toBe('1-1-0');
  });

  it('filters by sport', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    const user = userEvent.setup();
    renderWithProviders(<HistoryTab />);

    await user.selectOptions(await screen.findByTestId('history-sport-filter'), 'nba');
    expect(screen.getAllByTestId('history-row')).toHaveLength(2);
    expect(screen.getByTestId('history-profit-value').textContent).toBe('+$15.00');
  });

  it('draws the cumulative profit as a titled line with one point per graded pick', async () => {
    stubFetch({ ...adminPicksApi(historyFixture()) });
    renderWithProviders(<HistoryTab />);

    const chart = await screen.findByRole('img', { name: /Cumulative profit/ });
    expect(chart.querySelector('title')?.textContent).toBe('Cumulative profit');
    expect(chart.querySelector('desc')?.textContent).toContain('5 picks');
    expect(chart.querySelector('desc')?.textContent).toContain('+$20.00');
    expect(linePoints(screen.getByTestId('profit-chart-line').getAttribute('d'))).toBe(5);
  });

  it('draws a single graded pick as one point, and none as an empty state', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...adminPicksApi([
        makeAdminPick({ result: 'win', profit: 8, tier: 'vip', gradedAt: '2025-10-02T10:00:00.000Z' }),
      ]),
    });
    renderWithProviders(<HistoryTab />);

    expect(linePoints((await screen.findByTestId('profit-chart-line')).getAttribute('d'))).toBe(1);
    await user.selectOptions(screen.getByTestId('history-tier-filter'), 'diamante');
    expect(screen.getByTestId('profit-chart-empty')).toBeTruthy();
  });

  it('sums every graded pick but lists them 50 at a time, the rest with "Load more"', async () => {
    const graded = Array.from({ length: 55 }, (_, index) =>
      makeAdminPick({
        result: index % 5 === 0 ? 'loss' : 'win',
        profit: index % 5 === 0 ? -10 : 10,
        timestamp: new Date(Date.UTC(2025, 8, 1, index)).toISOString(),
        gradedAt: new Date(Date.UTC(2025, 8, 1, index + 3)).toISOString(),
      }),
    );
    stubFetch({ ...adminPicksApi(graded) });
    const user = userEvent.setup();
    renderWithProviders(<HistoryTab />);

    expect((await screen.findByTestId('history-record-value')).textContent).toBe('44-11-0');
    expect(screen.getByTestId('history-record').textContent).toContain('55 graded picks');
    expect(screen.getAllByTestId('history-row')).toHaveLength(50);
    expect(screen.getByTestId('history-more-count').textContent).toBe('Showing 50 of 55');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 55 of 55');
    expect(screen.getAllByTestId('history-row')).toHaveLength(55);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells when no pick has a result yet', async () => {
    stubFetch({ ...adminPicksApi([makeAdminPick({ result: null })]) });
    renderWithProviders(<HistoryTab />);
    expect((await screen.findByTestId('history-empty')).textContent).toBe('No graded picks yet.');
  });

  it('shows the load error inline, in Spanish too', async () => {
    await changeLanguage('es');
    stubFetch({
      '/api/admin/picks': () => new Response('boom', { status: 500, statusText: 'Server Error' }),
      '/api/admin/picks/summary': () => new Response('boom', { status: 500, statusText: 'Server Error' }),
    });
    renderWithProviders(<HistoryTab />);
    expect((await screen.findByTestId('history-error')).textContent).toContain(
      'Error al cargar picks: Algo salió mal. Inténtalo de nuevo.',
    );
  });

  it('formats money and percents with the Spanish locale', async () => {
    await changeLanguage('es');
    stubFetch({ ...adminPicksApi(historyFixture()) });
    renderWithProviders(<HistoryTab />);
    expect((await screen.findByTestId('history-win-rate-value')).textContent).toBe('75,0\u00a0%');
    expect(screen.getByTestId('history-profit-value').textContent).toBe('+20,00\u00a0US$');
  });
});

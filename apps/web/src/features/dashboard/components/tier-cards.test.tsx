import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, renderApp } from '@test/helpers';
import {
  makeGraded,
  makeKpi,
  makeLocked,
  makeRecordGraded,
  makeUnlocked,
  recordRoute,
  stubDashboard,
} from '@test/fixtures/dashboard';

const KPIS = [
  makeKpi({ tier: 'vip', total: 12, wins: 7, losses: 5, hitRate: 7 / 12, unitsProfit: 1.25, roi: 0.042 }),
  makeKpi({ tier: 'exclusivo', total: 4, wins: 2, losses: 2, hitRate: 0.5, unitsProfit: -0.1, roi: -0.01 }),
  makeKpi({ tier: 'platinum', total: 10, wins: 4, losses: 5, pushes: 1, hitRate: 4 / 9, unitsProfit: -1.5 }),
  // Graded picks that are all pushes: nothing decided, so no hit rate at all.
  makeKpi({ tier: 'diamante', total: 2, pushes: 2, hitRate: null, pending: 3 }),
];

describe('the tier cards', () => {
  beforeEach(() => changeLanguage('en'));

  it('show total, wins, wins of decided and the hit rate in the 55/50 colours, "—" when none is decided', async () => {
    stubDashboard({ kpis: KPIS });
    renderApp('/dashboard');
    const vip = await screen.findByTestId('tier-card-vip');
    expect(within(vip).getByTestId('tier-card-vip-total').textContent).toBe('12');
    expect(within(vip).getByTestId('tier-card-vip-wins').textContent).toBe('7');
    expect(within(vip).getByTestId('tier-card-vip-decided').textContent).toBe('7 of 12 decided');
    expect(within(vip).getByText('58.3%').getAttribute('data-band')).toBe('good');
    expect(within(vip).getByText('+4.2%')).toBeTruthy();
    expect(within(vip).getByText('+1.25 u')).toBeTruthy();

    const exclusivo = screen.getByTestId('tier-card-exclusivo');
    expect(within(exclusivo).getByText('50.0%').getAttribute('data-band')).toBe('fair');

    const platinum = screen.getByTestId('tier-card-platinum');
    expect(within(platinum).getByText('44.4%').getAttribute('data-band')).toBe('poor');
    expect(within(platinum).getByTestId('tier-card-platinum-decided').textContent).toBe('4 of 9 decided');

    const diamante = screen.getByTestId('tier-card-diamante');
    expect(within(diamante).queryByText(/%$/, { selector: '[data-band]' })).toBeNull();
    const none = diamante.querySelector('[data-band="none"]');
    expect(none?.textContent).toContain('—');
    expect(none?.textContent).toContain('No decided picks');
    expect(within(diamante).getByText('3 pending')).toBeTruthy();
  });

  it('show every tier, at zero, when the server has no record yet', async () => {
    await changeLanguage('es');
    stubDashboard({ kpis: [] });
    renderApp('/dashboard');
    for (const tier of ['vip', 'exclusivo', 'platinum', 'diamante']) {
      const card = await screen.findByTestId(`tier-card-${tier}`);
      expect(within(card).getByTestId(`tier-card-${tier}-total`).textContent).toBe('0');
      expect(card.querySelector('[data-band]')?.getAttribute('data-band')).toBe('none');
    }
  });

  it("stand as a skeleton of the four cards, named in Spanish, from the page's first render until the figures arrive", async () => {
    await changeLanguage('es');
    let answer: ((response: Response) => void) | undefined;
    stubDashboard({ routes: { '/api/kpis': () => new Promise<Response>((resolve) => (answer = resolve)) } });
    renderApp('/dashboard');
    const title = await screen.findByRole('heading', { name: 'Rendimiento por nivel' });
    // Rendered with the section itself, not after a request: no time passes between the two.
    const skeleton = screen.getByRole('status', { name: 'Cargando estadísticas' });
    expect(title.closest('section')?.contains(skeleton)).toBe(true);
    expect(
      within(skeleton)
        .getAllByTestId(/^tier-card-skeleton-/)
        .map((card) => card.textContent),
    ).toEqual(['VIP', 'Exclusivo', 'Platinum', 'Diamante']);
    expect(screen.queryByTestId('tier-card-vip')).toBeNull();

    // The read starts with the page's effects, after its first paint.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse({ tiers: KPIS }));
    expect(await screen.findByTestId('tier-card-vip')).toBeTruthy();
    expect(screen.queryByTestId('tier-cards-skeleton')).toBeNull();
  });

  it('name their skeleton in English', async () => {
    stubDashboard({ routes: { '/api/kpis': () => new Promise<Response>(() => undefined) } });
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading statistics' })).toBeTruthy();
  });

  it('link to the public record', async () => {
    stubDashboard({ kpis: KPIS });
    renderApp('/dashboard');
    expect((await screen.findByTestId('record-link')).getAttribute('href')).toBe('/record');
  });
});

describe('the history dialog of a tier', () => {
  beforeEach(() => changeLanguage('en'));

  it("lists the tier's 10 newest graded picks from the record, however old, with date, match, pick, edge and result", async () => {
    // Weeks old: past the few days GET /api/picks answers, so only the record has them.
    const graded = Array.from({ length: 12 }, (_, index) =>
      makeRecordGraded(
        'vip',
        index % 3 === 0 ? 'loss' : 'win',
        24 * 30 * (index + 1),
        {},
        { displayLine: `Pick number ${index + 1}`, edge: 0.031 },
      ),
    );
    const otherTier = makeRecordGraded('platinum', 'win', 2, {}, { displayLine: 'A platinum pick' });
    const recent = makeGraded('vip', 'win', 3, { displayLine: 'Only in the picks list' });
    const open = makeUnlocked({ tier: 'vip', displayLine: 'Still open' });
    const fetchMock = stubDashboard({
      kpis: KPIS,
      picks: [open, recent, makeLocked({ tier: 'vip' })],
      routes: { '/api/record': recordRoute([otherTier, ...graded]) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open the VIP history' }));
    const dialog = await screen.findByTestId('tier-history-dialog');
    expect(within(dialog).getByRole('heading', { name: 'VIP history' })).toBeTruthy();
    const table = await within(dialog).findByTestId('tier-history-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Match', 'Pick', 'Edge', 'Result']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Pick number ${index + 1}`),
    );
    const first = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(first[1]?.textContent).toContain('Miami Heat');
    expect(first[3]?.textContent).toBe('3.1%');
    expect(first[4]?.textContent).toBe('Lost');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[4]?.textContent).toBe('Won');
    expect(within(dialog).queryByText('Still open')).toBeNull();
    expect(within(dialog).queryByText('A platinum pick')).toBeNull();
    expect(within(dialog).queryByText('Only in the picks list')).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/record');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('tier')).toBe('vip');
    expect(asked[0]?.searchParams.get('pageSize')).toBe('10');
  });

  it("says 'No historical picks for this tier' when the tier has none, in both languages", async () => {
    stubDashboard({
      kpis: KPIS,
      picks: [makeGraded('vip', 'win', 5)],
      routes: { '/api/record': recordRoute([makeRecordGraded('vip', 'win', 5)]) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open the Diamante history' }));
    expect((await screen.findByTestId('tier-history-empty')).textContent).toContain(
      'No historical picks for this tier',
    );
    await changeLanguage('es');
    expect((await screen.findByTestId('tier-history-empty')).textContent).toContain(
      'No hay picks históricos para este nivel',
    );
  });

  it('says the history could not be loaded, with a retry, when the record refuses', async () => {
    let fail = true;
    stubDashboard({
      kpis: KPIS,
      routes: {
        '/api/record': (init, url) =>
          fail
            ? jsonResponse({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, 500)
            : recordRoute([makeRecordGraded('vip', 'win', 5, {}, { displayLine: 'Back again' })])(init, url),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open the VIP history' }));
    const dialog = await screen.findByTestId('tier-history-dialog');
    expect(await within(dialog).findByText(/Could not load the history/)).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: /retry|try again/i }));
    expect(await within(dialog).findAllByText('Back again')).not.toHaveLength(0);
  });
});

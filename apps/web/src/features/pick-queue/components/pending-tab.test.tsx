import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp, stubNarrowWindow } from '@test/helpers';

const pickResponse = (init?: RequestInit) => jsonResponse({ pick: makePick(JSON.parse(String(init?.body))) });

describe('Pendientes tab', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('lists pending picks with match, pick line, tier, probability, edge and status', async () => {
    stubAdmin([
      makePick({
        awayTeam: 'Miami Heat',
        homeTeam: 'Boston Celtics',
        tier: 'diamante',
        pModel: 0.552,
        edge: 0.0468,
      }),
      makePick({ status: 'published' }),
    ]);
    renderApp('/admin');
    const table = await screen.findByTestId('pending-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const row = rows[1] as HTMLElement;
    // NBA: "Away @ Home", the home team marked, as on every screen.
    expect(within(row).getByTestId('match-label').textContent).toBe('Miami Heat @ Boston Celtics (L)');
    expect(within(row).getByText('NBA · Inicio 06 oct 00:30')).toBeTruthy();
    expect(within(row).getByText('Boston Celtics ML')).toBeTruthy();
    expect(within(row).getByText('Diamante')).toBeTruthy();
    expect(within(row).getByText('55,2 %')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Edge' })).toBeTruthy();
    expect(within(row).getByTestId('pick-edge').textContent?.replace(/\s/g, ' ')).toBe('4,7 %');
    expect(within(row).getByText('Pendiente')).toBeTruthy();
    for (const action of ['Ver análisis', 'Editar tier', 'Editar cuota', 'Aprobar', 'Publicar'])
      expect(within(row).getByRole('button', { name: action })).toBeTruthy();
  });

  it('publishes every selected pick after select-all and refreshes the list', async () => {
    const picks = [makePick(), makePick(), makePick()];
    const routes = Object.fromEntries(
      picks.map((pick) => [`/api/admin/picks/${pick.id}/status`, pickResponse]),
    );
    const fetchMock = stubAdmin(picks, routes);
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('3 seleccionados');
    await user.click(screen.getByTestId('bulk-publish'));

    expect(await screen.findByText('Se publicaron 3 picks')).toBeTruthy();
    for (const pick of picks) {
      const calls = callsTo(fetchMock, `/api/admin/picks/${pick.id}/status`);
      expect(calls.map((call) => [call.init?.method, call.body])).toEqual([
        ['PATCH', { status: 'published' }],
      ]);
    }
    expect(callsTo(fetchMock, '/api/admin/picks').length).toBeGreaterThanOrEqual(2);
  });

  it('says "Selecciona picks" and sends nothing when Publicar or Eliminar has no selection', async () => {
    const fetchMock = stubAdmin([makePick()]);
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('bulk-publish'));
    expect(await screen.findByText('Selecciona picks')).toBeTruthy();
    expect(screen.getByText('Selecciona al menos un pick para publicar.')).toBeTruthy();

    await user.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('Selecciona al menos un pick para eliminar.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('deletes the selected picks after a confirmation that states their count', async () => {
    const first = makePick();
    const second = makePick();
    const fetchMock = stubAdmin([first, second, makePick()], {
      '/api/admin/picks/delete-selected': () => jsonResponse({ count: 2, kept: [] }),
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.click(screen.getAllByRole('checkbox', { name: /^Seleccionar Miami/ })[2] as HTMLElement);
    await user.click(screen.getByTestId('bulk-delete'));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Eliminar 2 picks?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(
      await screen.findByText(
        'Se eliminaron 2 picks. Se conservan en el registro: publicados 0, con resultado 0.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks/delete-selected')[0]?.body).toEqual({
      pickIds: [first.id, second.id],
    });
  });

  it('filters by sport', async () => {
    stubAdmin([
      makePick({ sport: 'nba' }),
      makePick({ sport: 'soccer', homeTeam: 'Betis', awayTeam: 'Sevilla' }),
    ]);
    renderApp('/admin');
    const user = userEvent.setup();
    await screen.findByTestId('pending-table');
    await user.selectOptions(screen.getByLabelText('Deporte'), 'soccer');
    // The server filters: the soccer page replaces the list.
    await waitFor(() =>
      expect(within(screen.getByTestId('pending-table')).getAllByRole('row')).toHaveLength(2),
    );
    const rows = within(screen.getByTestId('pending-table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    // Soccer: "Home vs Away".
    expect(within(rows[1] as HTMLElement).getByTestId('match-label').textContent).toBe(
      'Betis (L) vs Sevilla',
    );
  });

  it('shows 50 picks, loads the rest with "Cargar más" and counts them all, keeping the sport filter', async () => {
    const soccer = Array.from({ length: 60 }, (_, index) =>
      makePick({ sport: 'soccer', homeTeam: `Local ${index}`, awayTeam: `Visita ${index}` }),
    );
    const fetchMock = stubAdmin([...soccer, makePick({ sport: 'nba' }), makePick({ sport: 'nba' })]);
    renderApp('/admin');
    const user = userEvent.setup();
    const table = await screen.findByTestId('pending-table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByTestId('admin-tab-count-pending').textContent).toBe('62');
    expect(await screen.findByText('Mostrando 50 de 62')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('Mostrando 62 de 62');
    expect(within(screen.getByTestId('pending-table')).getAllByRole('row')).toHaveLength(63);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Deporte'), 'soccer');
    // Under a filter the tab's total is not the list's: it says that more are available instead.
    await screen.findByText('Mostrando 50 · hay más');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByText('60 en total');
    expect(within(screen.getByTestId('pending-table')).getAllByRole('row')).toHaveLength(61);
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const last = urls.filter((url) => url.pathname === '/api/admin/picks').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      status: 'pending',
      sport: 'soccer',
      cursor: '50',
    });
  });

  it('shows cards instead of the table on narrow screens, with the same selection and actions', async () => {
    stubNarrowWindow();
    const picks = [makePick(), makePick()];
    const fetchMock = stubAdmin(
      picks,
      Object.fromEntries(picks.map((pick) => [`/api/admin/picks/${pick.id}/status`, pickResponse])),
    );
    renderApp('/admin');
    const user = userEvent.setup();
    const cards = await screen.findByTestId('pending-cards');
    expect(screen.queryByTestId('pending-table')).toBeNull();
    expect(
      within(cards)
        .getAllByTestId('pick-edge')
        .map((edge) => edge.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['5,0 %', '5,0 %']);
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByRole('button', { name: 'Editar cuota' })).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.click(screen.getByTestId('bulk-publish'));
    expect(await screen.findByText('Se publicaron 2 picks')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${picks[1]?.id}/status`)).toHaveLength(1);
  });

  it('shows "No hay picks pendientes" when there are none', async () => {
    stubAdmin([makePick({ status: 'published' })]);
    renderApp('/admin');
    expect((await screen.findByTestId('pending-empty')).textContent).toContain('No hay picks pendientes');
  });

  it('shows "Error al cargar picks: …" inline when the list fails', async () => {
    stubAdmin([], { '/api/admin/picks': () => new Response('boom', { status: 500 }) });
    renderApp('/admin');
    expect((await screen.findByTestId('picks-error')).textContent).toContain(
      'Error al cargar picks: Algo salió mal. Inténtalo de nuevo.',
    );
  });
});

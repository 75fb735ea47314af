import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { adminPicksApi } from '@test/fixtures/admin-picks-api';
import { makeAdminPick } from '@test/fixtures/graded-picks';
import { ManualPicksTab } from './manual-picks-tab';

/** Click and paste: typing every key of long names only slows the test down. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** A start still to come, as a `datetime-local` input holds it. */
const FUTURE_START = '2099-05-17T20:00';

/** A pick on a match the feed does not carry ("Otro evento"), every required field filled. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, odds = '+150') {
  const form = await screen.findByTestId('manual-pick-form');
  await user.click(within(form).getByTestId('manual-source-custom'));
  await user.selectOptions(within(form).getByLabelText('Tier'), 'platinum');
  await user.selectOptions(within(form).getByLabelText('Deporte'), 'soccer');
  await fill(user, within(form).getByLabelText('Liga'), 'La Liga');
  fireEvent.change(within(form).getByLabelText('Inicio'), { target: { value: FUTURE_START } });
  await fill(user, within(form).getByLabelText('Equipo local'), 'Real Madrid');
  await fill(user, within(form).getByLabelText('Equipo visitante'), 'FC Barcelona');
  await fill(user, within(form).getByLabelText('Selección'), 'Real Madrid');
  await fill(user, within(form).getByLabelText('Casa de apuestas'), 'Caliente');
  await user.type(within(form).getByLabelText('Cuota americana'), odds);
  return form;
}

/** The message under a field of the form (linked by aria-describedby), if any. */
function messageUnder(form: HTMLElement, label: string) {
  const id = within(form).getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

// Form tests drive many user events; on a busy two-core machine they can pass the 5 s default.
describe('manual picks tab', { timeout: 15_000 }, () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('refuses to send a pick with missing fields: "Faltan campos"', async () => {
    const fetchMock = stubFetch({ ...adminPicksApi([]) });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    const form = await screen.findByTestId('manual-pick-form');
    await user.click(within(form).getByTestId('manual-source-custom'));
    await fill(user, within(form).getByLabelText('Equipo local'), 'Real Madrid');
    await user.click(screen.getByTestId('manual-pick-submit'));

    expect(await screen.findByText('Faltan campos')).toBeTruthy();
    expect(screen.getByText('Por favor completa todos los campos requeridos')).toBeTruthy();
    expect(within(form).getByLabelText('Equipo visitante').getAttribute('aria-invalid')).toBe('true');
    expect(messageUnder(form, 'Equipo visitante')).toBe('Obligatorio');
    expect(messageUnder(form, 'Tier')).toBe('Obligatorio');
    expect(within(form).getByLabelText('Equipo local').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Tier'));
    expect(callsTo(fetchMock, '/api/admin/picks/manual')).toHaveLength(0);
  });

  it('says filled but invalid odds and edge are invalid, under those fields, not "Obligatorio"', async () => {
    const fetchMock = stubFetch({ ...adminPicksApi([]) });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    const form = await fillRequired(user, '+50');
    await fill(user, within(form).getByLabelText('Edge (%)'), 'cinco');
    await user.click(screen.getByTestId('manual-pick-submit'));

    expect(await screen.findByText('Cuota no válida')).toBeTruthy();
    expect(messageUnder(form, 'Cuota americana')).toBe(
      'Debe ser una cuota americana entera de +100 o más, o de -100 o menos',
    );
    expect(messageUnder(form, 'Edge (%)')).toBe(
      'Debe ser un porcentaje entre -100 y 1000, por ejemplo 5 o 4,5',
    );
    expect(within(form).queryByText('Obligatorio')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Cuota americana'));
    expect(callsTo(fetchMock, '/api/admin/picks/manual')).toHaveLength(0);

    // Once shown, a message follows the input.
    await user.clear(within(form).getByLabelText('Cuota americana'));
    await user.type(within(form).getByLabelText('Cuota americana'), '-110');
    expect(messageUnder(form, 'Cuota americana')).toBeUndefined();
    expect(messageUnder(form, 'Edge (%)')).toBeTruthy();
  });

  it('says a negative stake is invalid under the stake, in English', async () => {
    await changeLanguage('en');
    stubFetch({ ...adminPicksApi([]) });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    const form = await screen.findByTestId('manual-pick-form');
    await user.click(within(form).getByTestId('manual-source-custom'));
    await user.selectOptions(within(form).getByLabelText('Tier'), 'vip');
    await user.selectOptions(within(form).getByLabelText('Sport'), 'nba');
    await fill(user, within(form).getByLabelText('League'), 'NBA');
    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: FUTURE_START } });
    await fill(user, within(form).getByLabelText('Home team'), 'Boston Celtics');
    await fill(user, within(form).getByLabelText('Away team'), 'Miami Heat');
    await fill(user, within(form).getByLabelText('Selection'), 'Boston Celtics');
    await fill(user, within(form).getByLabelText('Bookmaker'), 'bet365');
    await user.type(within(form).getByLabelText('American odds'), '+120');
    await fill(user, within(form).getByLabelText('Stake'), '-5');
    await user.click(screen.getByTestId('manual-pick-submit'));

    expect(await screen.findByText('Invalid stake')).toBeTruthy();
    expect(messageUnder(form, 'Stake')).toBe('Must be a number of zero or more, e.g. 12.5');
    expect(messageUnder(form, 'American odds')).toBeUndefined();
  });

  it('shows the decimal odds computed from the American odds, read-only', async () => {
    stubFetch({ ...adminPicksApi([]) });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    const form = await screen.findByTestId('manual-pick-form');
    const decimal = within(form).getByLabelText('Cuota decimal') as HTMLInputElement;
    expect(decimal.readOnly).toBe(true);
    await user.type(within(form).getByLabelText('Cuota americana'), '-200');
    expect(decimal.value).toBe('1,50');
    await user.clear(within(form).getByLabelText('Cuota americana'));
    await user.type(within(form).getByLabelText('Cuota americana'), '+150');
    expect(decimal.value).toBe('2,50');
  });

  it('posts the pick with decimal odds, edge/100 and bankroll 1000, then refreshes the list', async () => {
    let created = false;
    const fetchMock = stubFetch({
      ...adminPicksApi(() =>
        created
          ? [makeAdminPick({ strategy: 'manual', homeTeam: 'Real Madrid', awayTeam: 'FC Barcelona' })]
          : [],
      ),
      '/api/admin/picks/manual': () => {
        created = true;
        return jsonResponse({ pick: makeAdminPick({ strategy: 'manual' }) }, 201);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    const form = await fillRequired(user);
    await user.selectOptions(within(form).getByLabelText('Mercado'), 'totals');
    await fill(user, within(form).getByLabelText('Selección'), 'Over');
    await fill(user, within(form).getByLabelText('Línea'), '2,5');
    await user.selectOptions(within(form).getByLabelText('Estado'), 'published');
    await fill(user, within(form).getByLabelText('Edge (%)'), '5');
    await fill(user, within(form).getByLabelText('Stake'), '12,5');
    await user.click(screen.getByTestId('manual-pick-submit'));

    expect(await screen.findByText('Pick creado')).toBeTruthy();
    // The match in the app's one order: soccer "Home (L) vs Away".
    expect(screen.getByText('Real Madrid (L) vs FC Barcelona guardado como Publicado.')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/admin/picks/manual');
    expect(call?.init?.method).toBe('POST');
    expect(call?.body).toEqual({
      tier: 'platinum',
      sport: 'soccer',
      league: 'La Liga',
      homeTeam: 'Real Madrid',
      awayTeam: 'FC Barcelona',
      eventStartTime: new Date(FUTURE_START).toISOString(),
      selection: 'Over',
      line: 2.5,
      bookmaker: 'Caliente',
      market: 'totals',
      odds: 2.5,
      oddsAmerican: 150,
      edge: 0.05,
      stake: 12.5,
      status: 'published',
      bankroll: 1000,
    });
    expect(await screen.findByTestId('manual-pick-item')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks')).toHaveLength(2);
    expect((within(form).getByLabelText('Equipo local') as HTMLInputElement).value).toBe('');
  });

  it('sends edge 0 and stake 0 when they are left empty', async () => {
    const fetchMock = stubFetch({
      ...adminPicksApi([]),
      '/api/admin/picks/manual': () => jsonResponse({ pick: makeAdminPick({ strategy: 'manual' }) }, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    await fillRequired(user, '-200');
    await user.click(screen.getByTestId('manual-pick-submit'));
    expect(await screen.findByText('Pick creado')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks/manual')[0]?.body).toMatchObject({
      odds: 1.5,
      oddsAmerican: -200,
      edge: 0,
      stake: 0,
      market: 'h2h',
      status: 'pending',
      bankroll: 1000,
    });
  });

  it('says "Error al crear pick" when the server refuses, once (no retry)', async () => {
    const fetchMock = stubFetch({
      ...adminPicksApi([]),
      '/api/admin/picks/manual': () =>
        jsonResponse({ error: { code: 'VALIDATION_ERROR', message: 'bad' } }, 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    await fillRequired(user);
    await user.click(screen.getByTestId('manual-pick-submit'));
    expect(await screen.findByText('Error al crear pick')).toBeTruthy();
    expect(screen.getByText('Los datos enviados no son válidos')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks/manual')).toHaveLength(1);
  });

  it('lists only manual picks, filters them by tier, and marks a published one', async () => {
    const open = makeAdminPick({
      id: 'p-open',
      strategy: 'manual',
      tier: 'vip',
      status: 'published',
      odds: 2.15,
      oddsAmerican: 115,
    });
    const picks = [
      open,
      makeAdminPick({
        strategy: 'manual',
        tier: 'diamante',
        status: 'pending',
        timestamp: '2025-09-01T00:00:00.000Z',
      }),
      makeAdminPick({
        strategy: 'manual',
        tier: 'vip',
        result: 'win',
        profit: 10,
        timestamp: '2025-08-01T00:00:00.000Z',
      }),
      makeAdminPick({ strategy: 'danyscore', tier: 'vip' }),
    ];
    const fetchMock = stubFetch({
      ...adminPicksApi(picks),
      '/api/admin/picks/p-open/result': () =>
        jsonResponse({ pick: { ...open, result: 'loss', profit: -10 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);

    const list = await screen.findByTestId('manual-picks-list');
    const items = within(list).getAllByTestId('manual-pick-item');
    expect(items).toHaveLength(3);
    // Only the published pick without a result offers the buttons.
    expect(within(list).getAllByTestId('mark-win')).toHaveLength(1);
    expect(within(items[1] as HTMLElement).getByText('Publica el pick para marcarlo')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Ganado')).toBeTruthy();
    // American and decimal odds read apart, as on every other screen: "+115 (2,15)".
    expect(within(items[0] as HTMLElement).getByTestId('manual-pick-odds').textContent).toBe('+115 (2,15)');

    await user.click(
      within(items[0] as HTMLElement).getByRole('button', {
        name: 'Marcar Miami Heat @ Boston Celtics (L) como Perdido',
      }),
    );
    expect(callsTo(fetchMock, '/api/admin/picks/p-open/result')).toEqual([]);
    await user.click(
      within(await screen.findByTestId('confirm-result-dialog')).getByRole('button', {
        name: 'Sí, marcar Perdido',
      }),
    );
    expect(await screen.findByText('Resultado guardado')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/admin/picks/p-open/result');
    expect(call?.init?.method).toBe('PATCH');
    expect(call?.body).toEqual({ result: 'loss' });

    await user.selectOptions(screen.getByTestId('manual-tier-filter'), 'diamante');
    expect(within(screen.getByTestId('manual-picks-list')).getAllByTestId('manual-pick-item')).toHaveLength(
      1,
    );
    await user.selectOptions(screen.getByTestId('manual-tier-filter'), 'platinum');
    expect(screen.getByTestId('manual-picks-empty').textContent).toBe('No hay picks manuales de este tier.');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubDashboard } from '@test/fixtures/dashboard';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';
import { makePreferences, notificationRoutes } from '@test/fixtures/notifications';

const PREFERENCES_PATH = '/api/notifications/preferences';
const puts = (fetchMock: ReturnType<typeof stubDashboard>) =>
  callsTo(fetchMock, PREFERENCES_PATH)
    .filter((call) => call.init?.method === 'PUT')
    .map((call) => call.body);
const pressed = (picker: HTMLElement) =>
  within(picker)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

function renderWith(server: ReturnType<typeof notificationRoutes>) {
  const fetchMock = stubDashboard({ routes: server.routes });
  renderApp('/dashboard');
  return fetchMock;
}

describe('the sports a subscriber hears about', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('starts with every sport, narrows to some and back to all', async () => {
    const server = notificationRoutes();
    const fetchMock = renderWith(server);
    const user = userEvent.setup();
    const picker = await screen.findByTestId('sports-picker');
    expect(pressed(picker)).toEqual(['Fútbol', 'NFL', 'MLB', 'NBA', 'NHL']);
    expect(within(picker).getByTestId('sports-summary').textContent).toBe('Todos los deportes');

    await user.click(within(picker).getByRole('button', { name: 'NFL' }));
    await waitFor(() => expect(pressed(picker)).toEqual(['Fútbol', 'MLB', 'NBA', 'NHL']));
    expect(within(picker).getByTestId('sports-summary').textContent).toBe('4 de 5 deportes');
    await user.click(within(picker).getByRole('button', { name: 'NFL' }));
    await waitFor(() =>
      expect(within(picker).getByTestId('sports-summary').textContent).toBe('Todos los deportes'),
    );

    expect(puts(fetchMock)).toEqual([{ sports: ['soccer', 'baseball', 'nba', 'nhl'] }, { sports: null }]);
    expect(server.state.preferences.sports).toBeNull();
  });

  it('cannot turn off the last sport left', async () => {
    const fetchMock = renderWith(notificationRoutes({ preferences: makePreferences({ sports: ['nba'] }) }));
    const user = userEvent.setup();
    const picker = await screen.findByTestId('sports-picker');
    const nba = within(picker).getByRole('button', { name: 'NBA' });
    expect((nba as HTMLButtonElement).disabled).toBe(true);
    expect(picker.textContent).toContain('Deja al menos un deporte.');
    await user.click(nba);
    expect(pressed(picker)).toEqual(['NBA']);
    expect(puts(fetchMock)).toEqual([]);
  });

  it('shows a change before the server answers and puts it back, with the reason, when refused', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = notificationRoutes();
    const read = server.routes[PREFERENCES_PATH]!;
    server.routes[PREFERENCES_PATH] = (init, url) =>
      init?.method === 'PUT'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : read(init, url);
    renderWith(server);
    const user = userEvent.setup();
    const picker = await screen.findByTestId('sports-picker');
    await user.click(within(picker).getByRole('button', { name: 'NHL' }));
    // Not answered yet: the switch already shows where it is going.
    expect(pressed(picker)).toEqual(['Fútbol', 'NFL', 'MLB', 'NBA']);
    answer(
      jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many', reason: 'rate_limited' } }, 429),
    );
    expect(
      (await screen.findAllByText('No se pudieron guardar tus ajustes de notificaciones'))[0],
    ).toBeTruthy();
    expect(document.body.textContent).toContain('Demasiados intentos. Espera un poco y vuelve a intentarlo.');
    await waitFor(() => expect(pressed(picker)).toHaveLength(5));
  });
});

describe('the bankroll alerts size stakes on', () => {
  beforeEach(() => changeLanguage('en'));
  afterEach(() => act(() => dismissToast()));

  it('offers the bankroll this dashboard keeps, unsaved until Save', async () => {
    window.localStorage.setItem('dashboard.bankroll', '2500');
    const server = notificationRoutes();
    const fetchMock = renderWith(server);
    const user = userEvent.setup();
    const form = await screen.findByTestId('alert-bankroll');
    const input = within(form).getByLabelText('Bankroll for alerts') as HTMLInputElement;
    expect(input.value).toBe('2500');
    expect(form.textContent).toContain('Filled in with the bankroll you use on this dashboard');
    expect(puts(fetchMock)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Bankroll for alerts saved'))[0]).toBeTruthy();
    expect(puts(fetchMock)).toEqual([{ bankroll: 2500 }]);
    expect(form.textContent).toContain('Leave it empty and they show it as a share of your bankroll');
  });

  it.each([
    ['0', false],
    ['-50', false],
    ['abc', false],
    ['2000000000', false],
    ['1 500,50', true],
  ])('reads "%s" as valid: %s', async (typed, isValid) => {
    const fetchMock = renderWith(notificationRoutes({ preferences: makePreferences({ bankroll: 1000 }) }));
    const user = userEvent.setup();
    const form = await screen.findByTestId('alert-bankroll');
    const input = within(form).getByLabelText('Bankroll for alerts') as HTMLInputElement;
    expect(input.value).toBe('1000');
    await user.clear(input);
    await user.type(input, typed);
    // Nothing is said while typing.
    expect(form.textContent).not.toContain('Enter an amount greater than 0');
    await user.type(input, '{Enter}');
    if (isValid) {
      await waitFor(() => expect(puts(fetchMock)).toEqual([{ bankroll: 1500.5 }]));
      expect(input.getAttribute('aria-invalid')).toBeNull();
      return;
    }
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Enter an amount greater than 0');
    expect(document.activeElement).toBe(input);
    // Save says the same and sends nothing; the message follows the input once said.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(puts(fetchMock)).toEqual([]);
    await user.clear(input);
    await user.type(input, '900');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
    expect(form.textContent).not.toContain('Enter an amount greater than 0');
  });

  it('offers no save while the field holds the saved bankroll', async () => {
    renderWith(notificationRoutes({ preferences: makePreferences({ bankroll: 1000 }) }));
    const user = userEvent.setup();
    const form = await screen.findByTestId('alert-bankroll');
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = within(form).getByLabelText('Bankroll for alerts');
    await user.type(input, '0');
    expect(save.disabled).toBe(false);
    await user.type(input, '{Backspace}');
    expect(save.disabled).toBe(true);
  });

  it('empties it: alerts then show stakes as a share (in Spanish)', async () => {
    await changeLanguage('es');
    const server = notificationRoutes({ preferences: makePreferences({ bankroll: 800 }) });
    const fetchMock = renderWith(server);
    const user = userEvent.setup();
    const form = await screen.findByTestId('alert-bankroll');
    await user.clear(within(form).getByLabelText('Banca para las alertas'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      (await screen.findAllByText('Las alertas mostrarán las apuestas como porcentaje de tu banca'))[0],
    ).toBeTruthy();
    expect(puts(fetchMock)).toEqual([{ bankroll: null }]);
    expect(server.state.preferences.bankroll).toBeNull();
  });
});

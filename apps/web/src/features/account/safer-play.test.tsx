import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, jsonResponse, makeUser, renderApp } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';

const sessions = { '/api/auth/sessions': () => jsonResponse({ sessions: [] }) };
const ON_BREAK = { endsAt: '2026-12-08T17:30:00.000Z', permanent: false };

describe('"Mi cuenta": a break, the weekly limit and deleting the account', () => {
  beforeEach(() => changeLanguage('es'));

  it('starts a 7-day break only after a confirmation that says it cannot be undone', async () => {
    const fetchMock = stubDashboard({
      routes: {
        ...sessions,
        '/api/account/break': () => jsonResponse({ user: makeUser({ onBreak: ON_BREAK }) }),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-break');
    await user.click(within(card).getByLabelText('7 días'));
    await user.click(within(card).getByTestId('account-break-start'));
    const dialog = await screen.findByTestId('account-break-confirm');
    expect(within(dialog).getByText('¿Empezar un descanso de 7 días?')).toBeTruthy();
    expect(within(dialog).getByText(/No se puede deshacer ni acortar/)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/account/break')).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/account/break')[0]?.body).toEqual({ period: '7d' }));
    expect((await within(card).findByTestId('account-break-current')).textContent).toMatch(
      /En descanso hasta el 8 dic 2026/,
    );
    expect(within(card).getByRole('link', { name: /jugarbien\.es/ })).toBeTruthy();
  });

  it('asks for a box to be ticked before self-exclusion', async () => {
    const fetchMock = stubDashboard({ routes: sessions });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-break');
    await user.click(within(card).getByLabelText('Autoexcluirme'));
    await user.click(within(card).getByTestId('account-break-start'));
    const dialog = await screen.findByTestId('account-break-confirm');
    const confirm = within(dialog).getByTestId('confirm-dialog-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByTestId('confirm-dialog-acknowledge'));
    expect(confirm.disabled).toBe(false);
    expect(callsTo(fetchMock, '/api/account/break')).toEqual([]);
  });

  it('shows self-exclusion as closed for good, with no way to pick another period', async () => {
    stubDashboard({ user: makeUser({ onBreak: { endsAt: null, permanent: true } }), routes: sessions });
    renderApp('/account');
    const card = await screen.findByTestId('account-break');
    expect(within(card).getByTestId('account-break-current').textContent).toMatch(/para siempre/);
    expect(within(card).queryByTestId('account-break-start')).toBeNull();
  });

  it('saves, shows and clears the weekly stake limit; a zero is refused before sending', async () => {
    const fetchMock = stubDashboard({
      routes: {
        ...sessions,
        '/api/account/limits': (init) => {
          const { weeklyStake } = JSON.parse(String(init?.body)) as { weeklyStake: number | null };
          return jsonResponse({ user: makeUser({ weeklyStakeLimit: weeklyStake }) });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-limit');
    expect(within(card).getByTestId('account-limit-current').textContent).toBe('Sin límite fijado.');
    const input = within(card).getByLabelText('Límite semanal');
    await user.type(input, '0');
    await user.click(within(card).getByTestId('account-limit-save'));
    expect(await within(card).findByText('Debe ser mayor que 0')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/account/limits')).toEqual([]);
    await user.clear(input);
    await user.type(input, '120,5');
    await user.click(within(card).getByTestId('account-limit-save'));
    await waitFor(() =>
      expect(within(card).getByTestId('account-limit-current').textContent).toBe(
        'Tu límite: 120,50 por semana.',
      ),
    );
    expect(callsTo(fetchMock, '/api/account/limits')[0]?.body).toEqual({ weeklyStake: 120.5 });
    await user.click(within(card).getByTestId('account-limit-clear'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/account/limits')[1]?.body).toEqual({ weeklyStake: null }),
    );
  });

  it('says what deleting does, asks the password and a confirmation, then signs out to the home page', async () => {
    let deleted = false;
    const fetchMock = stubDashboard({
      routes: {
        ...sessions,
        '/api/auth/me': () => jsonResponse({ user: deleted ? null : makeUser() }),
        '/api/account': () => {
          deleted = true;
          return jsonResponse({ message: 'Tu cuenta se ha eliminado. Gracias por habernos acompañado.' });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-delete');
    expect(within(card).getByText(/la semana en curso no se reembolsa/)).toBeTruthy();
    expect(within(card).getByText(/sin tu nombre ni tu email/)).toBeTruthy();
    await user.click(within(card).getByTestId('account-delete-submit'));
    expect(callsTo(fetchMock, '/api/account')).toEqual([]);
    await user.type(within(card).getByLabelText('Tu contraseña'), 'my-secret-1');
    await user.click(within(card).getByTestId('account-delete-submit'));
    const dialog = await screen.findByTestId('account-delete-confirm');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const [call] = callsTo(fetchMock, '/api/account');
    expect(call?.init?.method).toBe('DELETE');
    expect(call?.body).toEqual({ password: 'my-secret-1' });
  });

  it('puts a wrong password under its field and keeps the account', async () => {
    stubDashboard({
      routes: {
        ...sessions,
        '/api/account': () =>
          jsonResponse({ error: { code: 'VALIDATION_ERROR', message: 'no', reason: 'wrong_password' } }, 400),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-delete');
    await user.type(within(card).getByLabelText('Tu contraseña'), 'not-it');
    await user.click(within(card).getByTestId('account-delete-submit'));
    await user.click(
      within(await screen.findByTestId('account-delete-confirm')).getByTestId('confirm-dialog-confirm'),
    );
    expect(await within(card).findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/account');
  });
});

describe('the dashboard of a person who stepped away', () => {
  beforeEach(() => changeLanguage('es'));

  it('shows the break, its end and the help links instead of picks and plans', async () => {
    const fetchMock = stubDashboard({ user: makeUser({ onBreak: ON_BREAK }) });
    renderApp('/dashboard');
    const notice = await screen.findByTestId('break-notice');
    expect(within(notice).getByTestId('break-notice-until').textContent).toMatch(/^Hasta el 8 dic 2026/);
    expect(within(notice).getByRole('link', { name: /jugarbien\.es/ })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: /RGIAJ/ })).toBeTruthy();
    expect(screen.queryByTestId('plan-name')).toBeNull();
    expect(screen.queryByTestId('plans-section')).toBeNull();
    expect(screen.queryByTestId('free-pick-badge')).toBeNull();
    expect(screen.queryByRole('link', { name: /Analizar pick/ })).toBeNull();
    expect(screen.queryByTestId('record-link')).toBeNull();
    await changeLanguage('en');
    expect(await within(notice).findByRole('link', { name: /BeGambleAware/ })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/billing/checkout')).toEqual([]);
  });

  it('asks an older account to confirm 18+ once, then shows the picks', async () => {
    let confirmed = false;
    const fetchMock = stubDashboard({
      routes: {
        '/api/auth/me': () => jsonResponse({ user: makeUser({ ageConfirmed: confirmed }) }),
        '/api/account/age': () => {
          confirmed = true;
          return jsonResponse({ user: makeUser({ ageConfirmed: true }) });
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await screen.findByTestId('age-confirm');
    expect(screen.queryByTestId('plan-name')).toBeNull();
    const submit = within(card).getByTestId('age-confirm-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(within(card).getByLabelText('Tengo 18 años o más'));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByTestId('age-confirm')).toBeNull());
    expect(callsTo(fetchMock, '/api/account/age')[0]?.body).toEqual({ ageConfirmed: true });
    expect(await screen.findByTestId('plan-name')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, jsonResponse, makeUser, renderApp } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';

const refusal = (status: number, reason: string, message = 'refused') =>
  jsonResponse(
    { error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, reason } },
    status,
  );

const field = (card: HTMLElement, label: string) => within(card).getByLabelText(label) as HTMLInputElement;

describe('"Mi cuenta"', () => {
  beforeEach(() => changeLanguage('es'));

  it('shows the name, the address, the data download and the way to alerts, and is in the header', async () => {
    stubDashboard({
      user: makeUser({ name: 'Ana', email: 'ana@example.com' }),
      routes: { '/api/auth/sessions': () => jsonResponse({ sessions: [] }) },
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeTruthy();
    expect(field(screen.getByTestId('account-profile'), 'Nombre').value).toBe('Ana');
    expect(screen.getByTestId('account-email-current').textContent).toBe('ana@example.com');
    const download = screen.getByTestId('account-export');
    expect(download.getAttribute('href')).toBe('/api/account/export');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByTestId('account-alerts-link').getAttribute('href')).toBe('/dashboard#alerts');
    expect(screen.getByTestId('account-link').getAttribute('href')).toBe('/account');
    expect(await screen.findByTestId('sessions-card')).toBeTruthy();
    await changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
  });

  it('saves a new name, which the header shows at once', async () => {
    const fetchMock = stubDashboard({
      user: makeUser({ name: 'Ana' }),
      routes: {
        '/api/auth/sessions': () => jsonResponse({ sessions: [] }),
        '/api/account': () => jsonResponse({ user: makeUser({ name: 'Ana María' }) }),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-profile');
    await user.clear(field(card, 'Nombre'));
    await user.type(field(card, 'Nombre'), 'Ana María');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('user-name').textContent).toBe('Ana María'));
    expect(callsTo(fetchMock, '/api/account')[0]?.body).toEqual({ name: 'Ana María' });
  });

  it('puts a wrong current password under its field and sends nothing for a short new one', async () => {
    const fetchMock = stubDashboard({
      routes: {
        '/api/auth/sessions': () => jsonResponse({ sessions: [] }),
        '/api/account/password': () => refusal(400, 'wrong_password'),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-password');
    await user.type(field(card, 'Contraseña actual'), 'not-mine');
    await user.type(field(card, 'Contraseña nueva'), 'abc');
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(callsTo(fetchMock, '/api/account/password')).toHaveLength(0);
    await user.type(field(card, 'Contraseña nueva'), 'defgh');
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(field(card, 'Contraseña actual').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password and clears the form', async () => {
    stubDashboard({
      routes: {
        '/api/auth/sessions': () => jsonResponse({ sessions: [] }),
        '/api/account/password': () =>
          jsonResponse({ message: 'Contraseña cambiada. Las demás sesiones se han cerrado.' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-password');
    await user.type(field(card, 'Contraseña actual'), 'first-pass-1');
    await user.type(field(card, 'Contraseña nueva'), 'second-pass-2');
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña cambiada. Las demás sesiones se han cerrado.')).toBeTruthy();
    await waitFor(() => expect(field(card, 'Contraseña actual').value).toBe(''));
  });

  it('moves the account to a new address in two steps: the password, then the mailed code', async () => {
    const fetchMock = stubDashboard({
      user: makeUser({ email: 'ana@example.com' }),
      routes: {
        '/api/auth/sessions': () => jsonResponse({ sessions: [] }),
        '/api/account/email': () => jsonResponse({ message: 'sent' }),
        '/api/account/email/verify': (init) =>
          JSON.parse(String(init?.body)).code === '123456'
            ? jsonResponse({ user: makeUser({ email: 'ana.new@example.com', emailVerified: true }) })
            : refusal(400, 'invalid_code'),
      },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const card = await screen.findByTestId('account-email');
    await user.type(field(card, 'Email nuevo'), 'Ana.New@example.com');
    await user.type(field(card, 'Contraseña actual'), 'first-pass-1');
    await user.click(within(card).getByRole('button', { name: 'Enviar código' }));
    expect((await within(card).findByTestId('account-email-sent')).textContent).toContain(
      'ana.new@example.com',
    );
    expect(callsTo(fetchMock, '/api/account/email')[0]?.body).toEqual({
      newEmail: 'Ana.New@example.com',
      currentPassword: 'first-pass-1',
    });
    await user.type(field(card, 'Código'), '654321');
    await user.click(within(card).getByRole('button', { name: 'Cambiar email' }));
    expect(await within(card).findByText('Código inválido o expirado')).toBeTruthy();
    await user.clear(field(card, 'Código'));
    await user.type(field(card, 'Código'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Cambiar email' }));
    await waitFor(() =>
      expect(within(card).getByTestId('account-email-current').textContent).toBe('ana.new@example.com'),
    );
  });
});

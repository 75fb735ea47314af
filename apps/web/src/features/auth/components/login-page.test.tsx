import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyPathsFor, startEarlyRequestsFor } from '@/lib/early-requests';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';
import { ToastProbe } from '@test/toast-probe';
import { makeSubscription, PAYMENTS_OFF } from '@test/fixtures/billing';
import { makeKpi } from '@test/fixtures/dashboard';

const unauthorized = () => new Response('', { status: 401 });

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  const form = await screen.findByTestId('auth-form');
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Contraseña'), password);
  await user.click(screen.getByTestId('auth-submit'));
  return user;
}

describe('login page', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('sends an admin to /admin with the welcome toast', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/login': () =>
        jsonResponse({ user: makeUser({ role: 'admin' }), message: 'Has iniciado sesión correctamente' }),
    });
    renderApp('/login');
    await fillLogin('ana@example.com', 'secret1');

    expect(await screen.findByTestId('admin-page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin');
    expect(await screen.findByText('Bienvenido')).toBeTruthy();
    expect(screen.getByText('Has iniciado sesión correctamente')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret1',
    });
    // The header shows the signed-in user and the logout button without another /me call.
    expect(screen.getByTestId('user-name').textContent).toBe('Ana');
    expect(screen.getByTestId('logout-button')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/me')).toHaveLength(1);
  });

  it('sends a regular user to /dashboard with the welcome toast', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/login': () => jsonResponse({ user: makeUser(), message: 'ok' }),
    });
    renderApp('/login');
    await fillLogin('ana@example.com', 'secret1');

    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(await screen.findByText('Bienvenido')).toBeTruthy();
  });

  it('starts a regular user’s dashboard reads as the login succeeds, never the ones made as a visitor', async () => {
    let signedIn = false;
    const asUser = (body: unknown) => () => (signedIn ? jsonResponse(body) : unauthorized());
    const fetchMock = stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/login': () => {
        signedIn = true;
        return jsonResponse({ user: makeUser(), message: 'ok' });
      },
      '/api/kpis': asUser({ tiers: [makeKpi({ tier: 'vip', total: 3, wins: 2, losses: 1 })] }),
      '/api/picks': asUser({ picks: [] }),
      '/api/billing/config': asUser(PAYMENTS_OFF),
      '/api/billing/subscription': asUser(makeSubscription()),
      '/api/billing/transactions': asUser({ transactions: [] }),
      '/api/auth/sessions': asUser({ sessions: [] }),
    });
    // A visitor opened /dashboard: its early reads were refused, then the guard sent it here.
    startEarlyRequestsFor('/dashboard');
    renderApp('/login');
    await fillLogin('ana@example.com', 'secret1');

    const vip = await screen.findByTestId('tier-card-vip');
    expect(within(vip).getByTestId('tier-card-vip-total').textContent).toBe('3');
    // Once refused as a visitor, once for the signed-in user, taken by the page: never a third time.
    for (const path of earlyPathsFor('/dashboard').filter((path) => path !== '/api/auth/me'))
      expect(callsTo(fetchMock, path), path).toHaveLength(2);
  });

  it('shows a rejected login’s reason, translated, in a destructive toast titled Error', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/login': () =>
        jsonResponse(
          {
            error: {
              code: 'INVALID_CREDENTIALS',
              message: 'Invalid email or password',
              reason: 'invalid_credentials',
            },
          },
          401,
        ),
    });
    render(<ToastProbe />);
    renderApp('/login');
    await fillLogin('ana@example.com', 'wrong-pass');

    expect(await screen.findByText('Email o contraseña incorrectos')).toBeTruthy();
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(screen.getByTestId('toast-probe').textContent).toBe('Error');
    expect(screen.getByTestId('toast-probe').dataset.variant).toBe('destructive');
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect((screen.getByTestId('auth-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to "Email o contraseña incorrectos" when a 401 carries no message', async () => {
    stubFetch({ '/api/auth/me': visitor, '/api/auth/login': unauthorized });
    renderApp('/login');
    await fillLogin('ana@example.com', 'wrong-pass');
    expect(await screen.findByText('Email o contraseña incorrectos')).toBeTruthy();
  });

  it('uses the English fallback in English', async () => {
    await changeLanguage('en');
    stubFetch({ '/api/auth/me': visitor, '/api/auth/login': unauthorized });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });

  it('says the login failed when the response carries no user', async () => {
    stubFetch({ '/api/auth/me': visitor, '/api/auth/login': () => jsonResponse({ message: 'ok' }) });
    renderApp('/login');
    await fillLogin('ana@example.com', 'secret1');
    expect(await screen.findByText('Error al iniciar sesión. Intenta nuevamente.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('blocks a bad email or a short password with inline messages and sends nothing', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': visitor });
    renderApp('/login');
    await fillLogin('not-an-email', '123');

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Contraseña');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email no válido',
    );
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Debe tener al menos 6 caracteres',
    );
    expect(document.activeElement).toBe(email);
    expect(callsTo(fetchMock, '/api/auth/login')).toHaveLength(0);
  });

  it('marks empty fields as required', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByTestId('auth-submit'));
    expect(screen.getAllByText('Obligatorio')).toHaveLength(2);
    expect(screen.getByLabelText('Contraseña').getAttribute('placeholder')).toBe('Mínimo 6 caracteres');
  });

  it('sends a signed-in admin who opens /login to /admin instead of showing the forms', async () => {
    stubFetch({ '/api/auth/me': () => jsonResponse({ user: makeUser({ role: 'admin' }) }) });
    renderApp('/login');
    expect(await screen.findByTestId('admin-page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin');
    expect(screen.queryByTestId('auth-form')).toBeNull();
  });

  it('sends a signed-in regular user who opens /login?mode=signup to /dashboard', async () => {
    stubFetch({ '/api/auth/me': () => jsonResponse({ user: makeUser() }) });
    renderApp('/login?mode=signup');
    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(screen.queryByTestId('auth-form')).toBeNull();
  });

  it('switches between login and signup, with the forgot-password link in login mode only', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/login');
    const user = userEvent.setup();
    expect((await screen.findByTestId('auth-form')).dataset.mode).toBe('login');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByTestId('signup-promo')).toBeNull();

    await user.click(screen.getByTestId('auth-mode-toggle'));
    expect(screen.getByTestId('auth-form').dataset.mode).toBe('signup');
    expect(screen.getByTestId('location-search').textContent).toBe('?mode=signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeNull();
    expect(screen.getByTestId('signup-promo').textContent).toContain('1 pick gratis + acceso inmediato');
    expect(screen.getByTestId('signup-promo').textContent).toContain('Cancela cuando quieras');
  });

  it('opens the signup form with ?mode=signup and shows the collapsible terms', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/login?mode=signup');
    expect((await screen.findByTestId('auth-form')).dataset.mode).toBe('signup');
    // The session check has answered: the header offers login.
    expect(await screen.findAllByRole('link', { name: 'Iniciar sesión' })).not.toHaveLength(0);
    expect(screen.getByLabelText('Nombre').getAttribute('name')).toBe('name');
    expect(screen.queryByText(/Las casas de apuestas pueden limitar las cuentas ganadoras/)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: /Términos y condiciones/ }));
    const terms = screen.getByTestId('terms-content');
    for (const title of ['Aviso legal', 'Riesgos', 'Limitación de responsabilidad', 'Legalidad']) {
      expect(within(terms).getByRole('heading', { name: new RegExp(title) })).toBeTruthy();
    }
    expect(terms.textContent).toContain('No hay resultados garantizados');
    expect(terms.textContent).toContain('el rendimiento pasado no es una promesa');
    expect(terms.textContent).toContain('Las casas de apuestas pueden limitar las cuentas ganadoras');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { getMe } from '@/lib/session/get-me';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';

/** The landing page's events request has answered (404 here: the empty state). */
async function landingSettled() {
  expect(await screen.findByRole('heading', { level: 3, name: /(llegan pronto|on their way)/ })).toBeTruthy();
}

const signedIn =
  (overrides = {}) =>
  () =>
    jsonResponse({ user: makeUser(overrides) });

describe('the session check of a visitor', () => {
  beforeEach(() => changeLanguage('es'));

  it('reads the server’s { user: null } as nobody signed in, without an error', async () => {
    stubFetch({ '/api/auth/me': visitor });
    await expect(getMe()).resolves.toBeNull();
  });

  it('shows a public page signed out after one session check', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': visitor });
    renderApp('/');
    expect(await screen.findAllByRole('link', { name: 'Iniciar sesión' })).not.toHaveLength(0);
    expect(screen.queryByTestId('logout-button')).toBeNull();
    expect(callsTo(fetchMock, '/api/auth/me')).toHaveLength(1);
    await landingSettled();
  });
});

describe('logout', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('logs out from the header: toast, signed-out header and the landing page', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': signedIn(),
      '/api/auth/logout': () => jsonResponse({ message: 'Has cerrado sesión correctamente' }),
    });
    renderApp('/dashboard');
    await userEvent.setup().click(await screen.findByTestId('logout-button'));

    expect(await screen.findByText('Sesión cerrada')).toBeTruthy();
    expect(screen.getByText('Has cerrado sesión correctamente')).toBeTruthy();
    expect(await screen.findByTestId('landing-title')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.queryByTestId('logout-button')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, '/api/auth/logout')).toHaveLength(1);
    await landingSettled();
  });

  it('goes home, not to /login, when logging out from an admin-only page', async () => {
    stubFetch({
      '/api/auth/me': signedIn({ role: 'admin' }),
      '/api/auth/logout': () => jsonResponse({ message: 'ok' }),
    });
    renderApp('/admin');
    await userEvent.setup().click(await screen.findByTestId('logout-button'));
    expect(await screen.findByTestId('landing-title')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    await landingSettled();
  });

  it('logs out from the dashboard in English, through the site header’s one logout button', async () => {
    await changeLanguage('en');
    stubFetch({
      '/api/auth/me': signedIn(),
      '/api/auth/logout': () => jsonResponse({ message: 'Successfully logged out' }),
    });
    renderApp('/dashboard');
    await screen.findByTestId('dashboard-welcome');
    // The dashboard does not repeat the site header's language switcher and logout.
    expect(screen.getAllByTestId('logout-button')).toHaveLength(1);
    expect(screen.getAllByTestId('language-switcher')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /log out/i })).toHaveLength(1);
    await userEvent.setup().click(screen.getByTestId('logout-button'));
    expect(await screen.findByText('Session closed')).toBeTruthy();
    expect(screen.getByText('You have successfully logged out')).toBeTruthy();
    expect(await screen.findByTestId('landing-title')).toBeTruthy();
    await landingSettled();
  });

  it('stays signed in and says so when the logout fails', async () => {
    stubFetch({
      '/api/auth/me': signedIn(),
      '/api/auth/logout': () => new Response('', { status: 503 }),
    });
    renderApp('/dashboard');
    await userEvent.setup().click(await screen.findByTestId('logout-button'));
    expect(await screen.findByText('No se pudo cerrar la sesión')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(screen.getByTestId('dashboard-welcome')).toBeTruthy();
  });
});

describe('dashboard header', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('welcomes a regular user with the free-pick badge and no admin links', async () => {
    stubFetch({ '/api/auth/me': signedIn({ name: 'Lucía', hasUsedFreePick: false }) });
    renderApp('/dashboard');
    expect((await screen.findByTestId('dashboard-welcome')).textContent).toBe('Bienvenido, Lucía');
    expect(screen.getByTestId('free-pick-badge').textContent).toContain('1 pick gratis disponible');
    expect(screen.queryByTestId('admin-badge')).toBeNull();
    const actions = screen.getByRole('navigation', { name: 'Acciones del panel' });
    expect(
      within(actions)
        .getByRole('link', { name: /Inicio/ })
        .getAttribute('href'),
    ).toBe('/');
    expect(
      within(actions)
        .getByRole('link', { name: /Analizar pick/ })
        .getAttribute('href'),
    ).toBe('/analyze-pick');
    expect(within(actions).queryByRole('link', { name: /Panel de admin/ })).toBeNull();
    expect(within(actions).queryByTestId('language-switcher')).toBeNull();
    expect(within(actions).queryByRole('button', { name: /Cerrar sesión/ })).toBeNull();
    // The placeholder for the rest of the dashboard stays below.
    expect(screen.getByRole('heading', { level: 1, name: 'Tu panel' })).toBeTruthy();
  });

  it('hides the free-pick badge once the pick is used', async () => {
    stubFetch({ '/api/auth/me': signedIn({ hasUsedFreePick: true }) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(screen.queryByTestId('free-pick-badge')).toBeNull();
  });

  it('shows the ADMIN badge and the admin panel link to an admin, without the free-pick badge', async () => {
    stubFetch({ '/api/auth/me': signedIn({ role: 'admin', hasUsedFreePick: false }) });
    renderApp('/dashboard');
    expect((await screen.findByTestId('admin-badge')).textContent).toBe('ADMIN');
    expect(screen.queryByTestId('free-pick-badge')).toBeNull();
    const actions = screen.getByRole('navigation', { name: 'Acciones del panel' });
    expect(
      within(actions)
        .getByRole('link', { name: /Panel de admin/ })
        .getAttribute('href'),
    ).toBe('/admin');
  });
});

describe('email verification card', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('is not shown to a verified user', async () => {
    stubFetch({ '/api/auth/me': signedIn({ emailVerified: true }) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(screen.queryByTestId('verify-email-card')).toBeNull();
  });

  it('verifies the code and then disappears, leaving the dashboard usable', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': signedIn({ emailVerified: false }),
      '/api/auth/verify-email': () => jsonResponse({ message: 'Email verificado correctamente' }),
    });
    renderApp('/dashboard');
    const card = await screen.findByTestId('verify-email-card');
    expect(card.textContent).toContain('ana@example.com');
    const user = userEvent.setup();
    const code = within(card).getByLabelText('Código de verificación') as HTMLInputElement;
    expect(code.maxLength).toBe(6);

    await user.type(code, '12');
    await user.click(within(card).getByRole('button', { name: 'Verificar' }));
    expect(within(card).getByText('Debe tener exactamente 6 dígitos')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toHaveLength(0);

    // Only digits go in: typing '34-56' adds 3456.
    await user.type(code, '34-56');
    expect(code.value).toBe('123456');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.click(within(card).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Email verificado')).toBeTruthy();
    expect(screen.queryByTestId('verify-email-card')).toBeNull();
    expect(callsTo(fetchMock, '/api/auth/verify-email')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
    });
    expect(screen.getByTestId('dashboard-welcome')).toBeTruthy();
  });

  it('keeps the card and shows the server message for a wrong code', async () => {
    stubFetch({
      '/api/auth/me': signedIn({ emailVerified: false }),
      '/api/auth/verify-email': () =>
        jsonResponse({ error: { code: 'INVALID_CODE', message: 'Código inválido o expirado' } }, 400),
    });
    renderApp('/dashboard');
    const card = await screen.findByTestId('verify-email-card');
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Código de verificación'), '000000');
    await user.click(within(card).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Código inválido o expirado')).toBeTruthy();
    expect(screen.getByTestId('verify-email-card')).toBeTruthy();
  });

  it('asks for a new code', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': signedIn({ emailVerified: false }),
      '/api/auth/resend-verification': () => jsonResponse({ message: 'Te hemos enviado un código nuevo.' }),
    });
    renderApp('/dashboard');
    const card = await screen.findByTestId('verify-email-card');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Te hemos enviado un código nuevo.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/resend-verification')[0]?.body).toEqual({
      email: 'ana@example.com',
    });
  });
});

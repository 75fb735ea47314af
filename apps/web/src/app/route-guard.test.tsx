import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';

describe('route guard', () => {
  beforeEach(() => changeLanguage('es'));

  it('shows "Cargando..." while the session check is pending', async () => {
    stubFetch({ '/api/auth/me': () => new Promise<Response>(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('shows "Loading..." in English', async () => {
    await changeLanguage('en');
    stubFetch({ '/api/auth/me': () => new Promise<Response>(() => {}) });
    renderApp('/analyze-pick');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('sends a visitor with no session to /login', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('treats a 401 from the session check (an older server) as a visitor too', async () => {
    stubFetch({
      '/api/auth/me': () => jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Not signed in' } }, 401),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('sends a regular user away from /admin to /dashboard', async () => {
    stubFetch({ '/api/auth/me': () => jsonResponse({ user: makeUser() }) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu panel' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('sends a regular user away from /laboratory to /dashboard', async () => {
    stubFetch({ '/api/auth/me': () => jsonResponse({ user: makeUser() }) });
    renderApp('/laboratory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu panel' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('lets a regular user open /analyze-pick', async () => {
    stubFetch({ '/api/auth/me': () => jsonResponse({ user: makeUser() }) });
    renderApp('/analyze-pick');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analizar pick' })).toBeTruthy();
  });

  it('shows the admin panel, and the admin links, to an admin', async () => {
    stubFetch({ '/api/auth/me': () => jsonResponse({ user: makeUser({ role: 'admin' }) }) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de administración' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin');
    expect(screen.getAllByRole('link', { name: 'Laboratorio' }).length).toBeGreaterThan(0);
  });

  it('offers a retry when the session check fails for another reason', async () => {
    stubFetch({ '/api/auth/me': () => new Response('down', { status: 502, statusText: 'Bad Gateway' }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('public routes', () => {
  beforeEach(() => changeLanguage('es'));

  it('renders the 404 page for an unknown path', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/some-unknown-path');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Página no encontrada');
    expect(screen.getByRole('link', { name: /Volver al inicio/ }).getAttribute('href')).toBe('/');
  });

  it('shows the signup variant of /login with ?mode=signup', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/login?mode=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeTruthy();
  });

  it('keeps the responsible-gambling footer on every page', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/forgot-password');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('18+');
    expect(screen.getByRole('link', { name: /jugarbien\.es/ }).getAttribute('href')).toBe(
      'https://www.jugarbien.es',
    );
    expect(screen.getByRole('link', { name: /RGIAJ/ }).getAttribute('href')).toBe(
      'https://www.ordenacionjuego.es/es/rgiaj',
    );
  });
});

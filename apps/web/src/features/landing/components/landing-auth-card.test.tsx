import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';

const DRAFT_KEY = 'draft:landing-signup';

describe('landing login/signup card', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('opens from the hero, resets the forms on each toggle and restores the signup draft', async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Marta', email: 'marta@example.com' }));
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/');
    const user = userEvent.setup();
    expect(screen.queryByTestId('landing-auth-card')).toBeNull();

    await user.click(await screen.findByTestId('landing-auth-open'));
    const card = await screen.findByTestId('landing-auth-card');
    expect(within(card).getByTestId('auth-form').dataset.mode).toBe('login');
    await user.type(within(card).getByLabelText('Email'), 'typed@example.com');

    await user.click(within(card).getByTestId('auth-mode-toggle'));
    expect(within(card).getByTestId('auth-form').dataset.mode).toBe('signup');
    expect((within(card).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Marta');
    expect((within(card).getByLabelText('Email') as HTMLInputElement).value).toBe('marta@example.com');
    await user.type(within(card).getByLabelText('Nombre'), ' Ruiz');
    await user.type(within(card).getByLabelText('Contraseña'), 'secret1');

    await user.click(within(card).getByTestId('auth-mode-toggle'));
    expect(within(card).getByTestId('auth-form').dataset.mode).toBe('login');
    expect((within(card).getByLabelText('Email') as HTMLInputElement).value).toBe('');

    await user.click(within(card).getByTestId('auth-mode-toggle'));
    expect((within(card).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Marta Ruiz');
    expect((within(card).getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({
      name: 'Marta Ruiz',
      email: 'marta@example.com',
    });

    await user.click(within(card).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByTestId('landing-auth-card')).toBeNull();
  });

  it('goes to /dashboard after a login on the landing page, even for an admin', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/login': () => jsonResponse({ user: makeUser({ role: 'admin' }), message: 'ok' }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('landing-auth-open'));
    const card = await screen.findByTestId('landing-auth-card');
    await user.type(within(card).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(card).getByLabelText('Contraseña'), 'secret1');
    await user.click(within(card).getByTestId('auth-submit'));

    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(await screen.findByText('Bienvenido')).toBeTruthy();
  });

  it('goes to /dashboard after a signup on the landing page and forgets the draft', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () => jsonResponse({ user: makeUser(), message: 'Cuenta lista' }, 201),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Empieza con 1 pick gratis/ }));
    const card = await screen.findByTestId('landing-auth-card');
    expect(within(card).getByTestId('auth-form').dataset.mode).toBe('signup');
    await user.type(within(card).getByLabelText('Nombre'), 'Ana');
    await user.type(within(card).getByLabelText('Email'), 'ana@example.com');
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.type(within(card).getByLabelText('Contraseña'), 'secret1');
    await user.click(within(card).getByLabelText('Tengo 18 años o más'));
    await user.click(within(card).getByTestId('auth-submit'));

    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(await screen.findByText('Cuenta lista')).toBeTruthy();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
